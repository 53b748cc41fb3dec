import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { createStorefrontFixture, SHOP_PAGE_PATHS } from './testing/storefrontFixture.js';

let app: FastifyInstance;
let fixture: ReturnType<typeof createStorefrontFixture>;

beforeAll(async () => {
  fixture = createStorefrontFixture({ GEO_COUNTRY_HEADER: 'CF-IPCountry' });
  app = await buildApp(fixture.config);
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('storefront server', () => {
  it('bounds slow senders: request, header, idle and keep-alive timeouts', () => {
    expect(app.server).toMatchObject({ requestTimeout: 60_000, headersTimeout: 15_000, timeout: 120_000, keepAliveTimeout: 65_000 });
  });

  it('serves the media with a day of caching', async () => {
    mkdirSync(path.join(fixture.config.storefront.mediaDir, 'print'), { recursive: true });
    writeFileSync(path.join(fixture.config.storefront.mediaDir, 'print', 'sample.webp'), 'RIFF....WEBP');
    const response = await app.inject('/media/print/sample.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers the health check', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it.each(SHOP_PAGE_PATHS)('serves the shell for %s', async (path) => {
    const response = await page(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('id="storefront-config"');
  });

  it('inlines the remotes document and preloads the owning remote', async () => {
    const response = await page('/checkout?x=1');
    const config = JSON.parse(/<script type="application\/json" id="storefront-config">(.*?)<\/script>/.exec(response.body)![1]);
    expect(config.remotes).toEqual({
      mf_catalogue: '/remotes/mf-catalogue/remoteEntry.1a2b3c4d.js',
      mf_creation: '/remotes/mf-creation/remoteEntry.1a2b3c4d.js',
      mf_ordering: '/remotes/mf-ordering/remoteEntry.1a2b3c4d.js',
      mf_content: '/remotes/mf-content/remoteEntry.1a2b3c4d.js',
    });
    expect(response.body).not.toContain('mf-manifest.json');
    expect(response.body).toContain('<link rel="preload" href="/remotes/mf-ordering/remoteEntry.1a2b3c4d.js" as="script">');
    expect(response.body).toContain('href="/remotes/mf-ordering/__federation_expose_CheckoutPage.5e6f7a8b.js"');
    expect(response.body).not.toContain('<link rel="preload" href="/remotes/mf-catalogue/');
    expect(response.body).toContain('<link rel="preload" href="/assets/react.11112222.js" as="script">');
  });

  it('serves the remotes document, never cached stale', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().mf_content).toBe('/remotes/mf-content/remoteEntry.1a2b3c4d.js');
  });

  it('caches hashed files for a year and revalidates manifests', async () => {
    const entry = await app.inject('/remotes/mf-content/remoteEntry.1a2b3c4d.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject('/remotes/mf-content/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('serves precompressed files to browsers that accept them', async () => {
    const response = await app.inject({ url: '/assets/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers an unknown page with the shell and 404, and an unknown call with the error shape', async () => {
    expect((await page('/no-such-page')).statusCode).toBe(404);
    expect((await page('/no-such-page')).body).toContain('storefront-config');
    const api = await app.inject('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found' });
  });

  it('answers a refusal in the language the call asks for, English when it names none the shop speaks', async () => {
    const inHindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    expect((await app.inject({ url: '/api/no-such-call', headers: inHindi })).json()).toEqual({ detail: 'नहीं मिला' });
    expect((await app.inject({ url: '/api/no-such-call', headers: { 'accept-language': 'fr-FR' } })).json()).toEqual({
      detail: 'Not found',
    });
    // A page's own language wins over the browser's.
    expect((await app.inject({ url: '/api/products/999?lang=hi', headers: { 'accept-language': 'en' } })).json().detail).toBe(
      'हमें वह कहानी नहीं मिली।',
    );
    const invalid = await app.inject({ url: '/api/referencedata/states?country_code=india', headers: inHindi });
    expect(invalid.json().detail).toMatch(/^अनुरोध सही नहीं है: country_code /);
    // The storefront recognises the anti-forgery refusal by its 'CSRF', in either language.
    const forged = await app.inject({ method: 'POST', url: '/api/orders', payload: {}, headers: inHindi });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().detail).toBe('सुरक्षा टोकन (CSRF) नहीं मिला या सही नहीं है');
  });

  it('answers /comfyui with 404 to anyone without the staff credential, never the shell page', async () => {
    const response = await page('/comfyui/view?filename=x.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });

  it("takes the country from the trusted header, else from the visitor's address, else the configured default", async () => {
    expect((await app.inject({ url: '/api/geo', headers: { 'cf-ipcountry': 'in' } })).json()).toEqual({ country: 'IN' });
    // Addresses of Indian and American networks (Jio; Google's public resolver), IPv4 and IPv6.
    expect((await app.inject({ url: '/api/geo', remoteAddress: '49.36.0.1' })).json()).toEqual({ country: 'IN' });
    expect((await app.inject({ url: '/api/geo', remoteAddress: '2401:4900::1' })).json()).toEqual({ country: 'IN' });
    expect((await app.inject({ url: '/api/geo', remoteAddress: '8.8.8.8' })).json()).toEqual({ country: 'US' });
    // A private address is in no country: the default, here none, and the browser shows the banner.
    expect((await app.inject('/api/geo')).json()).toEqual({ country: null });
  });

  it('keeps the source maps private unless told to serve them', async () => {
    expect((await app.inject('/assets/main.0123abcd.js.map')).statusCode).toBe(404);
    expect((await app.inject('/assets/main.0123abcd.js')).statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const response = await page('/');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    // The microphone for the shop's own pages (reading a book aloud), never for anything they embed.
    expect(response.headers['permissions-policy']).toContain('microphone=(self)');
    expect((await app.inject('/api/products')).headers['permissions-policy']).toContain('geolocation=()');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
