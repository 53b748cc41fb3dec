import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from 'contracts/routes';
import { Shop } from '../support/pages';
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
    const shop = new Shop(page);
    await shop.open(`${server.url}/faq`, { cookies: 'leave' });
    await expect(shop.unavailable.alert).toBeVisible();
    await expect(shop.unavailable.tryAgain).toBeVisible();
    await expect(shop.header).toBeVisible();
    await expect(shop.footer).toBeVisible();

    await shop.header.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(shop.heading).toHaveText('Your Child, The Hero');
    await shop.footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(shop.unavailable.alert).toBeVisible();
    await shop.open(`${server.url}/checkout`, { cookies: 'leave' });
    await expect(shop.heading).toHaveText('Checkout');
  });

  test('Try again loads the remote once its files are back', async ({ page }) => {
    const shop = new Shop(page);
    await shop.open(`${server.url}/about`, { cookies: 'leave' });
    await expect(shop.unavailable.tryAgain).toBeVisible();
    cpSync(path.join(repoRoot, 'mf-content', 'dist'), path.join(remotesRoot, 'mf-content'), { recursive: true });
    await shop.unavailable.tryAgain.click();
    await expect(shop.heading).toHaveText('About Us');
    rmSync(path.join(remotesRoot, 'mf-content'), { recursive: true, force: true });
  });
});

test('a remote the network cannot reach shows the fallback; the others still load', async ({ page }) => {
  await page.route('**/remotes/mf-ordering/**', (route) => route.abort('connectionrefused'));
  const shop = new Shop(page);
  await shop.open('/checkout', { cookies: 'leave' });
  await expect(shop.unavailable.tryAgain).toBeVisible();
  await shop.header.getByRole('link', { name: 'About Us' }).click();
  await expect(shop.heading).toHaveText('About Us');
});
