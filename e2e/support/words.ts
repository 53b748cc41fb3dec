import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from 'contracts/languages';
import { repoRoot } from './storefrontServer';

/** Every app's catalog: the shell's, the site's (shared-contracts) and each remote's. */
const APPS = ['shell', 'shared-contracts', 'mf-catalogue', 'mf-creation', 'mf-ordering', 'mf-content'];

const catalogs = new Map<Language, Record<string, string>>();

function catalog(language: Language): Record<string, string> {
  let found = catalogs.get(language);
  if (!found) {
    found = Object.assign(
      {},
      ...APPS.map(
        (app) => JSON.parse(readFileSync(path.join(repoRoot, app, 'src/messages', `${language}.json`), 'utf8')) as Record<string, string>,
      ),
    );
    catalogs.set(language, found!);
  }
  return found!;
}

/**
 * The shop's words in a language, as a screen shows them: a message by its key, its `{placeholders}`
 * filled (the journeys need no plural forms). The journeys find controls by these, so one journey
 * can run in English or in Hindi.
 */
export function words(language: Language) {
  const messages = catalog(language);
  return (key: string, values: Record<string, string | number> = {}): string => {
    const message = messages[key];
    if (message === undefined) throw new Error(`No message '${key}' in ${language}`);
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

export type Words = ReturnType<typeof words>;
