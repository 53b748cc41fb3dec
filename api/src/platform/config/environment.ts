import { Type, type Static, type TBoolean, type TInteger, type TNumber, type TSchema, type TString } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Every environment variable the server, its workers and its tools read: its shape, its default and what it
 * means, in one place. `loadConfig` reads them through here, once; `npm run docs:config` writes the table in
 * docs/operations.md from the same entries, and a test fails when that table is stale.
 */

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
type Setting<T extends TSchema> = T & Documented;

const setting = <T extends TSchema>(schema: T, documented: Documented): Setting<T> => Object.assign(schema, documented);

type WithDefault<T extends TSchema, D> = Setting<T> & { default: D };

/** Text with no default: null when unset. */
const text = (meaning: string, unset: string, more: Partial<Documented> = {}) =>
  setting(Type.String({ minLength: 1 }), { meaning, unset, expected: 'some text', ...more });
const textOr = (fallback: string, meaning: string) =>
  setting(Type.String({ minLength: 1, default: fallback }), { meaning, expected: 'some text' }) as WithDefault<TString, string>;
const wholeNumber = (fallback: number, meaning: string) =>
  setting(Type.Integer({ minimum: 1, default: fallback }), { meaning, expected: 'a positive whole number' }) as WithDefault<
    TInteger,
    number
  >;
const countOrZero = (fallback: number, meaning: string) =>
  setting(Type.Integer({ minimum: 0, default: fallback }), { meaning, expected: 'a whole number of 0 or more' }) as WithDefault<
    TInteger,
    number
  >;
const hoursOrZero = (fallback: number, meaning: string) =>
  setting(Type.Number({ minimum: 0, default: fallback }), { meaning, expected: 'hours, 0 or more (e.g. 12 or 0.5)' }) as WithDefault<
    TNumber,
    number
  >;
const port = (fallback: number, meaning: string) =>
  setting(Type.Integer({ minimum: 0, maximum: 65535, default: fallback }), { meaning, expected: 'a port number' }) as WithDefault<
    TInteger,
    number
  >;
const flag = (fallback: boolean, meaning: string) =>
  setting(Type.Boolean({ default: fallback }), { meaning, expected: 'true or false' }) as WithDefault<TBoolean, boolean>;
const secret = (meaning: string, unset: string) =>
  setting(Type.String({ minLength: 32 }), { meaning, unset, expected: 'at least 32 characters', secret: true });
const choice = <T extends string>(values: readonly [T, ...T[]], meaning: string, unset: string) =>
  setting(Type.Union(values.map((value) => Type.Literal(value))), { meaning, unset, expected: values.join(' or ') }) as Setting<
    TSchema & { static: T }
  >;

/** The variable that points the remotes document at a remote served elsewhere (`REMOTE_URL_MF_CATALOGUE`, ...). */
export const remoteUrlVariable = (folder: string) => `REMOTE_URL_${folder.replace('-', '_').toUpperCase()}`;
const remoteUrl = (folder: string) =>
  text(
    `entry URL of ${folder} served elsewhere (a dev server's \`remoteEntry.js\`), put into the remotes document; its pages are drawn in the browser`,
    'unset',
  );

