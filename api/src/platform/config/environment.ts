import path from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { REMOTES } from 'contracts/routes';

/**
 * Every environment variable the server, its workers and its tools read, in one declaration: its
 * shape, its default, what it means, and the section of the configuration it lands in (the type of
 * each section is derived from here). `loadConfig` reads them through here, once; `npm run docs:config`
 * writes the table in docs/operations.md from the same entries, and a test fails when that table is stale.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const REMOTE_FOLDERS = Object.values(REMOTES).map((remote) => remote.folder);

interface Documented {
  /** What the variable does, for the operator's table. */
  meaning: string;
  /** What happens when it is unset, where the default is not a plain value. */
  unset?: string;
  /** What a refused value should have been, in the start-up message. */
  expected: string;
  /** A credential: a refused value is not repeated in the message. */
  secret?: boolean;
}

/** One variable: its name, its shape, and the value the configuration holds for it. */
export interface Setting<V> extends Documented {
  variable: string;
  schema: TSchema;
  /** The variable's value as the schema reads it (its default, or null, when unset) into the configuration's. */
  decode: (value: never) => V;
}

function setting<T extends TSchema, V = Static<T> | null>(
  variable: string,
  schema: T,
  documented: Documented,
  decode: (value: Static<T> | null) => V = (value) => value as V,
): Setting<V> {
  return { variable, schema, ...documented, decode };
}

/** A variable with a default: never null. */
const withDefault = <T extends TSchema>(variable: string, schema: T, documented: Documented) =>
  setting<T, Static<T>>(variable, schema, documented, (value) => value);

/** Text with no default: null when unset. */
const text = (variable: string, meaning: string, unset: string, more: Partial<Documented> = {}) =>
  setting(variable, Type.String({ minLength: 1 }), { meaning, unset, expected: 'some text', ...more });
const textOr = (variable: string, fallback: string, meaning: string) =>
  withDefault(variable, Type.String({ minLength: 1, default: fallback }), { meaning, expected: 'some text' });
const wholeNumber = (variable: string, fallback: number, meaning: string) =>
  withDefault(variable, Type.Integer({ minimum: 1, default: fallback }), { meaning, expected: 'a positive whole number' });
const countOrZero = (variable: string, fallback: number, meaning: string) =>
  withDefault(variable, Type.Integer({ minimum: 0, default: fallback }), { meaning, expected: 'a whole number of 0 or more' });
const hoursOrZero = (variable: string, fallback: number, meaning: string) =>
  withDefault(variable, Type.Number({ minimum: 0, default: fallback }), { meaning, expected: 'hours, 0 or more (e.g. 12 or 0.5)' });
const port = (variable: string, fallback: number, meaning: string) =>
  withDefault(variable, Type.Integer({ minimum: 0, maximum: 65535, default: fallback }), { meaning, expected: 'a port number' });
const flag = (variable: string, fallback: boolean, meaning: string) =>
  withDefault(variable, Type.Boolean({ default: fallback }), { meaning, expected: 'true or false' });
const secret = (variable: string, meaning: string, unset: string) =>
  setting(variable, Type.String({ minLength: 32 }), { meaning, unset, expected: 'at least 32 characters', secret: true });
const choice = <T extends string>(variable: string, values: readonly [T, ...T[]], meaning: string, unset: string) =>
  setting(variable, Type.Union(values.map((value) => Type.Literal(value))), { meaning, unset, expected: values.join(' or ') });
/** A folder: resolved to an absolute path; `fallback`, inside the repository, when unset. */
const folder = (variable: string, fallback: string, meaning: string, unset = `\`./${fallback}\``) =>
  setting(variable, Type.String({ minLength: 1 }), { meaning, unset, expected: 'some text' }, (value) =>
    path.resolve(value ?? path.join(repoRoot, fallback)),
  );

