import { useEffect } from 'react';

/** The attribute the page's root element carries once the shell answers input (hydrated, or drawn in the browser). */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Marks the page interactive once the shell's first render is committed. The start-up yields to the
 * browser between its steps, so the load event can come before hydration: this mark, not the load
 * event, is when a click or a keystroke reaches the page (docs/performance.md).
 */
export function useInteractiveMark() {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, 'true');
  }, []);
}
