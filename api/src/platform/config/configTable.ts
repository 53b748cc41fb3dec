import { everySetting } from './environment.js';

/** The markers around the generated table in docs/operations.md. */
const START = '<!-- The table below is written by `npm run docs:config` from api/src/platform/config/environment.ts. -->';
const END = '<!-- End of the generated table. -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The operator's table of every environment variable: name, the configuration's section it is in, what happens unset, meaning. */
export function configTable(): string {
  const rows = everySetting().map(({ section, setting }) => {
    const fallback = setting.unset ?? `\`${String(setting.schema.default)}\``;
    return `| \`${setting.variable}\` | ${section} | ${cell(fallback)} | ${cell(setting.meaning)} |`;
  });
  return ['| Variable | Section | Default | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The document with its table between the markers written afresh. */
export function withConfigTable(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`The document has no generated table between "${START}" and "${END}"`);
  return `${markdown.slice(0, start)}${START}\n${configTable()}\n${markdown.slice(end)}`;
}
