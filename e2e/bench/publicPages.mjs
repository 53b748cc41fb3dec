import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The public pages, from the remotes' route manifests: the ones a visitor's first view is drawn for
 * (the flipbook needs a book in its address; the catalogue's one is public).
 */
export function publicPages() {
  return ['mf-catalogue', 'mf-content'].flatMap((folder) =>
    JSON.parse(readFileSync(path.join(repoRoot, folder, 'routes.json'), 'utf8'))
      .routes.filter((route) => !route.personal && route.path !== '/flipbook')
      .map((route) => route.path),
  );
}
