import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from 'shared-contracts/routes';
import { parseStorageUrl } from '../storage/storageUrl.js';

/** Threads for heavy work: every core but one, which stays with the server's event loop; at least one. */
const defaultWorkThreads = () => Math.max(1, availableParallelism() - 1);

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every setting of the server, from the environment, with the embedded defaults. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Folder for the database, secrets, uploads and outbox. */
  dataDir: string;
  /** An S3-compatible bucket for photos, pictures, print PDFs and the outbox; unset: the data folder. */
  storageUrl: string | null;
  /** Folder holding the shell's build (index.html and assets/). */
  shellDir: string;
  /** Remote folder name -> folder holding that remote's build. */
  remoteDirs: Record<string, string>;
  /** Folder of versioned releases and the live document that says which release of each app is served. */
  releasesDir: string;
  /** Releases kept per app when pruning. */
  releasesKeep: number;
  /** SMTP server for the shop's emails; without it every email is written into the outbox folder. */
  smtpUrl: string | null;
  /** The sender of the shop's emails. */
  mailFrom: string;
  /** Print PDFs: picture resolution, bleed on each side (inches), trim marks. */
  print: { dpi: number };
  /** Remote name -> manifest URL served elsewhere (a dev server), from REMOTE_URL_<NAME>. */
  remoteUrls: Record<string, string>;
  siteOrigin: string;
  /**
   * NODE_ENV=production: started only with an https SITE_ORIGIN, Razorpay and a METRICS_TOKEN; cookies
   * always Secure; no sandbox payment routes.
   */
  production: boolean;
  sessionSecret: string | null;
  comfyuiUrl: string | null;
  /** The credential staff open /comfyui with; unset: /comfyui is closed to everyone. */
  comfyuiStaffToken: string | null;
  geolocationUrl: string;
  geoCountryHeader: string | null;
  geoDefaultCountry: string | null;
  ga4MeasurementId: string | null;
  adPixelId: string | null;
  behaviourAnalyticsProjectId: string | null;
  logLevel: string;
  /** PostgreSQL connection URL; unset means the embedded SQLite file in the data folder. */
  databaseUrl: string | null;
  /** Razorpay credentials; unset means the offline sandbox provider. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | null; apiUrl: string } | null;
  sandboxPaymentSecret: string | null;
  /** Changing calls allowed per minute from one visitor session. */
  rateLimitPerMinute: number;
  /** Changing calls and new sessions allowed per minute from one network address. */
  /** Pages one address may have drawn on the server in a minute (beyond, the browser draws them). */
  pageRendersPerAddressPerMinute: number;
  /** Photo uploads and quick previews one address may ask for in an hour, whatever its sessions. */
  photoWorkPerAddressPerHour: number;
  rateLimitPerAddressPerMinute: number;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); empty: none, the socket's address counts. */
  trustedProxies: string[];
  /** Whether the builds' source maps are served (by default they stay private, for error tracking). */
  serveSourceMaps: boolean;
  /** Folder of the rendered illustrations served under /media. */
  mediaDir: string;
  /** Page-generation workers inside the server process; 0 when separate worker processes do the work. */
  pageWorkers: number;
  /** Whether pages are drawn on the server (SERVER_RENDERING=false: the browser draws them, as a control). */
  serverRendering: boolean;
  /** Time a remote's server module and its data may take before its page is left to the browser. */
  serverRenderBudgetMs: number;
  /** After a stop signal: how long the instance still serves, answering /api/ready with 503 so the load balancer stops sending it traffic, before it closes. */
  shutdownGraceMs: number;
  /** Seconds a page drawn on the server is served again to the next visitors of the same address and country (0: never). */
  serverPageCacheSeconds: number;
  /** Worker threads for the heavy work (photo checks, drawing, printing): the most done at once on this instance. */
  workThreads: number;
  /** Picture options drawn for every page. */
  pageOptions: number;
  /** Days a request's photo and pictures are kept when no order was paid for it. */
  photoRetentionDays: number;
  /** Days an order's chosen pictures are kept after it shipped. */
  shippedImageRetentionDays: number;
  /** Whether Prometheus metrics are served: GET /metrics on the storefront, and on `metricsPort` by a separate worker. */
  metrics: boolean;
  /** The bearer token /metrics answers to; unset: it answers anyone who reaches it. */
  metricsToken: string | null;
  /** Port of a separate worker's own /metrics and /health. */
  metricsPort: number;
}

