import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The lettering of every title, name and line the pictures carry: Baloo 2 has the Latin and the Devanagari letters. */
export const LETTERING_FONT = "'Baloo 2'";

/** The folder of the lettering's font files, shipped with the project. */
const LETTERING_FOLDER = path.dirname(require.resolve('@expo-google-fonts/baloo-2/package.json'));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A fontconfig configuration that knows the project's font files and nothing else, every family falling back to the lettering. */
export function projectFontConfig(cacheFolder: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${escapeXml(LETTERING_FOLDER)}</dir>
  <cachedir>${escapeXml(cacheFolder)}</cachedir>
  <alias binding="same"><family>sans-serif</family><prefer><family>Baloo 2</family></prefer></alias>
</fontconfig>
`;
}

/**
 * Points the SVG renderer (librsvg, through fontconfig) at the project's own font files only, so
 * the pictures' words look the same on every machine, whatever fonts it or its user has installed.
 * Fontconfig reads its configuration once, at the first words drawn in a process: call this before,
 * in the main thread (worker threads share its environment). The configuration is written once per
 * content into the temporary folder, with its own cache beside it.
 */
export function useProjectFonts(): void {
  const folder = path.join(tmpdir(), `story-art-fonts-${createHash('sha256').update(LETTERING_FOLDER).digest('hex').slice(0, 12)}`);
  const file = path.join(folder, 'fonts.conf');
  if (process.env.FONTCONFIG_FILE === file) return;
  mkdirSync(path.join(folder, 'cache'), { recursive: true });
  // Written beside and renamed: another process may be reading it at this moment.
  const written = `${file}.${process.pid}`;
  writeFileSync(written, projectFontConfig(path.join(folder, 'cache')));
  renameSync(written, file);
  process.env.FONTCONFIG_FILE = file;
}
