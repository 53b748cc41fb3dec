import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { StorefrontSettings } from './settings.js';
import { SERVER_BUILD_FOLDER } from '../releases/index.js';
import type { LiveBuilds } from './liveBuilds.js';
import { remoteBasePath } from './remotesDocument.js';

const HASHED_FILE = /\.[0-9a-f]{8}\.js(\.map)?$/;

/** Content-hashed files never change: cache them for a year. Everything else revalidates. */
function cacheControl(file: string): string {
  return HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The file asked for as one plain relative path, or null for one that is never sent: the path is
 * normalised first (dot and empty segments, whatever the spelling), then a build's server build
 * (server/, or <release>/server/), the federation's stats in any compression, and a parent folder
 * are refused on what it names.
 */
export function servableFile(asked: string, { serveSourceMaps }: { serveSourceMaps: boolean }): string | null {
  if (!asked || asked.includes('\\') || asked.includes('\0')) return null;
  const file = path.posix.normalize(asked).replace(/^(\.\/)+/, '');
  const segments = file.split('/');
  if (file === '.' || file.startsWith('/') || segments.some((segment) => segment === '..' || segment === '')) return null;
  if (segments.slice(0, 2).some((segment) => segment.toLowerCase() === SERVER_BUILD_FOLDER)) return null;
  if (path.posix.basename(file).startsWith('mf-manifest-stats.json')) return null;
  if (file.endsWith('.map') && !serveSourceMaps) return null;
  return file;
}

/**
 * Serves a file from the first of several folders that has it (precompressed copies preferred),
 * so files of older releases keep being served to pages that were opened before a switch.
 */
function fromFirstRootWithFile(roots: () => string[], options: { serveSourceMaps: boolean }) {
  return async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const file = servableFile(request.params['*'], options);
    if (!file) return reply.callNotFound();
    const root = roots().find((candidate) => {
      const full = path.join(candidate, file);
      return existsSync(full) && statSync(full).isFile();
    });
    if (!root) return reply.callNotFound();
    return reply.header('cache-control', cacheControl(file)).sendFile(file, root);
  };
}

/** The shell's assets, each remote's releases and build under its own path (precompressed: brotli, gzip), and the media. */
export const staticFiles: FastifyPluginAsync<{ storefront: StorefrontSettings; builds: LiveBuilds }> = async (
  app,
  { storefront, builds },
) => {
  // Only provides reply.sendFile, with precompressed copies; the routes below choose the folder.
  await app.register(fastifyStatic, { root: storefront.shellDir, serve: false, preCompressed: true, cacheControl: false, index: false });
  const options = { serveSourceMaps: storefront.serveSourceMaps };
  app.get('/assets/*', fromFirstRootWithFile(builds.shellAssetRoots, options));
  for (const folder of Object.keys(storefront.remoteDirs)) {
    app.get(
      `${remoteBasePath(folder)}*`,
      fromFirstRootWithFile(() => builds.remoteRoots(folder), options),
    );
  }
  await app.register(fastifyStatic, {
    root: storefront.mediaDir,
    prefix: '/media/',
    index: false,
    wildcard: true,
    cacheControl: false,
    decorateReply: false,
    // Illustrations are rendered from versioned art: a day's caching, then a revalidation.
    setHeaders: (reply) => void reply.header('cache-control', 'public, max-age=86400'),
  });
};
