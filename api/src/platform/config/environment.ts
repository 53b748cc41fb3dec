import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  countOrZero,
  flag,
  folder,
  port,
  secret,
  setting,
  text,
  textOr,
  wholeNumber,
  withDefault,
  type ConfigOf,
  type SectionValues,
  type Setting,
  type SettingsSection,
} from './settingKinds.js';

/**
 * The platform's own sections of the configuration (the server, its storage, database, mail, request
 * limits and operations). The shop's parts declare theirs beside their code; the composition root
 * puts every section together, and `readSettings` reads them all at once.
 */
export const PLATFORM_SETTINGS = {
  server: {
    port: port('PORT', 8080, 'port of the storefront'),
    host: textOr('HOST', '127.0.0.1', 'interface to listen on (`0.0.0.0` behind a proxy)'),
    production: setting(
      'NODE_ENV',
      Type.String({ minLength: 1 }),
      {
        meaning:
          '`production`: the server and workers start only with everything each section needs in production (the platform: an https `SITE_ORIGIN` and `METRICS_TOKEN`; the other sections say theirs beside their variables), one message naming all that is missing; cookies are always `Secure`',
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
  mail: {
    smtpUrl: text(
      'SMTP_URL',
      "SMTP server for the shop's emails, e.g. `smtps://user:pass@smtp.example.com`",
      'unset: each email is written as an `.eml` file into `DATA_DIR/outbox/`',
      { secret: true },
    ),
    mailFrom: textOr('MAIL_FROM', 'Hero Tales <orders@herotales.in>', "sender of the shop's emails"),
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
} satisfies Record<string, SettingsSection>;

export type PlatformConfig = ConfigOf<typeof PLATFORM_SETTINGS>;
export type ServerSettings = SectionValues<typeof PLATFORM_SETTINGS.server>;

/** Every setting of some sections with its section, in the order declared (the operator's table's order). */
export const everySetting = (sections: Record<string, SettingsSection>): { section: string; key: string; setting: Setting<unknown> }[] =>
  Object.entries(sections).flatMap(([section, settings]) => Object.entries(settings).map(([key, setting]) => ({ section, key, setting })));

/** A variable's text as the schema expects it: numbers and flags converted, blanks taken as unset. */
function convert(schema: TSchema, raw: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return raw.trim() === '' ? Number.NaN : Number(raw);
  if (schema.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw.trim();
}

/**
 * Reads every variable of the sections at once. A value that does not fit is named with what was
 * expected (a credential is not repeated); all such problems are reported together, so one start
 * shows everything to fix.
 */
export function readSettings<Sections extends Record<string, SettingsSection>>(
  sections: Sections,
  env: NodeJS.ProcessEnv,
): ConfigOf<Sections> {
  const problems: string[] = [];
  const config: Record<string, Record<string, unknown>> = {};
  for (const { section, key, setting } of everySetting(sections)) {
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
  return config as ConfigOf<Sections>;
}
