import { useEffect, useRef } from 'react';
import { getOrCreateSessionId, trackEvent } from 'shared-contracts';

/** The home sections reported to analytics, in page order (docs/product.md#home). */
export type HomeSection = 'hero' | 'quick_preview' | 'products' | 'how_it_works' | 'testimonials' | 'benefits' | 'about';

const VISIBLE_SHARE = 0.8;
const THRESHOLDS = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * Whether at least 80% of a section is visible. A section taller than the screen can never be 80%
 * visible, so for it 80% of the screen filled by the section counts.
 */
export function isMostlyVisible(entry: Pick<IntersectionObserverEntry, 'intersectionRect' | 'boundingClientRect' | 'rootBounds'>): boolean {
  const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
  const needed = VISIBLE_SHARE * Math.min(entry.boundingClientRect.height, viewportHeight);
  return needed > 0 && entry.intersectionRect.height >= needed;
}

/** Reports `section_view` once, the first time the section is at least 80% visible. */
export function useSectionViewTracking<T extends HTMLElement>(section: HomeSection) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some(isMostlyVisible)) return;
        observer.disconnect();
        trackEvent('section_view', { section_name: section, session_id: getOrCreateSessionId().id });
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [section]);
  return ref;
}

/** Scrolls smoothly to a home section by its id (the hero's buttons). */
export function scrollToSection(id: string): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
