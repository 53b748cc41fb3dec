import { lazy, Suspense, useState } from 'react';
import { Spinner } from 'ui-kit';

const PolicyMarkdown = lazy(() => import('./PolicyMarkdown'));

/**
 * The markup the server drew for a text, read once as the page hydrates; null when the page was not
 * drawn from it, or when the server sent only the spinner (its render budget ended before the
 * Markdown renderer had loaded there): kept, that spinner would turn for ever.
 */
function drawnByServer(textKey: string): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector<HTMLElement>(`[data-policy-text="${CSS.escape(textKey)}"]`);
  return element?.querySelector('[data-policy-drawn]') ? element.innerHTML : null;
}

/**
 * A policy's text. Drawn on the server, it is kept as the server drew it when the page hydrates, so
 * the browser neither loads the Markdown renderer nor parses the text for it (the longest task of a
 * policy page's start-up); the renderer is loaded when the browser draws a text itself (another
 * policy, another language).
 */
export function PolicyText({ textKey, source }: { textKey: string; source: string }) {
  const [kept] = useState(() => ({ textKey, html: drawnByServer(textKey) }));
  if (kept.html !== null && kept.textKey === textKey)
    return <div data-policy-text={textKey} dangerouslySetInnerHTML={{ __html: kept.html }} />;
  return (
    <div data-policy-text={textKey}>
      <Suspense fallback={<Spinner />}>
        <PolicyMarkdown source={source} />
      </Suspense>
    </div>
  );
}
