import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from 'shared-contracts/routes';
import { repoRoot, startStorefront } from '../support/storefrontServer';

const REMOTE_FOLDERS = Object.values(REMOTES).map((remote) => remote.folder);

test.describe('a remote that is down never blanks the page', () => {
  let remotesRoot: string;
  let server: Awaited<ReturnType<typeof startStorefront>>;

  test.beforeAll(async () => {
    // The builds as deployed, except mf-content, whose files are gone.
    remotesRoot = mkdtempSync(path.join(tmpdir(), 'remotes-'));
    for (const folder of REMOTE_FOLDERS.filter((f) => f !== 'mf-content')) {
      cpSync(path.join(repoRoot, folder, 'dist'), path.join(remotesRoot, folder), { recursive: true });
    }
    server = await startStorefront(8182, { REMOTES_ROOT: remotesRoot });
  });

  test.afterAll(async () => {
    await server.stop();
    rmSync(remotesRoot, { recursive: true, force: true });
  });

  test('its routes show the fallback with a retry while the other routes keep working', async ({ page }) => {
    await page.goto(`${server.url}/faq`);
    await expect(page.getByRole('alert')).toContainText("We couldn't load this part of the shop");
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Child, The Hero');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.goto(`${server.url}/checkout`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  });

  test('Try again loads the remote once its files are back', async ({ page }) => {
    await page.goto(`${server.url}/about`);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    cpSync(path.join(repoRoot, 'mf-content', 'dist'), path.join(remotesRoot, 'mf-content'), { recursive: true });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    rmSync(path.join(remotesRoot, 'mf-content'), { recursive: true, force: true });
  });
});

test('a remote the network cannot reach shows the fallback; the others still load', async ({ page }) => {
  await page.route('**/remotes/mf-ordering/**', (route) => route.abort('connectionrefused'));
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
});