export const ENVIRONMENT = {
  PORT: port(8080, 'port of the storefront'),
  HOST: textOr('127.0.0.1', 'interface to listen on (`0.0.0.0` behind a proxy)'),
  DATA_DIR: text(
    'folder for the SQLite database, the generated secrets and, without `STORAGE_URL`, the photos, pictures, print PDFs and outbox',
    '`./data`',
  ),
  STORAGE_URL: text(
    "an S3-compatible bucket shared by every instance and worker for photos, generated pictures, print PDFs and the outbox: `s3://[ACCESS_KEY:SECRET@]bucket[/folder/]?endpoint=http://host:9000&region=ap-south-1` (without credentials in the address the AWS SDK's usual sources are used; without `endpoint`, AWS S3 itself)",
    'unset: files in `DATA_DIR`',
    { secret: true },
  ),
  RELEASES_DIR: text(
    'versioned releases and, without `DATABASE_URL`, `live.json`, the document saying which release of each app is served (an app without one is served from its build; with `DATABASE_URL` it is kept in the database, and a `live.json` found there is taken over)',
    '`./releases`',
  ),
  RELEASES_KEEP: wholeNumber(5, 'releases kept per app when pruning'),
  STOREFRONT_URL: text('read by the release tool only: the running server its switch smoke-checks', '`http://127.0.0.1:$PORT`'),
  SMTP_URL: text(
    "SMTP server for the shop's emails, e.g. `smtps://user:pass@smtp.example.com`",
    'unset: each email is written as an `.eml` file into `DATA_DIR/outbox/`',
    { secret: true },
  ),
  MAIL_FROM: textOr('Hero Tales <orders@herotales.in>', "sender of the shop's emails"),
  SHIPPED_IMAGE_RETENTION_DAYS: wholeNumber(
    30,
    "days an order's chosen pictures are kept after it shipped (its book PDF stays for reprints)",
  ),
  PHOTO_RETENTION_DAYS: wholeNumber(7, "days a request's photo and pictures are kept when no order was paid for it"),
  REVIEW_WINDOW_HOURS: hoursOrZero(
    12,
    "hours after payment in which the parent may still change a picture, the child's name or the dedication; then the book goes to print by itself (0: at once)",
  ),
  PRINT_DPI: wholeNumber(300, "resolution the print PDF's pictures are drawn at"),
  NODE_ENV: text(
    '`production`: the server and workers start only with an https `SITE_ORIGIN`, `PAYMENT_PROVIDER=razorpay` with its keys and webhook secret, `PRINT_PROVIDER` said, and `METRICS_TOKEN` (one message names all that is missing); cookies are always `Secure`; no sandbox payment route is mounted',
    "unset: a developer's server",
  ),
  SESSION_SECRET: secret(
    "the shop's secret, from which a key per purpose is derived (session cookie, anti-forgery, staff, email links)",
    'generated once into the database, so every instance shares it (one an earlier version kept in `DATA_DIR/session-secret` is taken over)',
  ),
  SITE_ORIGIN: setting(Type.String({ pattern: '^https?://[^/]+$' }), {
    meaning: 'absolute origin for canonical links, social cards and the links in emails, e.g. `https://herotales.in`',
    unset: "the page's own origin",
    expected: 'an origin such as https://herotales.in (no path)',
  }),
  COMFYUI_URL: text(
    "the image-generation server's own (private) address: the server and workers draw pages through it, and staff reach its interface at `/comfyui/*`",
    'unset: the embedded generator draws the pages',
  ),
  COMFYUI_STAFF_TOKEN: secret(
    '`/comfyui/*` answers only to it, sent as `Authorization: Bearer <token>` or posted once to the form at `/comfyui/sign-in` (a staff cookie for 8 hours, signed with the staff key, void once the token changes; `POST /comfyui/sign-out` clears it), and 404 to anyone else',
    'unset: `/comfyui/*` answers 404 to everyone',
  ),
  GEOLOCATION_URL: textOr('/api/geo', 'where the shell asks for the visitor\'s country (answers `{ "country": "IN" }`)'),
  GEO_COUNTRY_HEADER: text(
    "request header a trusted proxy or CDN fills with the visitor's country, read by `/api/geo` before anything else; without it the country of the visitor's address comes from ip-location-db's country database shipped in npm (`@ip-location-db/geo-whois-asn-country-mmdb`, CC0, read with `maxmind`), so visitors in India get no banner out of the box",
    'unset',
  ),
  GEO_DEFAULT_COUNTRY: setting(Type.String({ pattern: '^[A-Za-z]{2}$' }), {
    meaning: 'country `/api/geo` answers when neither the header nor the address tells it (a private address)',
    unset: 'unset (unknown: the cookie banner is shown)',
    expected: 'a two-letter code',
  }),
  GA4_MEASUREMENT_ID: text('Google Analytics 4, loaded only with analytics consent', 'unset (not loaded)'),
  AD_PIXEL_ID: text('advertising pixel, loaded only with advertising consent', 'unset (not loaded)'),
  BEHAVIOUR_ANALYTICS_PROJECT_ID: text('behaviour-analytics script, loaded only with analytics consent', 'unset (not loaded)'),
  SERVER_RENDERING: flag(true, "`false`: every page is drawn by the browser (the benchmarks' control)"),
  PSEUDO_LOCALE: flag(
    false,
    "`true` draws every catalog text accented and 30 % longer, between brackets, to find texts left out of the catalogs and layouts that clip (a test server's; refused in production)",
  ),
  SERVER_RENDER_BUDGET_MS: wholeNumber(
    100,
    "time a remote's server module and its page's data may take before the page is left to the browser",
  ),
  SERVER_PAGE_CACHE_SECONDS: countOrZero(
    10,
    'seconds a page drawn on the server is served again to the next visitors of the same address, country and cookie-choice state (`0`: never)',
  ),
  SERVE_SOURCE_MAPS: flag(false, "`true` serves the builds' source maps (`*.js.map`), which are private by default"),
  PUBLISH_API_DESCRIPTION: flag(
    false,
    '`true` serves the API description (`/api/openapi.json`) in production too; a server not in production always serves it',
  ),
  SHELL_DIR: text("the shell's build", '`shell/dist`'),
  REMOTES_ROOT: text('folder with one sub-folder per remote build (`mf-catalogue/`, ...)', "unset: each remote's own `dist/`"),
  REMOTE_URL_MF_CATALOGUE: remoteUrl('mf-catalogue'),
  REMOTE_URL_MF_CREATION: remoteUrl('mf-creation'),
  REMOTE_URL_MF_ORDERING: remoteUrl('mf-ordering'),
  REMOTE_URL_MF_CONTENT: remoteUrl('mf-content'),
  LOG_LEVEL: setting(
    Type.Union(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
      { default: 'info' },
    ),
    {
      meaning: 'server log level (`silent` turns logging off)',
      expected: 'fatal, error, warn, info, debug, trace or silent',
    },
  ) as WithDefault<TSchema & { static: string }, string>,
  DATABASE_URL: text(
    'PostgreSQL connection URL, e.g. `postgres://user:pass@host:5432/herotales`',
    'unset: SQLite file `DATA_DIR/storefront.sqlite`',
    { secret: true },
  ),
  PAYMENT_PROVIDER: choice(
    ['razorpay', 'sandbox'],
    'the payment provider, chosen explicitly on a public storefront so it never takes test payments by a missing key',
    'unset: Razorpay when its keys are set, else the sandbox; required when `SITE_ORIGIN` is https',
  ),
  RAZORPAY_KEY_ID: text('Razorpay API key id (with `RAZORPAY_KEY_SECRET`, or neither)', 'unset: the offline sandbox provider'),
  RAZORPAY_KEY_SECRET: text('Razorpay API key secret (with `RAZORPAY_KEY_ID`, or neither)', 'unset: the offline sandbox provider', {
    secret: true,
  }),
  RAZORPAY_WEBHOOK_SECRET: text('secret of the Razorpay webhook sent to `/api/payments/razorpay/webhook`', 'unset: webhooks refused', {
    secret: true,
  }),
  RAZORPAY_API_URL: textOr('https://api.razorpay.com', 'Razorpay API address'),
  PRINT_PROVIDER: choice(
    ['files', 'lulu'],
    'where a built book goes to print: `files` keeps its print files for staff to send (`orders export`), `lulu` sends it to Lulu and hears back by webhook at `/api/print-partner/webhook`',
    'unset: `files`; a production start refuses it unless `PRINT_PROVIDER=files` is said out loud',
  ),
  LULU_API_URL: textOr('https://api.lulu.com', "Lulu's Print API address (the sandbox: `https://api.sandbox.lulu.com`)"),
  LULU_CLIENT_KEY: text('Lulu API client key, for `PRINT_PROVIDER=lulu`', 'unset: Lulu cannot be used'),
  LULU_CLIENT_SECRET: text('Lulu API client secret, for `PRINT_PROVIDER=lulu`', 'unset: Lulu cannot be used', { secret: true }),
  LULU_WEBHOOK_SECRET: text('the key Lulu signs its webhook deliveries with (its API secret)', 'unset: Lulu cannot be used', {
    secret: true,
  }),
  LULU_SHIPPING_LEVEL: choice(
    ['MAIL', 'PRIORITY_MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS'],
    "Lulu's shipping level for every book",
    'unset: `MAIL`',
  ),
  SANDBOX_PAYMENT_SECRET: secret('signs sandbox payments', 'generated once into the database, like `SESSION_SECRET`'),
  RATE_LIMIT_PER_MINUTE: wholeNumber(120, 'changing API calls allowed per minute from one visitor session'),
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: wholeNumber(
    1200,
    "changing API calls and new sessions allowed per minute from one network address (generous: a carrier's NAT puts many phones on one address)",
  ),
  PHOTO_WORK_PER_ADDRESS_PER_HOUR: wholeNumber(
    300,
    'photo uploads and quick previews one address may ask for in an hour, whatever its sessions (then 429)',
  ),
  PAGE_RENDERS_PER_ADDRESS_PER_MINUTE: wholeNumber(
    120,
    'pages one address may have drawn on the server in a minute; beyond, it gets the page the browser draws',
  ),
  TRUSTED_PROXIES: text(
    "comma-separated addresses or CIDR ranges of the proxies in front of the server, whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed; without it the socket's address is the client's",
    'unset: none',
  ),
  MEDIA_DIR: text('rendered illustrations served under `/media/` (written by `npm run build`)', '`api/dist/media`'),
  SHUTDOWN_GRACE_MS: countOrZero(
    0,
    'after SIGTERM or SIGINT, how long the instance keeps answering while `/api/ready` answers 503, so a load balancer takes it out of rotation before it closes (e.g. `2000` behind one)',
  ),
  PAGE_WORKERS: countOrZero(
    1,
    'pages the server draws at once; `0`: this instance runs no jobs at all, separate workers (`npm run worker -w api`) draw the pages, build the print PDFs, send the emails and run the sweep',
  ),
  PAGE_OPTIONS: wholeNumber(3, 'picture options drawn for every page'),
  WORKER_CONCURRENCY: wholeNumber(1, 'pages a separate worker process draws at once (its print PDFs, emails and sweeps come beside them)'),
  WORK_THREADS: setting(Type.Integer({ minimum: 1 }), {
    meaning:
      'worker threads for the heavy work inside the server (photo checks, drawing, printing): the most done at once on this instance',
    unset: 'every core but one (at least 1)',
    expected: 'a positive whole number',
  }),
  METRICS: flag(false, '`true` serves Prometheus metrics (Operations, below)'),
  METRICS_TOKEN: secret(
    '`/metrics` answers only `Authorization: Bearer <token>`, 401 to anyone else',
    'unset: `/metrics` answers whoever reaches it',
  ),
  METRICS_PORT: port(9464, "port of a separate worker's own `/metrics` and `/health` (on `HOST`)"),
};

