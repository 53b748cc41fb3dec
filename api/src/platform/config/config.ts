import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from 'shared-contracts/routes';
import { parseStorageUrl } from '../storage/storageUrl.js';
import { readEnvironment, remoteUrlVariable, type Environment, type RemoteUrlVariable } from './environment.js';

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
  /** The running server the release tool smoke-checks after a switch; unset: this host and port. */
  storefrontUrl: string | null;
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
  /** Where built books go to print: kept for staff, or sent to Lulu with these credentials. */
  printPartner:
    | { provider: 'files' }
    | { provider: 'lulu'; apiUrl: string; clientKey: string; clientSecret: string; webhookSecret: string; shippingLevel: string };
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
  /** Whether pages are drawn in the pseudo-language (PSEUDO_LOCALE, a test server's). */
  pseudoLocale: boolean;
  /** Time a remote's server module and its data may take before its page is left to the browser. */
  serverRenderBudgetMs: number;
  /** After a stop signal: how long the instance still serves, answering /api/ready with 503 so the load balancer stops sending it traffic, before it closes. */
  shutdownGraceMs: number;
  /** Seconds a page drawn on the server is served again to the next visitors of the same address and country (0: never). */
  serverPageCacheSeconds: number;
  /** Pages a separate worker process draws at once. */
  workerConcurrency: number;
  /** Worker threads for the heavy work (photo checks, drawing, printing): the most done at once on this instance. */
  workThreads: number;
  /** Picture options drawn for every page. */
  pageOptions: number;
  /** Days a request's photo and pictures are kept when no order was paid for it. */
  photoRetentionDays: number;
  /** Days an order's chosen pictures are kept after it shipped. */
  shippedImageRetentionDays: number;
  /** Hours after payment in which the book may still change; then it goes to print by itself. */
  reviewWindowHours: number;
  /** Whether /api/openapi.json is served: always off production, in production only when asked for. */
  publishApiDescription: boolean;
  /** Whether Prometheus metrics are served: GET /metrics on the storefront, and on `metricsPort` by a separate worker. */
  metrics: boolean;
  /** The bearer token /metrics answers to; unset: it answers anyone who reaches it. */
  metricsToken: string | null;
  /** Port of a separate worker's own /metrics and /health. */
  metricsPort: number;
}

const REMOTE_FOLDERS = Object.values(REMOTES).map((remote) => remote.folder);

/**
 * Razorpay's settings, or null for the offline sandbox. A storefront with a public https origin must
 * name its provider (PAYMENT_PROVIDER), so it never takes test payments by a missing key; without
 * it, the keys decide, as on a developer's machine.
 */
function razorpaySettings(env: Environment): ServerConfig['razorpay'] {
  const chosen = env.PAYMENT_PROVIDER;
  if (chosen === null && env.SITE_ORIGIN?.startsWith('https://')) {
    throw new Error(
      `SITE_ORIGIN ${env.SITE_ORIGIN} is public: set PAYMENT_PROVIDER=razorpay (with its keys), or PAYMENT_PROVIDER=sandbox to take test payments on purpose`,
    );
  }
  if (chosen === 'sandbox') return null;
  const keyId = env.RAZORPAY_KEY_ID;
  const keySecret = env.RAZORPAY_KEY_SECRET;
  if (!keyId && !keySecret && chosen !== 'razorpay') return null;
  if (!keyId || !keySecret) throw new Error('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for Razorpay, or neither for the sandbox');
  return { keyId, keySecret, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET, apiUrl: env.RAZORPAY_API_URL };
}

/** The print partner's settings; Lulu needs its key, secret and webhook secret together. */
function printPartnerSettings(env: Environment): ServerConfig['printPartner'] {
  if (env.PRINT_PROVIDER !== 'lulu') return { provider: 'files' };
  const { LULU_CLIENT_KEY: clientKey, LULU_CLIENT_SECRET: clientSecret, LULU_WEBHOOK_SECRET: webhookSecret } = env;
  if (!clientKey || !clientSecret || !webhookSecret)
    throw new Error('PRINT_PROVIDER=lulu needs LULU_CLIENT_KEY, LULU_CLIENT_SECRET and LULU_WEBHOOK_SECRET');
  return {
    provider: 'lulu',
    apiUrl: env.LULU_API_URL,
    clientKey,
    clientSecret,
    webhookSecret,
    shippingLevel: env.LULU_SHIPPING_LEVEL ?? 'MAIL',
  };
}

/** The shop's address in links it sends (emails): SITE_ORIGIN, else this server's own. */
export const publicOrigin = (config: ServerConfig) => config.siteOrigin || `http://${config.host}:${config.port}`;

/**
 * What a production start needs and is missing, all named at once: a shop taking real money must not
 * come up on the sandbox, plain-http cookies or open metrics because one variable was forgotten.
 */