const REMOTE_FOLDERS = Object.values(REMOTES).map((remote) => remote.folder);

function optional(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

/** A credential: unset, or long enough not to be guessed. */
function secretSetting(value: string | undefined, name: string): string | null {
  const secret = optional(value);
  if (secret !== null && secret.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return secret;
}

function nonNegativeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number of 0 or more, got "${value}"`);
  return parsed;
}

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return number;
}

function portSetting(value: string | undefined, name: string, fallback: number): number {
  const port = positiveInteger(value, name, fallback);
  if (port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

/** A bucket address, read once here so that a mistyped one stops the start, not the first upload. */
function storageSetting(value: string | undefined): string | null {
  const url = optional(value);
  if (url !== null) parseStorageUrl(url);
  return url;
}

/**
 * Razorpay's settings, or null for the offline sandbox. A storefront with a public https origin must
 * name its provider (PAYMENT_PROVIDER), so it never takes test payments by a missing key; without
 * it, the keys decide, as on a developer's machine.
 */
function razorpaySettings(env: NodeJS.ProcessEnv, siteOrigin: string): ServerConfig['razorpay'] {
  const chosen = optional(env.PAYMENT_PROVIDER);
  if (chosen !== null && chosen !== 'razorpay' && chosen !== 'sandbox')
    throw new Error(`PAYMENT_PROVIDER must be razorpay or sandbox, got "${chosen}"`);
  if (chosen === null && siteOrigin.startsWith('https://')) {
    throw new Error(
      `SITE_ORIGIN ${siteOrigin} is public: set PAYMENT_PROVIDER=razorpay (with its keys), or PAYMENT_PROVIDER=sandbox to take test payments on purpose`,
    );
  }
  if (chosen === 'sandbox') return null;
  const keyId = optional(env.RAZORPAY_KEY_ID);
  const keySecret = optional(env.RAZORPAY_KEY_SECRET);
  if (!keyId && !keySecret && chosen !== 'razorpay') return null;
  if (!keyId || !keySecret) throw new Error('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for Razorpay, or neither for the sandbox');
  return {
    keyId,
    keySecret,
    webhookSecret: optional(env.RAZORPAY_WEBHOOK_SECRET),
    apiUrl: optional(env.RAZORPAY_API_URL) ?? 'https://api.razorpay.com',
  };
}

/** The shop's address in links it sends (emails): SITE_ORIGIN, else this server's own. */
export const publicOrigin = (config: ServerConfig) => config.siteOrigin || `http://${config.host}:${config.port}`;

/**
 * What a production start needs and is missing, all named at once: a shop taking real money must not
 * come up on the sandbox, plain-http cookies or open metrics because one variable was forgotten.
 */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!(optional(env.SITE_ORIGIN) ?? '').startsWith('https://')) problems.push("SITE_ORIGIN (the shop's https address)");
  if (optional(env.PAYMENT_PROVIDER) !== 'razorpay') problems.push('PAYMENT_PROVIDER=razorpay');
  for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'METRICS_TOKEN']) {
    if (!optional(env[name])) problems.push(name);
  }
  return problems;
}