export type VariableName = keyof typeof ENVIRONMENT;
export type RemoteUrlVariable = Extract<VariableName, `REMOTE_URL_${string}`>;
/** The environment as read: each variable in its type, its default when unset, null when unset without one. */
export type Environment = {
  [Name in VariableName]: (typeof ENVIRONMENT)[Name] extends { default: unknown }
    ? Static<(typeof ENVIRONMENT)[Name]>
    : Static<(typeof ENVIRONMENT)[Name]> | null;
};

/** A variable's text as the schema expects it: numbers and flags converted, blanks taken as unset. */
function convert(schema: TSchema, raw: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return raw.trim() === '' ? Number.NaN : Number(raw);
  if (schema.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw.trim();
}

/**
 * Reads every variable at once. A value that does not fit is named with what was expected (a credential
 * is not repeated); all such problems are reported together, so one start shows everything to fix.
 */
export function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const problems: string[] = [];
  const values = Object.fromEntries(
    Object.entries(ENVIRONMENT).map(([name, schema]) => {
      const raw = env[name];
      if (raw === undefined || raw.trim() === '') return [name, (schema.default as unknown) ?? null];
      const value = convert(schema, raw);
      if (Value.Check(schema, value)) return [name, value];
      problems.push(`${name} must be ${schema.expected}${schema.secret ? '' : `, got "${raw}"`}`);
      return [name, null];
    }),
  ) as Environment;
  if (problems.length) throw new Error(problems.join('; '));
  return values;
}
