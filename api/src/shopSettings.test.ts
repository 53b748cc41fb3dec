import { servesApiDescription } from './platform/config/config.js';
import { razorpaySettings } from './modules/payments/selectProvider.js';
import { printPartnersFor } from './modules/printing/index.js';
import { loadConfig } from './shopSettings.js';

const razorpayOf = (env: NodeJS.ProcessEnv) => razorpaySettings(loadConfig(env).payments);

const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };

describe('choosing the payment provider', () => {
  it('keeps the sandbox by default on a developer machine', () => {
    expect(razorpayOf({})).toBeNull();
    expect(razorpayOf({ SITE_ORIGIN: 'http://127.0.0.1:8080' })).toBeNull();
  });

  it('refuses to start a public storefront that did not choose its provider, even with keys', () => {
    expect(() => loadConfig({ SITE_ORIGIN: 'https://herotales.in' })).toThrow(/set PAYMENT_PROVIDER=razorpay/);
    expect(() => loadConfig({ SITE_ORIGIN: 'https://herotales.in', ...keys })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('takes the provider a public storefront chose', () => {
    expect(razorpayOf({ SITE_ORIGIN: 'https://herotales.in', PAYMENT_PROVIDER: 'razorpay', ...keys })).toMatchObject({
      keyId: 'rzp_live_x',
    });
    expect(razorpayOf({ SITE_ORIGIN: 'https://herotales.in', PAYMENT_PROVIDER: 'sandbox', ...keys })).toBeNull();
  });

  it('refuses Razorpay without its keys, and an unknown provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/razorpay or sandbox/);
  });
});

describe('trusted proxies', () => {
  it('believes no proxy by default and the configured hops otherwise', () => {
    expect(loadConfig({}).server.trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' }).server.trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('storage', () => {
  it('keeps files in the data folder by default, in the named bucket with STORAGE_URL, and refuses a mistyped one at start', () => {
    expect(loadConfig({}).storage.storageUrl).toBeNull();
    expect(loadConfig({ STORAGE_URL: 's3://shop-media/live/' }).storage.storageUrl).toBe('s3://shop-media/live/');
    expect(() => loadConfig({ STORAGE_URL: 'https://shop-media.s3.amazonaws.com' })).toThrow('STORAGE_URL must look like');
  });
});

describe('metrics', () => {
  it('serves no metrics by default, and with METRICS=true a token of at least 32 characters when one is set', () => {
    expect(loadConfig({}).operations).toEqual({ metrics: false, metricsToken: null, metricsPort: 9464 });
    expect(loadConfig({ METRICS: 'true', METRICS_TOKEN: 'm'.repeat(32), METRICS_PORT: '9100' }).operations).toEqual({
      metrics: true,
      metricsToken: 'm'.repeat(32),
      metricsPort: 9100,
    });
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow('METRICS must be true or false, got "yes"');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 32 characters');
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT must be a port number');
  });
});

describe('production mode', () => {
  const production = {
    NODE_ENV: 'production',
    SITE_ORIGIN: 'https://herotales.in',
    PAYMENT_PROVIDER: 'razorpay',
    PRINT_PROVIDER: 'partners',
    LULU_CLIENT_KEY: 'lulu key',
    LULU_CLIENT_SECRET: 'lulu secret',
    LULU_WEBHOOK_SECRET: 'lulu secret',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook secret',
    METRICS_TOKEN: 'm'.repeat(40),
  };

  it('keeps the API description private in production unless PUBLISH_API_DESCRIPTION=true', () => {
    const publishes = (env: NodeJS.ProcessEnv) => servesApiDescription(loadConfig(env).server);
    expect(publishes({})).toBe(true);
    expect(publishes(production)).toBe(false);
    expect(publishes({ ...production, PUBLISH_API_DESCRIPTION: 'true' })).toBe(true);
  });

  it('production is opt-in no more: NODE_ENV=production names everything it is missing, at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(
      "NODE_ENV=production needs: SITE_ORIGIN (the shop's https address), METRICS_TOKEN, PAYMENT_PROVIDER=razorpay, " +
        'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, ' +
        'PRINT_PROVIDER=partners (or PRINT_PROVIDER=files to send the print files by hand). The server did not start.',
    );
    expect(() => loadConfig({ ...production, SITE_ORIGIN: 'http://herotales.in' })).toThrow(/needs: SITE_ORIGIN/);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/needs: PAYMENT_PROVIDER=razorpay\./);
    expect(() => loadConfig({ ...production, METRICS_TOKEN: '' })).toThrow(/needs: METRICS_TOKEN\./);
    expect(() => loadConfig({ ...production, PRINT_PROVIDER: '' })).toThrow(/needs: PRINT_PROVIDER=partners \(or PRINT_PROVIDER=files/);
    expect(loadConfig({ ...production, PRINT_PROVIDER: 'files' }).printing.provider).toBe('files');
    expect(() => loadConfig({ ...production, LULU_WEBHOOK_SECRET: '' })).toThrow(
      'Set all of LULU_CLIENT_KEY, LULU_CLIENT_SECRET and LULU_WEBHOOK_SECRET for Lulu, or none',
    );
    expect(() => loadConfig({ ...production, GELATO_API_KEY: 'gelato key' })).toThrow(
      'Set both GELATO_API_KEY and GELATO_WEBHOOK_TOKEN for Gelato, or neither',
    );
    const noPartner = { ...production, LULU_CLIENT_KEY: '', LULU_CLIENT_SECRET: '', LULU_WEBHOOK_SECRET: '' };
    expect(() => loadConfig(noPartner)).toThrow(/PRINT_PROVIDER=partners needs a partner's credentials/);
    expect(() => loadConfig({ ...production, PSEUDO_LOCALE: 'true' })).toThrow(
      /needs: PSEUDO_LOCALE=false \(the pseudo-language is for tests\)\./,
    );
  });

  it('starts when configured, and a developer machine is not production', () => {
    const config = loadConfig(production);
    expect(config.server.production).toBe(true);
    expect(razorpaySettings(config.payments)).toMatchObject({ keyId: 'rzp_live_x' });
    expect(config.printing).toMatchObject({ provider: 'partners', luluApiUrl: 'https://api.lulu.com', luluClientKey: 'lulu key' });
    const partnersOf = (env: NodeJS.ProcessEnv) => Object.keys(printPartnersFor(loadConfig(env).printing, 'orders@herotales.in'));
    expect(partnersOf(production)).toEqual(['files', 'lulu']);
    expect(partnersOf({})).toEqual(['files']);
    const both = { ...production, GELATO_API_KEY: 'gelato key', GELATO_WEBHOOK_TOKEN: 'token' };
    expect(loadConfig(both).printing).toMatchObject({ gelatoApiUrl: 'https://order.gelatoapis.com', gelatoShipmentMethod: 'standard' });
    expect(partnersOf(both)).toEqual(['files', 'gelato', 'lulu']);
    // Credentials alone send nothing: the shop sends to partners only when it says so.
    expect(partnersOf({ ...both, PRINT_PROVIDER: 'files' })).toEqual(['files']);
    expect(loadConfig({}).server.production).toBe(false);
  });
});

describe('reading the environment', () => {
  it('takes each default when a variable is unset or blank', () => {
    const config = loadConfig({ PORT: ' ', RATE_LIMIT_PER_MINUTE: '' });
    expect(config.server).toMatchObject({ port: 8080, logLevel: 'info' });
    expect(config.limits.rateLimitPerMinute).toBe(120);
  });

  it('names every refused variable at once, and never repeats a credential', () => {
    const problems = () =>
      loadConfig({ PAGE_OPTIONS: '2.5', LOG_LEVEL: 'loud', SESSION_SECRET: 'hunter2', SITE_ORIGIN: 'https://herotales.in/shop' });
    expect(problems).toThrow(
      'SITE_ORIGIN must be an origin such as https://herotales.in (no path), got "https://herotales.in/shop"; ' +
        'SESSION_SECRET must be at least 32 characters; ' +
        'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, got "loud"; ' +
        'PAGE_OPTIONS must be a positive whole number, got "2.5"',
    );
    expect(problems).not.toThrow(/hunter2/);
  });

  it('gives a paid book 12 hours to change by default, any number of hours when set, and refuses less than none', () => {
    expect(loadConfig({}).orders.reviewWindowHours).toBe(12);
    expect(loadConfig({ REVIEW_WINDOW_HOURS: '0.5' }).orders.reviewWindowHours).toBe(0.5);
    expect(() => loadConfig({ REVIEW_WINDOW_HOURS: '-1' })).toThrow(
      'REVIEW_WINDOW_HOURS must be hours, 0 or more (e.g. 12 or 0.5), got "-1"',
    );
  });

  it('reads the worker and release tool settings with the rest', () => {
    const config = loadConfig({ WORKER_CONCURRENCY: '3', STOREFRONT_URL: 'http://shop.internal:8080' });
    expect(config.generation.workerConcurrency).toBe(3);
    expect(config.releases.storefrontUrl).toBe('http://shop.internal:8080');
  });
});
