import { everySetting } from './environment.js';
import type { SettingsSection } from './settingKinds.js';

/** The markers around the generated table in docs/operations.md. */
const START =
  '<!-- The table below is written by `npm run docs:config` from the sections each part declares (api/src/shopSettings.ts). -->';
const END = '<!-- End of the generated table. -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The operator's table of every environment variable: name, the configuration's section it is in, what happens unset, meaning. */
export function configTable(sections: Record<string, SettingsSection>): string {
  const rows = everySetting(sections).map(({ section, setting }) => {
    const fallback = setting.unset ?? `\`${String(setting.schema.default)}\``;
    return `| \`${setting.variable}\` | ${section} | ${cell(fallback)} | ${cell(setting.meaning)} |`;
  });
  return ['| Variable | Section | Default | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The document with its table between the markers written afresh. */
export function withConfigTable(markdown: string, sections: Record<string, SettingsSection>): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`The document has no generated table between "${START}" and "${END}"`);
  return `${markdown.slice(0, start)}${START}\n${configTable(sections)}\n${markdown.slice(end)}`;
}
