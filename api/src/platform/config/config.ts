import { parseStorageUrl } from '../storage/storageUrl.js';
import { PLATFORM_SETTINGS, readSettings, type PlatformConfig, type ServerSettings } from './environment.js';
import type { ConfigOf, SettingsSection } from './settingKinds.js';

export { repoRoot } from './settingKinds.js';

/** The shop's address in links it sends (emails): SITE_ORIGIN, else this server's own. */
export const publicOrigin = (server: ServerSettings) => server.siteOrigin || `http://${server.host}:${server.port}`;

/** Whether /api/openapi.json is served: always off production, in production only when asked for. */
export const servesApiDescription = (server: ServerSettings) => server.publishApiDescription || !server.production;

/** The rules a part of the server holds its settings to, each given the whole configuration. */
export interface SettingsRules<C> {
  /** What a production start needs, each as the variable to set: every part's are said in one message. */
  productionNeeds?(config: C): string[];
  /** A combination any start refuses, said as how to fix it; null when there is none. */
  refusal?(config: C): string | null;
}

/**
 * The platform's rules. In production everything a shop taking real money needs is named at once: it
 * must not come up on plain-http links or open metrics because one variable was forgotten.
 */
export const PLATFORM_RULES: SettingsRules<PlatformConfig> = {
  productionNeeds: ({ server, operations }) => [
    ...(server.siteOrigin.startsWith('https://') ? [] : ["SITE_ORIGIN (the shop's https address)"]),
    ...(operations.metricsToken ? [] : ['METRICS_TOKEN']),
  ],
  refusal: ({ storage }) => {
    // A mistyped bucket address is said at start with what it should look like, not at the first upload.
    if (storage.storageUrl !== null) parseStorageUrl(storage.storageUrl);
    return null;
  },
};

/** Reads the sections' settings and holds them to their rules: a setting the server cannot start with throws, said in one line. */
export function loadSettings<Sections extends typeof PLATFORM_SETTINGS>(
  sections: Sections,
  rules: SettingsRules<ConfigOf<Sections>>[],
  variables: NodeJS.ProcessEnv,
): ConfigOf<Sections> {
  const config = readSettings(sections as Sections & Record<string, SettingsSection>, variables);
  if (config.server.production) {
    const needs = rules.flatMap((rule) => rule.productionNeeds?.(config) ?? []);
    if (needs.length) throw new Error(`NODE_ENV=production needs: ${needs.join(', ')}. The server did not start.`);
  }
  for (const rule of rules) {
    const refusal = rule.refusal?.(config);
    if (refusal) throw new Error(refusal);
  }
  return config;
}
