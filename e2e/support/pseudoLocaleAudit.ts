import type { Page } from '@playwright/test';
import { SITE } from 'contracts/constants';

/** What the pseudo-language shows wrong on a page: texts not from a catalog, and texts cut off by their box. */
export interface TextAudit {
  /** Texts in plain Latin letters that are neither catalog texts (accented) nor the shop's data. */
  unwrapped: string[];
  /** Texts a box with hidden overflow cuts, with the box's tag and class. */
  clipped: string[];
  /** How far the page is wider than the screen, in pixels (0 when it fits). */
  overflowX: number;
}

/** Names written the same in every language: the shop's and its address, each language's own in the switch, the networks'. */
const NAMES = [SITE.name, SITE.supportEmail, 'English', 'Facebook', 'Instagram'];

/**
 * Reads a page drawn in the pseudo-language. `data` is every text the page's calls answered (story
 * titles, FAQs, policies): they are the shop's content, not its interface, and stay as written.
 * A catalog's message is accented between brackets; what it puts in its placeholders (a name, a
 * date) may be plain.
 */
export function auditTexts(page: Page, data: string[]): Promise<TextAudit> {
  return page.evaluate(
    ({ dataTexts, names }) => {
      const fromCatalog = (text: string) => /^\[|\]$|[\u0100-\u024F\u1E00-\u1EFF]/.test(text);
      const isData = (text: string) => names.includes(text) || dataTexts.some((value) => value.includes(text));
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
      };
      /** An element only assistive technology reads (1 px with its overflow hidden) clips on purpose. */
      const visuallyHidden = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width <= 1 || box.height <= 1;
      };
      const unwrapped = new Set<string>();
      const clipped = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!.replace(/\s+/g, ' ').trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest('script, style, noscript, template') || !visible(parent)) continue;
        if (/[A-Za-z]/.test(text) && !fromCatalog(text) && !isData(text)) unwrapped.add(text);
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          const cuts = /hidden|clip/.test(style.overflowX + style.overflowY) || style.textOverflow === 'ellipsis';
          if (!cuts || visuallyHidden(box)) continue;
          const edge = box.getBoundingClientRect();
          const intersects = rect.right > edge.left && rect.left < edge.right && rect.bottom > edge.top && rect.top < edge.bottom;
          const inside =
            rect.left >= edge.left - 1 && rect.right <= edge.right + 1 && rect.top >= edge.top - 1 && rect.bottom <= edge.bottom + 1;
          const ellipsed = style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1;
          // A text wholly outside its box (a carousel's other slides) is hidden by design, not cut.
          if ((intersects && !inside) || ellipsed) {
            clipped.add(`${text.slice(0, 60)} (in ${box.tagName.toLowerCase()}.${[...box.classList].join('.')})`);
            break;
          }
        }
      }
      return {
        unwrapped: [...unwrapped],
        clipped: [...clipped],
        overflowX: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      };
    },
    { dataTexts: data, names: NAMES },
  );
}

/** Every string in a JSON value: the texts a call answered. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
