import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from 'contracts/routes';
import { Shop } from '../support/pages';
import { repoRoot, startStorefront } from '../support/storefrontServer';
import { untilInteractive } from '../support/interactive';

const PORT = 8282;
const ABOUT_PAGE = path.join(repoRoot, 'mf-content/src/about/AboutPage.tsx');
const CONTENT_ROUTES = path.join(repoRoot, 'mf-content/routes.json');

/** The content team's new page: a route of its own in its manifest, titled there, shown by a module it exposes. */
function withNewPage(manifestText: string): string {
  const manifest = JSON.parse(manifestText);
  manifest.routes.push({
    path: '/our-story',
    exposed: './AboutPage',
    metadata: {
      en: { title: 'Our Story', description: 'How Hero Tales began.' },
      hi: { title: 'हमारी कहानी', description: 'Hero Tales कैसे शुरू हुआ।' },
    },
  });
  return JSON.stringify(manifest, null, 2);
}

/** The content team's change: a new heading, and a new call of its own, injected into the shared API slice. */
function withNewCall(source: string): string {
  const call = `
const releaseProbeApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({ getReleaseProbe: build.query<{ status: string }, void>({ query: () => '/health' }) }),
});

function ReleaseProbe() {
  const { data } = releaseProbeApi.useGetReleaseProbeQuery();
  return <p>Shop status: {data?.status ?? '...'}</p>;
}
`;
  const heading = "<h1>{t('about.title')}</h1>";
  // A page that no longer has this heading would make the release look unchanged: say so instead.
  if (!source.includes(heading)) throw new Error(`${ABOUT_PAGE} no longer has ${heading}: update this test's change`);
  return `import { storefrontApi } from 'shared-contracts';\n${source.replace(heading, '<h1>About Us, Released Again</h1>\n<ReleaseProbe />')}${call}`;
}

