import { expect, type Locator, type Page } from '@playwright/test';

/** The shell around every screen: header, cookie banner and preferences, the page's heading. */
export class Shop {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get cookieBanner(): Locator {
    return this.page.getByRole('region', { name: 'Cookie consent' });
  }

  get cookiePreferences(): Locator {
    return this.page.getByRole('dialog', { name: 'Cookie Preferences' });
  }

  /** Opens an address of the shop and answers the cookie banner, which covers the foot of the page. */
  async open(path: string, { cookies = 'reject' }: { cookies?: 'reject' | 'accept' | 'leave' } = {}) {
    await this.page.goto(path);
    if (cookies === 'leave') return;
    await this.cookieBanner.getByRole('button', { name: cookies === 'accept' ? 'Accept All' : 'Reject All' }).click();
    await expect(this.cookieBanner).toBeHidden();
  }

  /** The same, with a tap, as on a phone. */
  async openOnPhone(path: string) {
    await this.page.goto(path);
    await this.cookieBanner.getByRole('button', { name: 'Reject All' }).tap();
  }

  /** Whether the page is no wider than the screen. */
  async fitsTheScreen() {
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  /** A stored browser value, parsed. */
  storedValue<T>(key: string): Promise<T | null> {
    return this.page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as T | null, key);
  }
}
