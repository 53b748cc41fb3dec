import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RouteManifest } from 'contracts/routes';
import { repoRoot } from '../platform/config/config.js';
import { loadConfig, type Config } from '../shopSettings.js';

/** A remote's own route manifest, as its package declares it. */
export const remoteRouteManifest = (folder: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, folder, 'routes.json'), 'utf8')) as RouteManifest;

/** Every page of the shop, from the four remotes' manifests. */
export const SHOP_PAGE_PATHS = ['mf-catalogue', 'mf-creation', 'mf-ordering', 'mf-content'].flatMap((folder) =>
  remoteRouteManifest(folder).routes.map((route) => route.path),
);

/**
 * A data folder and small builds on disk in the shapes the real builds have (shell index.html with
 * its head marker; each remote with mf-manifest.json, its route manifest and hashed files), for server tests.
 */
/** A test storefront's settings for a suite that needs its jobs run: pages drawn, print files built, emails sent. */
export const WITH_BACKGROUND_WORK = { PAGE_WORKERS: '1' } as const;

export function createStorefrontFixture(env: Record<string, string> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'storefront-'));
  const shellDir = path.join(root, 'shell');
  mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><!--storefront-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(shellDir, 'assets', 'main.0123abcd.js'), 'console.log("shell");'.repeat(100));
  writeFileSync(path.join(shellDir, 'assets', 'main.0123abcd.js.gz'), gzipSync('console.log("shell");'.repeat(100)));
  writeFileSync(path.join(shellDir, 'assets', 'main.0123abcd.js.map'), '{"version":3,"sources":["src/index.ts"],"mappings":""}');
  writeFileSync(path.join(shellDir, 'startup-assets.json'), JSON.stringify({ scripts: ['/assets/react.11112222.js'] }));
  for (const [folder, exposed] of [
    ['mf-catalogue', 'HomePage'],
    ['mf-creation', 'BookDetailsPage'],
    ['mf-ordering', 'CheckoutPage'],
    ['mf-content', 'FaqPage'],
  ]) {
    const dir = path.join(root, 'remotes', folder);
    mkdirSync(dir, { recursive: true });
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.1a2b3c4d.js', path: '' } },
      exposes: [{ path: `./${exposed}`, assets: { js: { sync: [`__federation_expose_${exposed}.5e6f7a8b.js`], async: [] } } }],
    };
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dir, 'remoteEntry.1a2b3c4d.js'), '/* entry */');
    copyFileSync(path.join(repoRoot, folder, 'routes.json'), path.join(dir, 'routes.json'));
  }
  const config: Config = loadConfig({
    DATA_DIR: path.join(root, 'data'),
    SHELL_DIR: shellDir,
    REMOTES_ROOT: path.join(root, 'remotes'),
    RELEASES_DIR: path.join(root, 'releases'),
    MEDIA_DIR: path.join(root, 'media'),
    // Tests make many changing calls from one address; the limit has a test of its own.
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
    // Paid orders' books are built in the background of many tests: small pictures keep that quick.
    PRINT_DPI: '40',
    // Two picture options a page instead of three: a third draws more of the same, and a test that counts
    // them sets its own.
    PAGE_OPTIONS: '2',
    // No background work (drawing, print files, emails, sweeps) unless a suite asks for it (WITH_BACKGROUND_WORK):
    // most start previews to test something else, and drawing their pages cost more time than their tests.
    PAGE_WORKERS: '0',
    ...env,
  });
  return { config, root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
