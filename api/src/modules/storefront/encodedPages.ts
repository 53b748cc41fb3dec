import type { FastifyRequest } from 'fastify';
import type { RouteRenderResult } from 'contracts/rendering';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface EncodedPage {
  body: string | Buffer;
  encoding: 'br' | 'gzip' | null;
}

interface Encodings {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Per drawing (one object serves every visitor while the page cache keeps it): its documents by address, with their compressed copies. */
const documents = new WeakMap<RouteRenderResult, Map<string, Encodings>>();

function preferredEncoding(request: FastifyRequest): EncodedPage['encoding'] {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * The document of a page drawn on the server, compressed for the browser asking: made and
 * compressed once per drawing and address, so a page served from the page cache costs no work
 * but sending it.
 */
export function encodedPage(request: FastifyRequest, rendered: RouteRenderResult, address: string, document: () => string): EncodedPage {
  let byAddress = documents.get(rendered);
  if (!byAddress) {
    byAddress = new Map();
    documents.set(rendered, byAddress);
  }
  let encodings = byAddress.get(address);
  if (!encodings) {
    encodings = { html: document() };
    byAddress.set(address, encodings);
  }
  const encoding = preferredEncoding(request);
  if (encoding === 'br') {
    encodings.br ??= brotliCompressSync(encodings.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    return { body: encodings.br, encoding };
  }
  if (encoding === 'gzip') {
    encodings.gzip ??= gzipSync(encodings.html, { level: 6 });
    return { body: encodings.gzip, encoding };
  }
  return { body: encodings.html, encoding: null };
}
