import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The lettering of a picture (a cover's name and title, a sheet's labels) is drawn through
 * fontconfig, which takes the machine's own fonts unless the process was pointed at the project's
 * first (`useProjectFonts`, story-art). A command that draws without it draws other letters on a
 * machine with other fonts installed, so every command of the server that reaches the art calls it.
 */
const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(file, 'utf8');

/** The files the package's scripts run (a built file by its source) and the benchmarks. */
function commandFiles(): string[] {
  const { scripts } = JSON.parse(read(path.join(api, 'package.json'))) as { scripts: Record<string, string> };
  const files = new Set<string>();
  for (const command of Object.values(scripts)) {
    for (const [file] of command.matchAll(/\b(?:src|dist)\/[\w/.-]+\.(?:ts|js)\b/g)) {
      files.add(path.join(api, file.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts')));
    }
  }
  for (const file of readdirSync(path.join(api, 'bench'))) if (file.endsWith('.mjs')) files.add(path.join(api, 'bench', file));
  return [...files];
}

/** The files of this package a file imports: its relative imports, and a benchmark's built modules by their source. */
function importsOf(file: string): string[] {
  const text = read(file);
  const relative = [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map(([, spec]) => path.resolve(path.dirname(file), spec));
  const built = [...text.matchAll(/(?:fromDist\(|import\(path\.join\(dist,\s*)'([^']+\.js)'/g)].map(([, spec]) =>
    path.join(api, 'src', spec),
  );
  return [...relative, ...built].map((found) => found.replace(/\.js$/, '.ts')).filter((found) => existsSync(found));
}

/** Whether a command reaches, through the files it imports, a file that draws with story-art's pictures. */
function reachesArt(command: string): boolean {
  const seen = new Set<string>();
  const waiting = importsOf(command);
  for (let file = waiting.pop(); file; file = waiting.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (/from 'story-art(\/\w+)?'/.test(read(file))) return true;
    waiting.push(...importsOf(file));
  }
  return false;
}

const drawing = commandFiles().filter(reachesArt);

describe("the server's commands that draw pictures", () => {
  it('are found: the server, its worker, the art sheets and the print file benchmark among them', () => {
    const names = drawing.map((file) => path.relative(api, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'src/main.ts',
        'src/worker.ts',
        'src/modules/art/artSheet.ts',
        'src/modules/art/bookSheet.ts',
        'bench/book-pdf.mjs',
      ]),
    );
  });

  it.each(drawing.map((file) => path.relative(api, file)))('%s draws its lettering in the project’s own fonts', (file) => {
    expect(read(path.join(api, file))).toMatch(/^useProjectFonts\(\);$/m);
  });
});