/** The variable that points the remotes document at a remote served elsewhere (`REMOTE_URL_MF_CATALOGUE`, ...). */
export const remoteUrlVariable = (remoteFolder: string) => `REMOTE_URL_${remoteFolder.replace('-', '_').toUpperCase()}`;
const remoteUrl = (remoteFolder: string) =>
  text(
    remoteUrlVariable(remoteFolder),
    `entry URL of ${remoteFolder} served elsewhere (a dev server's \`remoteEntry.js\`), put into the remotes document; its pages are drawn in the browser`,
    'unset',
  );

/** Threads for heavy work: every core but one, which stays with the server's event loop; at least one. */
const defaultWorkThreads = () => Math.max(1, availableParallelism() - 1);

/** Every setting, by the section of the configuration it belongs to: a module is handed its section only. */
export const SETTINGS = {
  server: {
    port: port('PORT', 8080, 'port of the storefront'),
    host: textOr('HOST', '127.0.0.1', 'interface to listen on (`0.0.0.0` behind a proxy)'),
    production: setting(
      'NODE_ENV',
      Type.String({ minLength: 1 }),
      {
        meaning:
          '`production`: the server and workers start only with an https `SITE_ORIGIN`, `PAYMENT_PROVIDER=razorpay` with its keys and webhook secret, `PRINT_PROVIDER` said, and `METRICS_TOKEN` (one message names all that is missing); cookies are always `Secure`; no sandbox payment route is mounted',
        unset: "unset: a developer's server",
        expected: 'some text',
      },
      (value) => value === 'production',
    ),
    siteOrigin: setting(
      'SITE_ORIGIN',
      Type.String({ pattern: '^https?://[^/]+$' }),
      {
        meaning: 'absolute origin for canonical links, social cards and the links in emails, e.g. `https://herotales.in`',
        unset: "the page's own origin",
        expected: 'an origin such as https://herotales.in (no path)',
      },
      (value) => value ?? '',
    ),
    sessionSecret: secret(
      'SESSION_SECRET',
      "the shop's secret, from which a key per purpose is derived (session cookie, anti-forgery, staff, email links)",
      'generated once into the database, so every instance shares it (one an earlier version kept in `DATA_DIR/session-secret` is taken over)',
    ),
    logLevel: withDefault(
      'LOG_LEVEL',
      Type.Union(
        ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
        { default: 'info' },
      ),
      { meaning: 'server log level (`silent` turns logging off)', expected: 'fatal, error, warn, info, debug, trace or silent' },
    ),
    trustedProxies: setting(
      'TRUSTED_PROXIES',
      Type.String({ minLength: 1 }),
      {
        meaning:
          "comma-separated addresses or CIDR ranges of the proxies in front of the server, whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed; without it the socket's address is the client's",
        unset: 'unset: none',
        expected: 'some text',
      },
      (value) =>
        (value ?? '')
          .split(',')
          .map((hop) => hop.trim())
          .filter(Boolean),
    ),
    shutdownGraceMs: countOrZero(
      'SHUTDOWN_GRACE_MS',
      0,
      'after SIGTERM or SIGINT, how long the instance keeps answering while `/api/ready` answers 503, so a load balancer takes it out of rotation before it closes (e.g. `2000` behind one)',
    ),
    publishApiDescription: flag(
      'PUBLISH_API_DESCRIPTION',
      false,
      '`true` serves the API description (`/api/openapi.json`) in production too; a server not in production always serves it',
    ),
  },
  storage: {
    dataDir: folder(
      'DATA_DIR',
      'data',
      'folder for the SQLite database, the generated secrets and, without `STORAGE_URL`, the photos, pictures, print PDFs and outbox',
    ),
    storageUrl: text(
      'STORAGE_URL',
      "an S3-compatible bucket shared by every instance and worker for photos, generated pictures, print PDFs and the outbox: `s3://[ACCESS_KEY:SECRET@]bucket[/folder/]?endpoint=http://host:9000&region=ap-south-1` (without credentials in the address the AWS SDK's usual sources are used; without `endpoint`, AWS S3 itself)",
      'unset: files in `DATA_DIR`',
      { secret: true },
    ),
    awsRegion: text('AWS_REGION', "the bucket's region when `STORAGE_URL` names none", 'unset: `us-east-1`'),
  },
  database: {
    databaseUrl: text(
      'DATABASE_URL',
      'PostgreSQL connection URL, e.g. `postgres://user:pass@host:5432/herotales`',
      'unset: SQLite file `DATA_DIR/storefront.sqlite`',
      { secret: true },
    ),
  },
  storefront: {
    shellDir: folder('SHELL_DIR', 'shell/dist', "the shell's build"),
    mediaDir: folder('MEDIA_DIR', 'api/dist/media', 'rendered illustrations served under `/media/` (written by `npm run build`)'),
    remoteDirs: setting(
      'REMOTES_ROOT',
      Type.String({ minLength: 1 }),
      {
        meaning: 'folder with one sub-folder per remote build (`mf-catalogue/`, ...)',
        unset: "unset: each remote's own `dist/`",
        expected: 'some text',
      },
      // Remote folder name -> the folder holding that remote's build.
      (root): Record<string, string> =>
        Object.fromEntries(
          REMOTE_FOLDERS.map((remote) => [remote, root ? path.resolve(root, remote) : path.join(repoRoot, remote, 'dist')]),
        ),
    ),
    remoteUrlMfCatalogue: remoteUrl('mf-catalogue'),
    remoteUrlMfCreation: remoteUrl('mf-creation'),
    remoteUrlMfOrdering: remoteUrl('mf-ordering'),
    remoteUrlMfContent: remoteUrl('mf-content'),
    serverRendering: flag('SERVER_RENDERING', true, "`false`: every page is drawn by the browser (the benchmarks' control)"),
    pseudoLocale: flag(
      'PSEUDO_LOCALE',
      false,
      "`true` draws every catalog text accented and 30 % longer, between brackets, to find texts left out of the catalogs and layouts that clip (a test server's; refused in production)",
    ),
    serverRenderBudgetMs: wholeNumber(
      'SERVER_RENDER_BUDGET_MS',
      100,
      "time a remote's server module and its page's data may take before the page is left to the browser",
    ),
    serverPageCacheSeconds: countOrZero(
      'SERVER_PAGE_CACHE_SECONDS',
      10,
      'seconds a page drawn on the server is served again to the next visitors of the same address, country and cookie-choice state (`0`: never)',
    ),
    pageRendersPerAddressPerMinute: wholeNumber(
      'PAGE_RENDERS_PER_ADDRESS_PER_MINUTE',
      120,
      'pages one address may have drawn on the server in a minute; beyond, it gets the page the browser draws',
    ),
    serveSourceMaps: flag('SERVE_SOURCE_MAPS', false, "`true` serves the builds' source maps (`*.js.map`), which are private by default"),
    geolocationUrl: textOr(
      'GEOLOCATION_URL',
      '/api/geo',
      'where the shell asks for the visitor\'s country (answers `{ "country": "IN" }`)',
    ),
    geoCountryHeader: setting(
      'GEO_COUNTRY_HEADER',
      Type.String({ minLength: 1 }),
      {
        meaning:
          "request header a trusted proxy or CDN fills with the visitor's country, read by `/api/geo` before anything else; without it the country of the visitor's address comes from ip-location-db's country database shipped in npm (`@ip-location-db/geo-whois-asn-country-mmdb`, CC0, read with `maxmind`), so visitors in India get no banner out of the box",
        unset: 'unset',
        expected: 'some text',
      },
      // Headers arrive lower-cased.
      (value) => value?.toLowerCase() ?? null,
    ),
    geoDefaultCountry: setting(
      'GEO_DEFAULT_COUNTRY',
      Type.String({ pattern: '^[A-Za-z]{2}$' }),
      {
        meaning: 'country `/api/geo` answers when neither the header nor the address tells it (a private address)',
        unset: 'unset (unknown: the cookie banner is shown)',
        expected: 'a two-letter code',
      },
      (value) => value?.toUpperCase() ?? null,
    ),
    ga4MeasurementId: text('GA4_MEASUREMENT_ID', 'Google Analytics 4, loaded only with analytics consent', 'unset (not loaded)'),
    adPixelId: text('AD_PIXEL_ID', 'advertising pixel, loaded only with advertising consent', 'unset (not loaded)'),
    behaviourAnalyticsProjectId: text(
      'BEHAVIOUR_ANALYTICS_PROJECT_ID',
      'behaviour-analytics script, loaded only with analytics consent',
      'unset (not loaded)',
    ),
  },
  releases: {
    releasesDir: folder(
      'RELEASES_DIR',
      'releases',
      'versioned releases and, without `DATABASE_URL`, `live.json`, the document saying which release of each app is served (an app without one is served from its build; with `DATABASE_URL` it is kept in the database, and a `live.json` found there is taken over)',
    ),
    releasesKeep: wholeNumber('RELEASES_KEEP', 5, 'releases kept per app when pruning'),
    storefrontUrl: text(
      'STOREFRONT_URL',
      'read by the release tool only: the running server its switch smoke-checks',
      '`http://127.0.0.1:$PORT`',
    ),
  },
  mail: {
    smtpUrl: text(
      'SMTP_URL',
      "SMTP server for the shop's emails, e.g. `smtps://user:pass@smtp.example.com`",
      'unset: each email is written as an `.eml` file into `DATA_DIR/outbox/`',
      { secret: true },
    ),
    mailFrom: textOr('MAIL_FROM', 'Hero Tales <orders@herotales.in>', "sender of the shop's emails"),
  },
  payments: {
    provider: choice(
      'PAYMENT_PROVIDER',
      ['razorpay', 'sandbox'],
      'the payment provider, chosen explicitly on a public storefront so it never takes test payments by a missing key',
      'unset: Razorpay when its keys are set, else the sandbox; required when `SITE_ORIGIN` is https',
    ),
    razorpayKeyId: text(
      'RAZORPAY_KEY_ID',
      'Razorpay API key id (with `RAZORPAY_KEY_SECRET`, or neither)',
      'unset: the offline sandbox provider',
    ),
    razorpayKeySecret: text(
      'RAZORPAY_KEY_SECRET',
      'Razorpay API key secret (with `RAZORPAY_KEY_ID`, or neither)',
      'unset: the offline sandbox provider',
      { secret: true },
    ),
    razorpayWebhookSecret: text(
      'RAZORPAY_WEBHOOK_SECRET',
      'secret of the Razorpay webhook sent to `/api/payments/razorpay/webhook`',
      'unset: webhooks refused',
      { secret: true },
    ),
    razorpayApiUrl: textOr('RAZORPAY_API_URL', 'https://api.razorpay.com', 'Razorpay API address'),
    sandboxSecret: secret('SANDBOX_PAYMENT_SECRET', 'signs sandbox payments', 'generated once into the database, like `SESSION_SECRET`'),
  },
  printing: {
    dpi: wholeNumber('PRINT_DPI', 300, "resolution the print PDF's pictures are drawn at"),
    provider: choice(
      'PRINT_PROVIDER',
      ['files', 'partners'],
      "where a built book goes to print: `files` keeps every book's print files for staff to send (`orders export`); `partners` sends each book to the partner its route names (the print-type data, by size and delivery country) whose credentials are set, and keeps the files for staff when they are not",
      'unset: `files`; a production start refuses it unless `PRINT_PROVIDER=files` is said out loud',
    ),
    luluApiUrl: textOr('LULU_API_URL', 'https://api.lulu.com', "Lulu's Print API address (the sandbox: `https://api.sandbox.lulu.com`)"),
    luluClientKey: text(
      'LULU_CLIENT_KEY',
      'Lulu API client key: with its secrets, routes to Lulu send there',
      'unset: Lulu cannot be used',
    ),
    luluClientSecret: text('LULU_CLIENT_SECRET', 'Lulu API client secret', 'unset: Lulu cannot be used', {
      secret: true,
    }),
    luluWebhookSecret: text(
      'LULU_WEBHOOK_SECRET',
      'the key Lulu signs its webhook deliveries with (its API secret)',
      'unset: Lulu cannot be used',
      {
        secret: true,
      },
    ),
    luluShippingLevel: choice(
      'LULU_SHIPPING_LEVEL',
      ['MAIL', 'PRIORITY_MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS'],
      "Lulu's shipping level for every book",
      'unset: `MAIL`',
    ),
    gelatoApiUrl: textOr('GELATO_API_URL', 'https://order.gelatoapis.com', "Gelato's Order API address"),
    gelatoProductApiUrl: textOr(
      'GELATO_PRODUCT_API_URL',
      'https://product.gelatoapis.com',
      "Gelato's Product API address (valid page counts)",
    ),
    gelatoApiKey: text(
      'GELATO_API_KEY',
      'Gelato API key: with its webhook token, routes to Gelato send there',
      'unset: Gelato cannot be used',
      { secret: true },
    ),
    gelatoWebhookToken: text(
      'GELATO_WEBHOOK_TOKEN',
      "the value of the `X-Webhook-Token` header set on the shop's webhook in Gelato's dashboard (Gelato signs nothing)",
      'unset: Gelato cannot be used',
      { secret: true },
    ),
    usdInrRate: withDefault('PRINT_USD_INR_RATE', Type.Number({ exclusiveMinimum: 0, default: 84 }), {
      meaning:
        "rupees to a US dollar, to compare a partner's costs in dollars (Lulu's) with the rupee prices (`orders routes`, and the start-up warning of a route that loses money); set it to the bank's rate",
      expected: 'a positive number (e.g. 84.5)',
    }),
    gelatoShipmentMethod: textOr(
      'GELATO_SHIPMENT_METHOD',
      'standard',
      "Gelato's shipment method for every book: `normal`, `standard`, `express` or a method's uid",
    ),
  },
  generation: {
    comfyuiUrl: text(
      'COMFYUI_URL',
      "the image-generation server's own (private) address: the server and workers draw pages through it, and staff reach its interface at `/comfyui/*`",
      'unset: the embedded generator draws the pages',
    ),
    comfyuiStaffToken: secret(
      'COMFYUI_STAFF_TOKEN',
      '`/comfyui/*` answers only to it, sent as `Authorization: Bearer <token>` or posted once to the form at `/comfyui/sign-in` (a staff cookie for 8 hours, signed with the staff key, void once the token changes; `POST /comfyui/sign-out` clears it), and 404 to anyone else',
      'unset: `/comfyui/*` answers 404 to everyone',
    ),
    pageOptions: wholeNumber('PAGE_OPTIONS', 3, 'picture options drawn for every page'),
    pageWorkers: countOrZero(
      'PAGE_WORKERS',
      1,
      'pages the server draws at once; `0`: this instance runs no jobs at all, separate workers (`npm run worker -w api`) draw the pages, build the print PDFs, send the emails and run the sweep',
    ),
    workerConcurrency: wholeNumber(
      'WORKER_CONCURRENCY',
      1,
      'pages a separate worker process draws at once (its print PDFs, emails and sweeps come beside them)',
    ),
    workThreads: setting(
      'WORK_THREADS',
      Type.Integer({ minimum: 1 }),
      {
        meaning:
          'worker threads for the heavy work inside the server (photo checks, drawing, printing): the most done at once on this instance',
        unset: 'every core but one (at least 1)',
        expected: 'a positive whole number',
      },
      (value) => value ?? defaultWorkThreads(),
    ),
  },
  orders: {
    reviewWindowHours: hoursOrZero(
      'REVIEW_WINDOW_HOURS',
      12,
      "hours after payment in which the parent may still change a picture, the child's name or the dedication; then the book goes to print by itself (0: at once)",
    ),
    reviewRedraws: countOrZero(
      'REVIEW_REDRAWS',
      3,
      "times a paid book's names may change in its review window: each change draws the whole book again (about 9 CPU-seconds), whoever asks, whatever session",
    ),
  },
  retention: {
    unpaidFilesHours: wholeNumber(
      'UNPAID_FILES_HOURS',
      48,
      "hours a request's photo and pictures are kept when no order was paid for it (the privacy policy says 48)",
    ),
    shippedImageRetentionDays: wholeNumber(
      'SHIPPED_IMAGE_RETENTION_DAYS',
      30,
      "days an order's chosen pictures are kept after it shipped (its book PDF stays for reprints)",
    ),
  },
  limits: {
    rateLimitPerMinute: wholeNumber('RATE_LIMIT_PER_MINUTE', 120, 'changing API calls allowed per minute from one visitor session'),
    rateLimitPerAddressPerMinute: wholeNumber(
      'RATE_LIMIT_PER_ADDRESS_PER_MINUTE',
      1200,
      "changing API calls and new sessions allowed per minute from one network address (generous: a carrier's NAT puts many phones on one address)",
    ),
    photoWorkPerAddressPerHour: wholeNumber(
      'PHOTO_WORK_PER_ADDRESS_PER_HOUR',
      300,
      'photo uploads and quick previews one address may ask for in an hour, whatever its sessions (then 429)',
    ),
    redrawsPerBookPerDay: wholeNumber(
      'REDRAWS_PER_BOOK_PER_DAY',
      5,
      'times one book may be drawn again in a day (a new hero, companions or name: every page again), whoever asks, whatever session (then 429 until midnight UTC)',
    ),
    drawnPagesPerAddressPerDay: wholeNumber(
      'DRAWN_PAGES_PER_ADDRESS_PER_DAY',
      2000,
      'pages one address may have drawn in a day, whatever its sessions and books (then 429 until midnight UTC)',
    ),
    uploadsPerAddressPerDay: wholeNumber(
      'UPLOADS_PER_ADDRESS_PER_DAY',
      200,
      'photos and quick previews one address may upload in a day, whatever its sessions (then 429 until midnight UTC)',
    ),
  },
  operations: {
    metrics: flag('METRICS', false, '`true` serves Prometheus metrics (Operations, below)'),
    metricsToken: secret(
      'METRICS_TOKEN',
      '`/metrics` answers only `Authorization: Bearer <token>`, 401 to anyone else',
      'unset: `/metrics` answers whoever reaches it',
    ),
    metricsPort: port('METRICS_PORT', 9464, "port of a separate worker's own `/metrics` and `/health` (on `HOST`)"),
  },
};

