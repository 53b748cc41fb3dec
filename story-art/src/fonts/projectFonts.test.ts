import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const PROBE = fileURLToPath(new URL('./letteringProbe.ts', import.meta.url));

/**
 * A user's own fonts, in a throwaway home: a font file in ~/.fonts and a configuration that prefers it
 * for the covers' lettering and for every sans-serif text.
 */
function homeWithAnExtraFont(): string {
  const home = mkdtempSync(path.join(tmpdir(), 'home-with-fonts-'));
  mkdirSync(path.join(home, '.fonts'));
  const extra = require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf', {
    paths: [fileURLToPath(new URL('../../../api/', import.meta.url))],
  });
  copyFileSync(extra, path.join(home, '.fonts', path.basename(extra)));
  mkdirSync(path.join(home, '.config', 'fontconfig'), { recursive: true });
  const prefer = (family: string) =>
    `<alias binding="strong"><family>${family}</family><prefer><family>Noto Sans Devanagari</family></prefer></alias>`;
  writeFileSync(
    path.join(home, '.config', 'fontconfig', 'fonts.conf'),
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>${prefer('Baloo 2')}${prefer('sans-serif')}</fontconfig>`,
  );
  return home;
}

/** The probe's cover drawn in a process of its own, as raw pixels. */
async function drawnCover(home: string, projectFonts: boolean): Promise<Buffer> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lettering-')), 'cover.png');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_DATA_HOME: path.join(home, '.local', 'share'),
  };
  delete env.FONTCONFIG_FILE;
  if (!projectFonts) env.PROJECT_FONTS = 'off';
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', PROBE, out], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  const pixels = await sharp(readFileSync(out)).raw().toBuffer();
  rmSync(path.dirname(out), { recursive: true });
  return pixels;
}

describe("the pictures' lettering", () => {
  jest.setTimeout(60_000);
  let ownHome: string;
  let extraFontHome: string;
  beforeAll(() => {
    ownHome = mkdtempSync(path.join(tmpdir(), 'home-'));
    extraFontHome = homeWithAnExtraFont();
  });
  afterAll(() => [ownHome, extraFontHome].forEach((home) => rmSync(home, { recursive: true })));

  it("is drawn the same whatever fonts the machine's user has installed", async () => {
    expect((await drawnCover(extraFontHome, true)).equals(await drawnCover(ownHome, true))).toBe(true);
  });

  it("would change with the user's fonts through the machine's own configuration (the check above can fail)", async () => {
    expect((await drawnCover(extraFontHome, false)).equals(await drawnCover(ownHome, false))).toBe(false);
  });
});