/** The release tool as a team runs it; answers its exit code and what it printed. */
function releaseTool(releasesDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'api/dist/releasesCli.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: releasesDir, STOREFRONT_URL: `http://127.0.0.1:${PORT}` },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test.describe('independent release of one stage', () => {
  test.setTimeout(180_000);

  test('a changed remote is released and switched live without a restart or a shell build, then rolled back; an incompatible one is refused', async ({
    page,
  }) => {
    const releasesDir = mkdtempSync(path.join(tmpdir(), 'storefront-releases-'));
    // The test reads what the server draws: the first page after a switch loads the release's server build, which on
    // a busy machine takes longer than the 100 ms a page may wait for it before the browser draws it instead.
    const server = await startStorefront(PORT, { RELEASES_DIR: releasesDir, SERVER_RENDER_BUDGET_MS: '5000' });
    const original = readFileSync(ABOUT_PAGE, 'utf8');
    const originalRoutes = readFileSync(CONTENT_ROUTES, 'utf8');
    try {
      for (const app of ['shell', ...Object.values(REMOTES).map((remote) => remote.folder)]) {
        expect(releaseTool(releasesDir, 'release', app, '--no-build').status).toBe(0);
        const switched = releaseTool(releasesDir, 'switch', app, 'latest');
        expect(switched.output).toContain(`${app} is live at`);
      }
      const shop = new Shop(page);
      const { heading } = shop;
      await shop.open(`${server.url}/about`, { cookies: 'leave' });
      await expect(heading).toHaveText('About Us');

      expect((await fetch(`${server.url}/our-story`, { headers: { accept: 'text/html' } })).status).toBe(404);

      // The content team changes its page, adding a call of its own, and a new page, and releases them
      // alone: the live shell takes both.
      writeFileSync(ABOUT_PAGE, withNewCall(original));
      writeFileSync(CONTENT_ROUTES, withNewPage(originalRoutes));
      const released = releaseTool(releasesDir, 'release', 'mf-content');
      expect(released.status).toBe(0);
      writeFileSync(ABOUT_PAGE, original);
      writeFileSync(CONTENT_ROUTES, originalRoutes);
      const newId = /as (\S+)\./.exec(released.output)![1];
      await shop.open(`${server.url}/faq`, { cookies: 'leave' });
      expect(releaseTool(releasesDir, 'switch', 'mf-content', newId).output).toContain(`mf-content is live at ${newId}`);

      // A visitor already on a page keeps working on the release it loaded.
      await shop.header.getByRole('link', { name: 'About Us' }).click();
      await expect(heading).toHaveText('About Us');
      // The next page load gets the new release.
      // The server draws the next request with the new release's server build.
      expect(await (await fetch(`${server.url}/about`)).text()).toContain('<h1>About Us, Released Again</h1>');
      await page.reload();
      await untilInteractive(page);
      await expect(heading).toHaveText('About Us, Released Again');
      await expect(page.getByText('Shop status: ok')).toBeVisible();

      // The new page is served, drawn on the server and titled from the release's manifest; the shell was not released again.
      const ourStory = await fetch(`${server.url}/our-story`, { headers: { accept: 'text/html' } });
      expect(ourStory.status).toBe(200);
      expect(ourStory.headers.get('x-rendered-by')).toBe('server');
      const ourStoryPage = await ourStory.text();
      expect(ourStoryPage).toContain('<title>Our Story | Hero Tales</title>');
      expect(ourStoryPage).toContain('<h1>About Us, Released Again</h1>');
      await shop.open(`${server.url}/our-story?lang=hi`, { cookies: 'leave' });
      await expect(page).toHaveTitle('हमारी कहानी | Hero Tales');
      await shop.open(`${server.url}/our-story?lang=en`, { cookies: 'leave' });
      await expect(heading).toHaveText('About Us, Released Again');
      await expect(page).toHaveTitle('Our Story | Hero Tales');

      expect(releaseTool(releasesDir, 'rollback', 'mf-content').output).toContain('mf-content is back at');
      expect(await (await fetch(`${server.url}/about`)).text()).toContain('<h1>About Us</h1>');
      // Switching back removes the page.
      expect((await fetch(`${server.url}/our-story`, { headers: { accept: 'text/html' } })).status).toBe(404);
      await shop.open(`${server.url}/about`, { cookies: 'leave' });
      await expect(heading).toHaveText('About Us');

      // A release built against another React is refused, naming the mismatch, and nothing changes.
      const liveBefore = readFileSync(path.join(releasesDir, 'live.json'), 'utf8');
      const incompatible = path.join(releasesDir, 'mf-content', '9.9.9-abcdef0123');
      cpSync(path.join(releasesDir, 'mf-content', newId), incompatible, { recursive: true });
      const manifestFile = path.join(incompatible, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      manifest.shared = manifest.shared.map((entry: { name: string }) =>
        entry.name === 'react' ? { ...entry, version: '18.3.1', requiredVersion: '^18.3.1' } : entry,
      );
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const refused = releaseTool(releasesDir, 'switch', 'mf-content', '9.9.9-abcdef0123');
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('react: mf_content needs ^18.3.1 but the live shell provides 19.3.1');
      expect(readFileSync(path.join(releasesDir, 'live.json'), 'utf8')).toBe(liveBefore);

      // So is one that needs a newer base slice (shared-contracts) than the live shell provides.
      manifest.shared = manifest.shared.map((entry: { name: string }) =>
        entry.name === 'react'
          ? { ...entry, version: '19.3.1', requiredVersion: '^19.3.1' }
          : entry.name === 'shared-contracts'
            ? { ...entry, requiredVersion: '^0.99.0' }
            : entry,
      );
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const tooNew = releaseTool(releasesDir, 'switch', 'mf-content', '9.9.9-abcdef0123');
      expect(tooNew.status).toBe(1);
      expect(tooNew.output).toMatch(/shared-contracts: mf_content needs \^0\.99\.0 but the live shell provides 0\.\d+\.\d+/);
      expect(readFileSync(path.join(releasesDir, 'live.json'), 'utf8')).toBe(liveBefore);
      await page.reload();
      await untilInteractive(page);
      await expect(heading).toHaveText('About Us');
    } finally {
      writeFileSync(ABOUT_PAGE, original);
      writeFileSync(CONTENT_ROUTES, originalRoutes);
      await server.stop();
      rmSync(releasesDir, { recursive: true, force: true });
    }
  });
});