function productionProblems(env: Environment): string[] {
  const problems: string[] = [];
  if (!env.SITE_ORIGIN?.startsWith('https://')) problems.push("SITE_ORIGIN (the shop's https address)");
  if (env.PAYMENT_PROVIDER !== 'razorpay') problems.push('PAYMENT_PROVIDER=razorpay');
  // A shop that sells printed books says where they are printed: files for staff only when chosen.
  if (env.PRINT_PROVIDER === null) problems.push('PRINT_PROVIDER=lulu (or PRINT_PROVIDER=files to send the print files by hand)');
  if (env.PSEUDO_LOCALE) problems.push('PSEUDO_LOCALE=false (the pseudo-language is for tests)');
  for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'METRICS_TOKEN'] as const) {
    if (!env[name]) problems.push(name);
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

export function loadConfig(variables: NodeJS.ProcessEnv = process.env): ServerConfig {
  const env = readEnvironment(variables);
  const production = env.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(env);
    if (problems.length) throw new Error(`NODE_ENV=production needs: ${problems.join(', ')}. The server did not start.`);
  }
  if (env.STORAGE_URL !== null) parseStorageUrl(env.STORAGE_URL);
  const fromRoot = (value: string | null, fallback: string) => path.resolve(value ?? path.join(repoRoot, fallback));
  const remotesRoot = env.REMOTES_ROOT;
  return {
    host: env.HOST,
    port: env.PORT,
    dataDir: fromRoot(env.DATA_DIR, 'data'),
    storageUrl: env.STORAGE_URL,
    shellDir: fromRoot(env.SHELL_DIR, 'shell/dist'),
    remoteDirs: Object.fromEntries(
      REMOTE_FOLDERS.map((folder) => [folder, remotesRoot ? path.resolve(remotesRoot, folder) : path.join(repoRoot, folder, 'dist')]),
    ),
    remoteUrls: Object.fromEntries(
      REMOTE_FOLDERS.flatMap((folder) => {
        const url = env[remoteUrlVariable(folder) as RemoteUrlVariable];
        return url ? [[folder.replace('-', '_'), url] as const] : [];
      }),
    ),
    releasesDir: fromRoot(env.RELEASES_DIR, 'releases'),
    releasesKeep: env.RELEASES_KEEP,
    storefrontUrl: env.STOREFRONT_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    print: { dpi: env.PRINT_DPI },
    siteOrigin: env.SITE_ORIGIN ?? '',
    production,
    sessionSecret: env.SESSION_SECRET,
    comfyuiUrl: env.COMFYUI_URL,
    comfyuiStaffToken: env.COMFYUI_STAFF_TOKEN,
    geolocationUrl: env.GEOLOCATION_URL,
    geoCountryHeader: env.GEO_COUNTRY_HEADER?.toLowerCase() ?? null,
    geoDefaultCountry: env.GEO_DEFAULT_COUNTRY?.toUpperCase() ?? null,
    ga4MeasurementId: env.GA4_MEASUREMENT_ID,
    adPixelId: env.AD_PIXEL_ID,
    behaviourAnalyticsProjectId: env.BEHAVIOUR_ANALYTICS_PROJECT_ID,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    razorpay: razorpaySettings(env),
    printPartner: printPartnerSettings(env),
    sandboxPaymentSecret: env.SANDBOX_PAYMENT_SECRET,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    pageRendersPerAddressPerMinute: env.PAGE_RENDERS_PER_ADDRESS_PER_MINUTE,
    photoWorkPerAddressPerHour: env.PHOTO_WORK_PER_ADDRESS_PER_HOUR,
    rateLimitPerAddressPerMinute: env.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean),
    serveSourceMaps: env.SERVE_SOURCE_MAPS,
    publishApiDescription: env.PUBLISH_API_DESCRIPTION || !production,
    serverRendering: env.SERVER_RENDERING,
    pseudoLocale: env.PSEUDO_LOCALE,
    serverRenderBudgetMs: env.SERVER_RENDER_BUDGET_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    serverPageCacheSeconds: env.SERVER_PAGE_CACHE_SECONDS,
    mediaDir: fromRoot(env.MEDIA_DIR, 'api/dist/media'),
    pageWorkers: env.PAGE_WORKERS,
    workerConcurrency: env.WORKER_CONCURRENCY,
    workThreads: env.WORK_THREADS ?? defaultWorkThreads(),
    pageOptions: env.PAGE_OPTIONS,
    photoRetentionDays: env.PHOTO_RETENTION_DAYS,
    shippedImageRetentionDays: env.SHIPPED_IMAGE_RETENTION_DAYS,
    reviewWindowHours: env.REVIEW_WINDOW_HOURS,
    metrics: env.METRICS,
    metricsToken: env.METRICS_TOKEN,
    metricsPort: env.METRICS_PORT,
  };
}
