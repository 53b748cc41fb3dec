import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { manifestExposes, type RouteManifest } from 'contracts/routes';
import { remoteRouteManifest } from '../../testing/storefrontFixture.js';
import { startTestStorefront, STOP_TIMEOUT_MS, testDialects, type StorefrontApp, type TestStorefront } from '../../testing/testApp.js';
import { contractProblems, type FederationManifest } from './contractCheck.js';
import { checkRelease, prune, release, ReleaseError, rollback, switchTo, type ReleaseSettings } from './releaseCommands.js';
import { openLiveStore } from './liveStore.js';
import { listReleases } from './releaseStore.js';

const SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'styled-components', version: '6.6.0', requiredVersion: '^6.6.0', singleton: true },
  { name: 'shared-contracts', version: '0.2.0', requiredVersion: '^0.2.0', singleton: true },
];

function manifest(name: string, exposes: string[], shared = SHARED): FederationManifest & { metaData: object } {
  return {
    name,
    shared,
    exposes: exposes.map((p) => ({ path: p, assets: { js: { sync: [], async: [] } } })),
    metaData: { remoteEntry: { name: 'remoteEntry.1a2b3c4d.js', path: '' } },
  };
}

/**
 * A built app in a scratch repository: its package.json and a dist with a manifest and entry, its
 * server build's manifest (the same contracts unless `server` says otherwise; null: no server build)
 * and, for a remote, its route manifest (the remote's own unless `routes` says otherwise; null: none).
 */
function writeBuild(
  repoRoot: string,
  app: string,
  content: object,
  {
    version = '1.0.0',
    entry = true,
    server = content,
    routes = app === 'shell' ? null : remoteRouteManifest(app),
  }: { version?: string; entry?: boolean; server?: object | null; routes?: RouteManifest | null } = {},
) {
  const dist = path.join(repoRoot, app, 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(repoRoot, app, 'package.json'), JSON.stringify({ name: app, version }));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(content));
  if (server) writeFileSync(path.join(dist, 'server', 'mf-manifest.json'), JSON.stringify(server));
  if (entry) writeFileSync(path.join(dist, 'remoteEntry.1a2b3c4d.js'), `/* ${JSON.stringify(content).length} */`);
  if (routes) writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(routes));
  if (app === 'shell') {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'assets', 'main.0123abcd.js'), '/* shell */');
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><!--storefront-head--></head><body><script src="/assets/main.0123abcd.js"></script></body></html>',
    );
  }
}

describe('contract check', () => {
  const shell = manifest('shell', []);
  const ordering = manifestExposes(remoteRouteManifest('mf-ordering'));

  it('accepts a remote built against the live singletons that exposes every route module', () => {
    expect(contractProblems(manifest('mf_ordering', ordering), shell, ordering)).toEqual([]);
  });

  it('refuses a remote that needs another version of a singleton', () => {
    const remote = manifest(
      'mf_ordering',
      ordering,
      SHARED.map((s) => (s.name === 'react' ? { ...s, version: '18.3.1', requiredVersion: '^18.3.1' } : s)),
    );
    expect(contractProblems(remote, shell, ordering)).toEqual(['react: mf_ordering needs ^18.3.1 but the live shell provides 19.3.1']);
  });

  it('refuses a remote built against newer shared contracts than the live shell has', () => {
    const remote = manifest(
      'mf_ordering',
      ordering,
      SHARED.map((s) => (s.name === 'shared-contracts' ? { ...s, version: '0.3.0', requiredVersion: '^0.3.0' } : s)),
    );
    expect(contractProblems(remote, shell, ordering)).toEqual([
      'shared-contracts: mf_ordering needs ^0.3.0 but the live shell provides 0.2.0',
    ]);
  });

  it('refuses a remote sharing a singleton the shell does not provide', () => {
    const remote = manifest('mf_ordering', ordering, [
      ...SHARED,
      { name: 'react-redux', version: '9.3.1', requiredVersion: '^9.3.1', singleton: true },
    ]);
    expect(contractProblems(remote, shell, ordering)).toEqual([
      'react-redux is shared by mf_ordering but the live shell does not provide it',
    ]);
  });

  it('refuses a remote missing a module the routes need', () => {
    const remote = manifest(
      'mf_ordering',
      ordering.filter((m) => m !== './CheckoutPage'),
    );
    expect(contractProblems(remote, shell, ordering)).toEqual([
      'mf_ordering does not expose ./CheckoutPage, which its routes.json declares',
    ]);
  });
});

