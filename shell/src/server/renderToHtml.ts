import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { SERVER_FALLBACK_DIGEST } from 'shared-contracts';

/**
 * React's stream of the app, read to its end. The page's data is fetched before rendering, so the
 * whole tree is ready at once; reading it whole lets the styles it used go into the head before it.
 * A boundary still waiting after `budgetMs` is left to the browser. A part that throws is left to the
 * browser too (its digest tells the browser it was intended), and reported as `error`.
 */
export function renderToHtml(element: ReactNode, budgetMs: number): Promise<{ html: string; error: unknown }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let error: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve({ html: Buffer.concat(chunks).toString('utf8'), error });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Read whole before sending, a page gains nothing from React splitting large parts into
      // later segments, which would need inline scripts the Content-Security-Policy refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: (shellError) => {
        clearTimeout(timer);
        reject(shellError instanceof Error ? shellError : new Error(String(shellError)));
      },
      onError: (renderError) => {
        error ??= renderError;
        return SERVER_FALLBACK_DIGEST;
      },
    });
    // React starts rendering in a later tick, so the callbacks above never run before this is set.
    const timer = setTimeout(() => stream.abort(new Error(`the render took longer than ${budgetMs} ms`)), budgetMs);
  });
}
