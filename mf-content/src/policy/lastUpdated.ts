import { LAST_UPDATED_LABELS } from 'shared-contracts';

const LABELS = Object.values(LAST_UPDATED_LABELS).join('|');

/**
 * A policy's Markdown split for display: the 'Last Updated: <date>' line (in the language of the
 * text) becomes a badge, and the document's own top heading gives way to the page's.
 */
export function splitPolicy(markdown: string): { lastUpdated: string | null; body: string } {
  const match = new RegExp(`^\\s*\\**(?:${LABELS}):?\\**\\s*:?\\s*(.+?)\\s*$`, 'im').exec(markdown);
  const lastUpdated = match ? match[1].replace(/\*+$/, '').trim() : null;
  const body = markdown
    .replace(match?.[0] ?? '\u0000', '')
    .replace(/^\s*#\s+[^\n]*\n/, '')
    .trim();
  return { lastUpdated, body };
}