for (const dialect of testDialects())
  describe(`releases, switch and rollback against two running instances [${dialect}]`, () => {
    let repoRoot: string;
    let settings: ReleaseSettings;
    let storefront: TestStorefront;
    let other: StorefrontApp;
    let serverUrl: string;

    beforeAll(async () => {
      repoRoot = mkdtempSync(path.join(tmpdir(), 'storefront-releases-'));
      const releasesDir = path.join(repoRoot, 'releases');
      storefront = await startTestStorefront(dialect, { RELEASES_DIR: releasesDir });
      other = await storefront.anotherInstance();
      // As the release tool opens it: the shared database on PostgreSQL, the releases folder otherwise.
      const live = await openLiveStore(releasesDir, dialect === 'postgres' ? storefront.app.db : null);
      settings = { repoRoot, releasesDir, keep: 3, live };
      await storefront.app.listen({ port: 0, host: '127.0.0.1' });
      serverUrl = `http://127.0.0.1:${(storefront.app.server.address() as AddressInfo).port}`;
      writeBuild(repoRoot, 'shell', manifest('shell', []));
      const shellId = await release(settings, 'shell', { build: false });
      await switchTo(settings, 'shell', shellId, serverUrl);
    });

    afterAll(async () => {
      await storefront.stop();
      rmSync(repoRoot, { recursive: true, force: true });
    }, STOP_TIMEOUT_MS);

    /** The remotes document as each instance serves it: they must agree. */
    const remotesDocument = async () => {
      const [first, second] = await Promise.all(
        [storefront.app, other].map(async (app) => (await app.inject({ url: '/remotes.json' })).json<Record<string, string>>()),
      );
      expect(second).toEqual(first);
      return first;
    };

    it('releases into an immutable versioned folder and switches atomically, visible without a restart', async () => {
      writeBuild(repoRoot, 'mf-ordering', manifest('mf_ordering', manifestExposes(remoteRouteManifest('mf-ordering'))), {
        version: '1.0.0',
      });
      const first = await release(settings, 'mf-ordering', { build: false });
      expect(first).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
      expect(await release(settings, 'mf-ordering', { build: false })).toBe(first);
      expect(await switchTo(settings, 'mf-ordering', first, serverUrl)).toBe(`mf-ordering is live at ${first}`);
      expect((await remotesDocument()).mf_ordering).toBe(`/remotes/mf-ordering/${first}/remoteEntry.1a2b3c4d.js`);
      expect(readdirSync(settings.releasesDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      const entry = await storefront.app.inject({ url: `/remotes/mf-ordering/${first}/remoteEntry.1a2b3c4d.js` });
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toContain('immutable');
      expect((await storefront.app.inject({ url: '/remotes.json' })).headers['cache-control']).toBe('no-cache');

      writeBuild(repoRoot, 'mf-ordering', manifest('mf_ordering', [...manifestExposes(remoteRouteManifest('mf-ordering')), './Extra']), {
        version: '1.1.0',
      });
      const second = await release(settings, 'mf-ordering', { build: false });
      await switchTo(settings, 'mf-ordering', second, serverUrl);
      expect((await remotesDocument()).mf_ordering).toBe(`/remotes/mf-ordering/${second}/remoteEntry.1a2b3c4d.js`);
      // A visitor still on a page of the first release keeps getting its files, from either instance.
      for (const app of [storefront.app, other])
        expect((await app.inject({ url: `/remotes/mf-ordering/${first}/remoteEntry.1a2b3c4d.js` })).statusCode).toBe(200);

      expect(await rollback(settings, 'mf-ordering', serverUrl)).toBe(`mf-ordering is back at ${first}`);
      expect((await remotesDocument()).mf_ordering).toBe(`/remotes/mf-ordering/${first}/remoteEntry.1a2b3c4d.js`);
      await expect(rollback(settings, 'mf-ordering', serverUrl)).rejects.toThrow('mf-ordering has no earlier release to roll back to');
    });

    it('refuses to switch to an incompatible release, naming the mismatch, and changes nothing', async () => {
      const before = await settings.live.read();
      writeBuild(
        repoRoot,
        'mf-ordering',
        manifest(
          'mf_ordering',
          manifestExposes(remoteRouteManifest('mf-ordering')),
          SHARED.map((s) => (s.name === 'react' ? { ...s, requiredVersion: '^18.0.0' } : s)),
        ),
        { version: '2.0.0' },
      );
      const incompatible = await release(settings, 'mf-ordering', { build: false });
      expect(await checkRelease(settings, 'mf-ordering', incompatible)).toEqual([
        'react: mf_ordering needs ^18.0.0 but the live shell provides 19.3.1',
        'server build: react: mf_ordering needs ^18.0.0 but the live shell provides 19.3.1',
      ]);
      await expect(switchTo(settings, 'mf-ordering', incompatible, serverUrl)).rejects.toThrow(ReleaseError);
      expect((await settings.live.read()).apps).toEqual(before.apps);
    });

    it('checks the server build of a release as well, and refuses a release without one', async () => {
      const before = await settings.live.read();
      const exposes = manifestExposes(remoteRouteManifest('mf-ordering'));
      const oldReact = SHARED.map((s) => (s.name === 'react' ? { ...s, requiredVersion: '^18.0.0' } : s));
      writeBuild(repoRoot, 'mf-ordering', manifest('mf_ordering', exposes), {
        version: '2.1.0',
        server: manifest('mf_ordering', exposes, oldReact),
      });
      const serverMismatch = await release(settings, 'mf-ordering', { build: false });
      expect(await checkRelease(settings, 'mf-ordering', serverMismatch)).toEqual([
        'server build: react: mf_ordering needs ^18.0.0 but the live shell provides 19.3.1',
      ]);
      writeBuild(repoRoot, 'mf-ordering', manifest('mf_ordering', [...exposes, './NoServer']), { version: '2.2.0', server: null });
      const browserOnly = await release(settings, 'mf-ordering', { build: false });
      expect(await checkRelease(settings, 'mf-ordering', browserOnly)).toEqual([
        `mf-ordering ${browserOnly} has no server build (server/mf-manifest.json): build it again`,
      ]);
      await expect(switchTo(settings, 'mf-ordering', browserOnly, serverUrl)).rejects.toThrow(ReleaseError);
      expect((await settings.live.read()).apps).toEqual(before.apps);
    });

    it('rolls back by itself when the new release does not load from the server', async () => {
      const before = await settings.live.read();
      writeBuild(repoRoot, 'mf-ordering', manifest('mf_ordering', [...manifestExposes(remoteRouteManifest('mf-ordering')), './Broken']), {
        version: '3.0.0',
        entry: false,
      });
      const broken = await release(settings, 'mf-ordering', { build: false });
      await expect(switchTo(settings, 'mf-ordering', broken, serverUrl)).rejects.toThrow(/the remote entry answered 404: rolled back/);
      expect((await settings.live.read()).apps['mf-ordering']).toEqual(before.apps['mf-ordering']);
    });

    it('keeps the newest releases when pruning, never the live one or its rollback target', async () => {
      for (const version of ['4.0.0', '5.0.0', '6.0.0']) {
        writeBuild(
          repoRoot,
          'mf-ordering',
          manifest('mf_ordering', [...manifestExposes(remoteRouteManifest('mf-ordering')), `./V${version}`]),
          { version },
        );
        await release(settings, 'mf-ordering', { build: false });
      }
      await prune(settings, 'mf-ordering');
      const kept = listReleases(settings.releasesDir, 'mf-ordering');
      expect(kept.length).toBeLessThanOrEqual(4);
      expect(kept).toContain((await settings.live.read()).apps['mf-ordering']!.current);
      expect(kept.some((id: string) => id.startsWith('6.0.0-'))).toBe(true);
    });

    it('serves a page a remote release adds, titled from its manifest, without a shell release; a rollback removes it', async () => {
      const ordering = remoteRouteManifest('mf-ordering');
      const giftWrap = {
        path: '/gift-wrap',
        exposed: './GiftWrapPage',
        metadata: { en: { title: 'Gift wrapping', description: 'Your book wrapped as a present.' } },
      };
      const page = () => storefront.app.inject({ url: '/gift-wrap', headers: { accept: 'text/html' } });
      expect((await page()).statusCode).toBe(404);
      writeBuild(repoRoot, 'mf-ordering', manifest('mf_ordering', [...manifestExposes(ordering), './GiftWrapPage']), {
        version: '7.0.0',
        routes: { ...ordering, routes: [...ordering.routes, giftWrap] },
      });
      const withPage = await release(settings, 'mf-ordering', { build: false });
      await switchTo(settings, 'mf-ordering', withPage, serverUrl);
      const served = await page();
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain('<title>Gift wrapping | Hero Tales</title>');
      const config = JSON.parse(/id="storefront-config">(.*?)<\/script>/.exec(served.body)![1]);
      expect(config.routes).toContainEqual({ path: '/gift-wrap', exposed: './GiftWrapPage', remote: 'mf_ordering' });
      expect((await storefront.app.inject({ url: '/routes.json' })).json()).toContainEqual({ ...giftWrap, remote: 'mf_ordering' });

      await rollback(settings, 'mf-ordering', serverUrl);
      expect((await page()).statusCode).toBe(404);
    });

    it("refuses a remote release without its route manifest, or claiming another remote's page", async () => {
      const ordering = remoteRouteManifest('mf-ordering');
      const exposes = manifestExposes(ordering);
      writeBuild(repoRoot, 'mf-ordering', manifest('mf_ordering', exposes), { version: '8.0.0', routes: null });
      const unlisted = await release(settings, 'mf-ordering', { build: false });
      expect(await checkRelease(settings, 'mf-ordering', unlisted)).toEqual([
        'the release ships no routes.json (its pages): build it again',
      ]);

      writeBuild(repoRoot, 'mf-content', manifest('mf_content', manifestExposes(remoteRouteManifest('mf-content'))));
      const faq = remoteRouteManifest('mf-content').routes.find((route) => route.path === '/faq')!;
      writeBuild(repoRoot, 'mf-ordering', manifest('mf_ordering', [...exposes, faq.exposed]), {
        version: '8.1.0',
        routes: { ...ordering, routes: [...ordering.routes, faq] },
      });
      const taking = await release(settings, 'mf-ordering', { build: false });
      expect(await checkRelease(settings, 'mf-ordering', taking)).toEqual([
        "/faq is already a page of another live remote, not mf-ordering's",
      ]);
    });

    it('keeps every released shell asset in one pool served at /assets/', async () => {
      expect(existsSync(path.join(settings.releasesDir, 'shell', 'assets', 'main.0123abcd.js'))).toBe(true);
      expect((await storefront.app.inject({ url: '/assets/main.0123abcd.js' })).statusCode).toBe(200);
      expect((await storefront.app.inject({ url: '/', headers: { accept: 'text/html' } })).body).toContain('/assets/main.0123abcd.js');
    });
  });