type Sections = typeof SETTINGS;
/** The configuration: each section's values, in the types their settings decode to. */
export type Config = {
  [Section in keyof Sections]: { [Key in keyof Sections[Section]]: Sections[Section][Key] extends Setting<infer V> ? V : never };
};
export type SectionName = keyof Config;

/** Every setting with its section, in the order declared (the operator's table's order). */
export const everySetting = (): { section: SectionName; key: string; setting: Setting<unknown> }[] =>
  Object.entries(SETTINGS).flatMap(([section, settings]) =>
    Object.entries(settings).map(([key, setting]) => ({ section: section as SectionName, key, setting: setting as Setting<unknown> })),
  );

/** A variable's text as the schema expects it: numbers and flags converted, blanks taken as unset. */
function convert(schema: TSchema, raw: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return raw.trim() === '' ? Number.NaN : Number(raw);
  if (schema.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw.trim();
}

/**
 * Reads every variable at once into the sections. A value that does not fit is named with what was
 * expected (a credential is not repeated); all such problems are reported together, so one start
 * shows everything to fix.
 */
export function readSettings(env: NodeJS.ProcessEnv): Config {
  const problems: string[] = [];
  const config: Record<string, Record<string, unknown>> = {};
  for (const { section, key, setting } of everySetting()) {
    const raw = env[setting.variable];
    let value: unknown = setting.schema.default ?? null;
    if (raw !== undefined && raw.trim() !== '') {
      value = convert(setting.schema, raw);
      if (!Value.Check(setting.schema, value)) {
        problems.push(`${setting.variable} must be ${setting.expected}${setting.secret ? '' : `, got "${raw}"`}`);
        value = null;
      }
    }
    (config[section] ??= {})[key] = setting.decode(value as never);
  }
  if (problems.length) throw new Error(problems.join('; '));
  return config as Config;
}
