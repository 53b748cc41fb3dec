import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from 'contracts/languages';
import { untilInteractive } from '../interactive';
import { words, type Words } from '../words';

/** The shell around every screen: header, cookie banner and preferences, the page's heading. */
export class Shop {
  /** The shop's words in the language the screen is in. */
  protected readonly say: Words;

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.say = words(language);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** What a screen shows when its part of the shop cannot be loaded, and its retry. */
  get unavailable() {
    return {
      alert: this.page.getByRole('alert').filter({ hasText: this.say('fallback.text') }),
      tryAgain: this.page.getByRole('button', { name: this.say('fallback.retry') }),
    };
  }

  get cookieBanner(): Locator {
    return this.page.getByRole('region', { name: this.say('cookies.bannerLabel') });
  }

  get cookiePreferences(): Locator {
    return this.page.getByRole('dialog', { name: this.say('cookies.title') });
  }

  /** Opens an address of the shop and answers the cookie banner, which covers the foot of the page. */
  async open(path: string, { cookies = 'reject' }: { cookies?: 'reject' | 'accept' | 'leave' } = {}) {
    await this.page.goto(path);
    await untilInteractive(this.page);
    if (cookies === 'leave') return;
    await this.cookieBanner
      .getByRole('button', { name: this.say(cookies === 'accept' ? 'cookies.acceptAll' : 'cookies.rejectAll') })
      .click();
    await expect(this.cookieBanner).toBeHidden();
  }

  /** The same, with a tap, as on a phone. */
  async openOnPhone(path: string) {
    await this.page.goto(path);
    await untilInteractive(this.page);
    await this.cookieBanner.getByRole('button', { name: this.say('cookies.rejectAll') }).tap();
  }

  /** Whether the page is no wider than the screen. */
  async fitsTheScreen() {
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  /** The events of one name the page has pushed to its data layer. */
  dataLayerEvents<T extends object>(event: string): Promise<(T & { event: string })[]> {
    return this.page.evaluate(
      (name) => (window as unknown as { dataLayer: (T & { event: string })[] }).dataLayer.filter((entry) => entry.event === name),
      event,
    );
  }

  /**
   * The head's metadata for search engines and link previews. These elements have no role, so this is
   * the one place the tests read the document by its tags.
   */
  metadata() {
    return this.page.evaluate(() => {
      const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
      const structured = document.getElementById('website-structured-data')?.textContent;
      return {
        ogType: content('meta[property="og:type"]'),
        robots: content('meta[name="robots"]'),
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        structuredData: structured ? (JSON.parse(structured) as Record<string, unknown>) : null,
      };
    });
  }

  /** A stored browser value, parsed. */
  storedValue<T>(key: string): Promise<T | null> {
    return this.page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as T | null, key);
  }
}
