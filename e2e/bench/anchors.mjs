/**
 * The public Module Federation storefronts the home-page benchmark measures ours against in the same
 * run (docs/performance.md says how they are built, outside this repository). BENCH_ANCHORS names
 * the folder that holds them: `blueprint/public` (their images and fonts), `A/dist` and `B/dist`.
 * Each is served as docs/performance.md says: gzip, `Access-Control-Allow-Origin: *`, A as a single-page
 * app, on the ports their builds were made for.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const SITES = [
  { name: 'blueprint', folder: 'blueprint/public', port: 18100, fallback: false, measured: false },
  { name: 'A', folder: 'A/dist', port: 18101, fallback: true, measured: true },
  { name: 'B', folder: 'B/dist', port: 18102, fallback: false, measured: true },
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg']);

function fileFor(root, pathname, fallback) {
  const file = path.join(root, decodeURIComponent(pathname));
  if (!file.startsWith(root)) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  if (existsSync(path.join(file, 'index.html'))) return path.join(file, 'index.html');
  return fallback ? path.join(root, 'index.html') : null;
}

function serve(root, port, fallback) {
  const gzipped = new Map();
  const server = http.createServer((request, response) => {
    const file = fileFor(root, new URL(request.url, 'http://anchor').pathname, fallback);
    if (!file) {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    const extension = path.extname(file);
    const headers = { 'content-type': TYPES[extension] ?? 'application/octet-stream', 'access-control-allow-origin': '*' };
    let body = readFileSync(file);
    if (COMPRESSED.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 6 }));
      body = gzipped.get(file);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The anchors that are built, served: those to measure (A, B) and how to stop them all; none when BENCH_ANCHORS is unset. */
export async function serveAnchors(folder = process.env.BENCH_ANCHORS) {
  const built = folder ? SITES.filter((site) => existsSync(path.join(folder, site.folder))) : [];
  const servers = await Promise.all(built.map((site) => serve(path.resolve(folder, site.folder), site.port, site.fallback)));
  return {
    anchors: built.filter((site) => site.measured).map((site) => ({ name: site.name, origin: `http://127.0.0.1:${site.port}` })),
    stop: () => servers.forEach((server) => server.close()),
  };
}
