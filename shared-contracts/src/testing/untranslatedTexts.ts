/** Attributes a visitor meets as words: read aloud, shown on hover, or inside an empty field. */
const WORDED_ATTRIBUTES = ['aria-label', 'alt', 'placeholder', 'title'];

/**
 * The words of a screen still in Latin letters once the words it may keep are taken out (names,
 * brands, codes, the data it shows, units such as 'x' or 'cm'): on a Hindi page, a text a catalog left in
 * English. Its texts and its worded attributes, each reported as it stands.
 */
export function untranslatedTexts(root: HTMLElement, kept: string[]): string[] {
  const latin = (text: string) => /[A-Za-z]{3,}/.test(kept.reduce((rest, word) => rest.split(word).join(' '), text));
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    // The harness's own line (where the screen navigated, see renderWithStore) is not the screen's.
    const hidden = node.parentElement?.closest('script, style, [hidden], [aria-hidden="true"], [data-testid="location"]');
    if (text && !hidden && latin(text)) found.push(text);
  }
  for (const element of root.querySelectorAll(WORDED_ATTRIBUTES.map((name) => `[${name}]`).join(', '))) {
    for (const name of WORDED_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && latin(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}
