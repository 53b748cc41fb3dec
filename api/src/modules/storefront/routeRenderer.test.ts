import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestStorefront, type TestStorefront } from '../../testing/testApp.js';
import { createStorefrontFixture } from '../../testing/storefrontFixture.js';
import { withinOneClockWindow } from '../../testing/clockWindows.js';

/**
 * The shell's server build is another team's deployable, loaded from its release folder: these
 * stand-ins (CommonJS files with its `renderRoute` export) exercise the server's side of the contract.
 */
const RENDERERS = {
  drawing: `exports.renderRoute = async (request) => {
    const products = await (await request.api.fetch(request.api.baseUrl + '/products')).json();
    return {
      html: '<h1>Drawn on the server</h1><p>' + products.products.length + ' stories for ' + request.url + ' in ' + request.country + ' (' + request.language + ')</p>',
      styles: '<style data-styled="true">h1{color:purple}</style>',
      state: { storefrontApi: { note: '</script><script>alert(1)</script>' }, consent: { consent: null }, remoteRendered: true },
      fallbackReason: null,
    };
  };`,
  throwing: `exports.renderRoute = async () => { throw new Error('the shell cannot render'); };`,
  counting: `let drawn = 0;
  exports.renderRoute = async (request) => {
    drawn += 1;
    const late = request.url.includes('gender=late');
    return {
      html: '<p>drawing ' + drawn + ' of ' + request.url + '</p>',
      styles: '',
      state: { storefrontApi: {}, consent: { consent: null }, remoteRendered: !late },
      fallbackReason: late ? 'the remote was late' : null,
    };
  };`,
};

