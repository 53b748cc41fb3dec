import { loadSettings, PLATFORM_RULES, type SettingsRules } from './platform/config/config.js';
import { PLATFORM_SETTINGS } from './platform/config/environment.js';
import type { ConfigOf } from './platform/config/settingKinds.js';
import { BUDGET_SETTINGS } from './modules/abuse/index.js';
import { GEO_SETTINGS } from './modules/geo/index.js';
import { GENERATION_SETTINGS } from './modules/imaging/index.js';
import { ORDER_SETTINGS } from './modules/orders/index.js';
import { PAYMENT_SETTINGS, paymentProductionNeeds, paymentSettingsRefusal } from './modules/payments/index.js';
import { PRINT_SETTINGS, printProductionNeeds, printSettingsRefusal } from './modules/printing/index.js';
import { RETENTION_SETTINGS } from './modules/privacy/index.js';
import { RELEASE_SETTINGS } from './modules/releases/index.js';
import { STOREFRONT_SETTINGS, storefrontProductionNeeds } from './modules/storefront/index.js';

/**
 * Every environment variable the server, its workers and its tools read: the platform's sections and
 * each part's own, in the operator's table's order. `loadConfig` reads them once; `npm run docs:config`
 * writes the table in docs/operations.md from them, and a test fails when that table is stale.
 */
export const SHOP_SETTINGS = {
  server: PLATFORM_SETTINGS.server,
  storage: PLATFORM_SETTINGS.storage,
  database: PLATFORM_SETTINGS.database,
  storefront: STOREFRONT_SETTINGS,
  geo: GEO_SETTINGS,
  releases: RELEASE_SETTINGS,
  mail: PLATFORM_SETTINGS.mail,
  payments: PAYMENT_SETTINGS,
  printing: PRINT_SETTINGS,
  generation: GENERATION_SETTINGS,
  orders: ORDER_SETTINGS,
  retention: RETENTION_SETTINGS,
  limits: PLATFORM_SETTINGS.limits,
  budgets: BUDGET_SETTINGS,
  operations: PLATFORM_SETTINGS.operations,
};

/** The configuration: each section's values, a part handed its own section only. */
export type Config = ConfigOf<typeof SHOP_SETTINGS>;

const SHOP_RULES: SettingsRules<Config>[] = [
  PLATFORM_RULES,
  { productionNeeds: ({ storefront }) => storefrontProductionNeeds(storefront) },
  {
    productionNeeds: ({ payments }) => paymentProductionNeeds(payments),
    refusal: ({ payments, server }) => paymentSettingsRefusal(payments, server),
  },
  { productionNeeds: ({ printing }) => printProductionNeeds(printing), refusal: ({ printing }) => printSettingsRefusal(printing) },
];

export const loadConfig = (variables: NodeJS.ProcessEnv = process.env): Config => loadSettings(SHOP_SETTINGS, SHOP_RULES, variables);

/** The configuration of a process about to serve: a setting it cannot start with is said in one line, and it stops. */
export function startupConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
