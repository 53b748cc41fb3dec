import { useEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's height as `--header-height` on the page, kept up as it wraps or
 * grows, so what a remote keeps in view under it (a sticky picture) is placed below it, not behind.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = header.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--header-height', `${Math.round(node.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}