describe('pages drawn on the server', () => {
  const fixture = createStorefrontFixture();
  const shellBuilds = mkdtempSync(path.join(tmpdir(), 'shell-builds-'));
  const started: TestStorefront[] = [];

  /** A storefront whose live shell build has the given server build (none: browser only). */
  async function storefrontWith(renderer: keyof typeof RENDERERS | null, env: Record<string, string> = {}) {
    const shellDir = path.join(shellBuilds, `${renderer}-${started.length}`);
    cpSync(fixture.config.storefront.shellDir, shellDir, { recursive: true });
    if (renderer) {
      mkdirSync(path.join(shellDir, 'server'));
      writeFileSync(path.join(shellDir, 'server', 'server.js'), RENDERERS[renderer]);
    }
    const storefront = await startTestStorefront('sqlite', { SHELL_DIR: shellDir, GEO_DEFAULT_COUNTRY: 'IN', ...env });
    started.push(storefront);
    return storefront;
  }

  const page = (storefront: TestStorefront, url: string) => storefront.app.inject({ url, headers: { accept: 'text/html' } });

  afterAll(async () => {
    for (const storefront of started) await storefront.stop();
    fixture.cleanup();
    rmSync(shellBuilds, { recursive: true, force: true });
  });

  it("puts the shell's markup, styles and state into the page, with the route's data fetched from the API in-process", async () => {
    const response = await page(await storefrontWith('drawing'), '/faq?from=home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-rendered-by']).toBe('server');
    const html = response.body;
    // A parameter no page reads is not part of the drawing.
    expect(html).toMatch(/<div id="root"><h1>Drawn on the server<\/h1><p>\d+ stories for \/faq in IN \(en\)<\/p><\/div>/);
    expect(html).toContain('<html lang="en-IN"');
    expect(html).not.toContain('<p>0 stories');
    expect(html.indexOf('<style data-styled="true">')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<title>Frequently Asked Questions | Hero Tales</title>');
    // Already on screen: its scripts are not fetched ahead of what it shows.
    expect(html).not.toContain('rel="preload"');
    // The state is data, never markup: nothing in it can close its script element.
    expect(html).toContain('<script type="application/json" id="storefront-state">');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it("draws each page in the visitor's language: the address's (then remembered), else the remembered one, else the browser's", async () => {
    const storefront = await storefrontWith('drawing');
    const visit = (url: string, headers: Record<string, string>) =>
      storefront.app.inject({ url, headers: { accept: 'text/html', ...headers } });

    const firstVisit = await visit('/faq', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(firstVisit.body).toContain('<html lang="hi-IN"');
    expect(firstVisit.body).toContain('(hi)</p>');
    expect(firstVisit.headers['set-cookie']).toBeUndefined();
    expect(firstVisit.headers.vary).toContain('accept-language');
    expect(firstVisit.body).toContain('<title>अक्सर पूछे जाने वाले प्रश्न | Hero Tales</title>');
    expect(firstVisit.body).toContain('<meta property="og:locale" content="hi_IN">');
    const origin = /<link rel="canonical" href="([^"]+)\/faq\?lang=hi">/.exec(firstVisit.body)?.[1];
    expect(origin).toBeDefined();
    for (const [hreflang, href] of [
      ['en', '/faq'],
      ['hi', '/faq?lang=hi'],
      ['x-default', '/faq'],
    ])
      expect(firstVisit.body).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${origin}${href}">`);

    const sharedLink = await visit('/faq?lang=en', { 'accept-language': 'hi' });
    expect(sharedLink.body).toContain('<html lang="en-IN"');
    expect(sharedLink.headers['set-cookie']).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');

    const remembered = await visit('/faq', { cookie: 'lang=hi', 'accept-language': 'en-GB,en' });
    expect(remembered.body).toContain('(hi)</p>');
    expect(remembered.headers['set-cookie']).toBeUndefined();

    const plain = await visit('/faq', { cookie: 'lang=fr' });
    expect(plain.body).toContain('<html lang="en-IN"');
    expect(plain.body).toContain('(en)</p>');
  });

  it('answers the page for the browser to draw when the shell cannot render, never an error', async () => {
    const response = await page(await storefrontWith('throwing'), '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-rendered-by']).toBe('browser');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Personalized Storybooks Where Your Child Is the Hero | Hero Tales</title>');
  });

  it('draws in the browser when told to (the control of the benchmarks) or when the shell has no server build', async () => {
    for (const storefront of [await storefrontWith('drawing', { SERVER_RENDERING: 'false' }), await storefrontWith(null)]) {
      const response = await page(storefront, '/about');
      expect(response.headers['x-rendered-by']).toBe('browser');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it("never sends a build's server files", async () => {
    const storefront = await storefrontWith(null);
    const remoteDir = storefront.config.storefront.remoteDirs['mf-catalogue'];
    mkdirSync(path.join(remoteDir, 'server'), { recursive: true });
    writeFileSync(path.join(remoteDir, 'server', 'remoteEntry.js'), 'module.exports = {};');
    expect((await storefront.app.inject({ url: '/remotes/mf-catalogue/server/remoteEntry.js' })).statusCode).toBe(404);
    expect((await storefront.app.inject({ url: '/remotes/mf-catalogue/remoteEntry.1a2b3c4d.js' })).statusCode).toBe(200);
  });

  it('serves a page drawn for one visitor to the next ones of the same address, country and cookie choice for a while', async () => {
    const storefront = await storefrontWith('counting');
    const drawing = async (url: string, headers: Record<string, string> = {}) =>
      /drawing (\d+)/.exec((await storefront.app.inject({ url, headers: { accept: 'text/html', ...headers } })).body)?.[1];
    const first = await drawing('/about');
    expect(await drawing('/about')).toBe(first);
    expect(await drawing('/faq')).not.toBe(first);
    expect(await drawing('/about', { 'x-forwarded-for': '203.0.113.9' })).toBe(first);
    const choice = (timestamp: string) =>
      `cookie_consent=${encodeURIComponent(JSON.stringify({ analytics: true, advertising: false, functional: false, timestamp }))}`;
    const chosen = await drawing('/about', { cookie: choice('2026-11-23T10:00:00Z') });
    expect(chosen).not.toBe(first);
    expect(await drawing('/about', { cookie: choice('2026-11-20T08:00:00Z') })).toBe(chosen);
    expect(await drawing('/about', { cookie: 'cookie_consent=not-a-choice' })).toBe(first);
    // A page the browser had to finish is drawn again for the next visitor.
    const late = await drawing('/flipbook-catalogue?gender=late');
    expect(await drawing('/flipbook-catalogue?gender=late')).not.toBe(late);

    const uncached = await storefrontWith('counting', { SERVER_PAGE_CACHE_SECONDS: '0' });
    const pages = await Promise.all([1, 2].map(() => uncached.app.inject({ url: '/about', headers: { accept: 'text/html' } })));
    expect(pages[0].body).not.toBe(pages[1].body);
  });

  it('pages can be used to tire the server: random query strings and Host values draw one page, and renders per address are limited', async () => {
    const storefront = await storefrontWith('counting', { PAGE_RENDERS_PER_ADDRESS_PER_MINUTE: '5' });
    const drawing = async (url: string, headers: Record<string, string> = {}) =>
      (await storefront.app.inject({ url, headers: { accept: 'text/html', ...headers } })).body;
    const first = await drawing('/about');
    for (let i = 0; i < 1000; i += 1) {
      const page = await drawing(`/about?r=${Math.random()}&utm_source=${i}`, { host: `evil-${i}.example` });
      expect(page).toContain('<p>drawing 1 of /about</p>');
    }
    expect(first).toContain('<p>drawing 1 of /about</p>');
    expect(first).not.toContain('evil-');
    expect(await drawing('/about', { host: 'evil.example' })).not.toContain('evil.example');
    // Pages that read their parameters are drawn for each value, up to the address's budget; then the browser draws.
    const kinds = await withinOneClockWindow(60_000, async (tryNumber) => {
      const drawnBy = [];
      for (const productId of [1, 2, 3, 4, 5, 6]) {
        const url = `/flipbook-catalogue?productId=${productId}`;
        const page = await storefront.app.inject({ url, remoteAddress: `198.51.100.${tryNumber}`, headers: { accept: 'text/html' } });
        drawnBy.push(page.headers['x-rendered-by']);
      }
      return drawnBy;
    });
    expect(kinds).toEqual(['server', 'server', 'server', 'server', 'server', 'browser']);
  });

  it('sends a drawn page compressed as the browser asks, compressing a cached drawing once', async () => {
    const storefront = await storefrontWith('counting');
    const ask = (encoding: string) =>
      storefront.app.inject({ url: '/terms', headers: { accept: 'text/html', 'accept-encoding': encoding } });
    const plain = await ask('identity');
    const brotli = await ask('gzip, deflate, br');
    const gzip = await ask('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<p>drawing 1 of /terms</p>');
  });
});