/** The configuration of a process about to serve: a setting it cannot start with is said in one line, and it stops. */
export function startupConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(env);
    if (problems.length) throw new Error(`NODE_ENV=production needs: ${problems.join(', ')}. The server did not start.`);
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const remotesRoot = optional(env.REMOTES_ROOT);
  const country = optional(env.GEO_DEFAULT_COUNTRY)?.toUpperCase() ?? null;
  const siteOrigin = optional(env.SITE_ORIGIN) ?? '';
  if (country && !/^[A-Z]{2}$/.test(country)) throw new Error(`GEO_DEFAULT_COUNTRY must be a two-letter code, got "${country}"`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    storageUrl: storageSetting(env.STORAGE_URL),
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell/dist')),
    remoteDirs: Object.fromEntries(
      REMOTE_FOLDERS.map((folder) => [folder, remotesRoot ? path.resolve(remotesRoot, folder) : path.join(repoRoot, folder, 'dist')]),
    ),
    remoteUrls: Object.fromEntries(
      REMOTE_FOLDERS.flatMap((folder) => {
        const url = optional(env[`REMOTE_URL_${folder.replace('-', '_').toUpperCase()}`]);
        return url ? [[folder.replace('-', '_'), url] as const] : [];
      }),
    ),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(repoRoot, 'releases')),
    releasesKeep: positiveInteger(env.RELEASES_KEEP, 'RELEASES_KEEP', 5),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Hero Tales <orders@herotales.in>',
    print: {
      dpi: positiveInteger(env.PRINT_DPI, 'PRINT_DPI', 300),
    },
    siteOrigin,
    production,
    sessionSecret: optional(env.SESSION_SECRET),
    comfyuiUrl: optional(env.COMFYUI_URL),
    comfyuiStaffToken: secretSetting(env.COMFYUI_STAFF_TOKEN, 'COMFYUI_STAFF_TOKEN'),
    geolocationUrl: optional(env.GEOLOCATION_URL) ?? '/api/geo',
    geoCountryHeader: optional(env.GEO_COUNTRY_HEADER)?.toLowerCase() ?? null,
    geoDefaultCountry: country,
    ga4MeasurementId: optional(env.GA4_MEASUREMENT_ID),
    adPixelId: optional(env.AD_PIXEL_ID),
    behaviourAnalyticsProjectId: optional(env.BEHAVIOUR_ANALYTICS_PROJECT_ID),
    logLevel: env.LOG_LEVEL ?? 'info',
    databaseUrl: optional(env.DATABASE_URL),
    razorpay: razorpaySettings(env, siteOrigin),
    sandboxPaymentSecret: optional(env.SANDBOX_PAYMENT_SECRET),
    rateLimitPerMinute: positiveInteger(env.RATE_LIMIT_PER_MINUTE, 'RATE_LIMIT_PER_MINUTE', 120),
    pageRendersPerAddressPerMinute: positiveInteger(env.PAGE_RENDERS_PER_ADDRESS_PER_MINUTE, 'PAGE_RENDERS_PER_ADDRESS_PER_MINUTE', 120),
    photoWorkPerAddressPerHour: positiveInteger(env.PHOTO_WORK_PER_ADDRESS_PER_HOUR, 'PHOTO_WORK_PER_ADDRESS_PER_HOUR', 300),
    rateLimitPerAddressPerMinute: positiveInteger(env.RATE_LIMIT_PER_ADDRESS_PER_MINUTE, 'RATE_LIMIT_PER_ADDRESS_PER_MINUTE', 1200),
    trustedProxies: (optional(env.TRUSTED_PROXIES) ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true',
    serverRendering: env.SERVER_RENDERING !== 'false',
    serverRenderBudgetMs: positiveInteger(env.SERVER_RENDER_BUDGET_MS, 'SERVER_RENDER_BUDGET_MS', 100),
    shutdownGraceMs: nonNegativeNumber(env.SHUTDOWN_GRACE_MS, 'SHUTDOWN_GRACE_MS', 0),
    serverPageCacheSeconds:
      env.SERVER_PAGE_CACHE_SECONDS === '0' ? 0 : positiveInteger(env.SERVER_PAGE_CACHE_SECONDS, 'SERVER_PAGE_CACHE_SECONDS', 10),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(repoRoot, 'api/dist/media')),
    pageWorkers: env.PAGE_WORKERS === '0' ? 0 : positiveInteger(env.PAGE_WORKERS, 'PAGE_WORKERS', 1),
    workThreads: positiveInteger(env.WORK_THREADS, 'WORK_THREADS', defaultWorkThreads()),
    pageOptions: positiveInteger(env.PAGE_OPTIONS, 'PAGE_OPTIONS', 3),
    photoRetentionDays: positiveInteger(env.PHOTO_RETENTION_DAYS, 'PHOTO_RETENTION_DAYS', 7),
    shippedImageRetentionDays: positiveInteger(env.SHIPPED_IMAGE_RETENTION_DAYS, 'SHIPPED_IMAGE_RETENTION_DAYS', 30),
    metrics: env.METRICS === 'true',
    metricsToken: secretSetting(env.METRICS_TOKEN, 'METRICS_TOKEN'),
    metricsPort: portSetting(env.METRICS_PORT, 'METRICS_PORT', 9464),
  };
}
