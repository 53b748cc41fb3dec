import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const unchanging = () => () => undefined;

/**
 * Draws its children (usually a lazily loaded component) only when they come within `margin` of
 * the screen, so code below the fold is fetched when it is about to be seen. Until then, on the
 * server and while the code loads, a box of `minHeight` holds the place: nothing moves on screen.
 */
export function LoadWhenNear({ minHeight, margin = '400px', children }: { minHeight: number; margin?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // Where the browser cannot tell (no IntersectionObserver), the children come once the page is hydrated.
  const cannotTell = useSyncExternalStore(
    unchanging,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );

  useEffect(() => {
    const element = box.current;
    if (near || cannotTell || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, cannotTell, margin]);

  const placeholder = <div style={{ minHeight }} />;
  return <div ref={box}>{near || cannotTell ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
