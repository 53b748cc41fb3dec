import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import { remoteBasePath } from './remotesDocument.js';

const HASHED_FILE = /\.[0-9a-f]{8}\.js(\.map)?$/;

/** Content-hashed files never change: cache them for a year. Everything else revalidates. */
function cacheHeaders(response: { setHeader(name: string, value: string): unknown }, filePath: string) {
  response.setHeader('cache-control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The shell's assets, each remote's build under its own path (precompressed: brotli, gzip) and the media. */
export async function staticFiles(app: FastifyInstance, config: ServerConfig) {
  await app.register(fastifyStatic, {
    root: `${config.shellDir}/assets`,
    prefix: '/assets/',
    preCompressed: true,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    index: false,
    wildcard: true,
    cacheControl: false,
    decorateReply: false,
    // Illustrations are rendered from versioned art: a day's caching, then a revalidation.
    setHeaders: (response) => response.setHeader('cache-control', 'public, max-age=86400'),
  });
  for (const [folder, dir] of Object.entries(config.remoteDirs)) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: remoteBasePath(folder),
      preCompressed: true,
      index: false,
      wildcard: true,
      cacheControl: false,
      decorateReply: false,
      allowedPath: (pathName) => !pathName.endsWith('mf-manifest-stats.json'),
      setHeaders: cacheHeaders,
    });
  }
}
