import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findRoute, REMOTES } from 'shared-contracts/routes';
import type { ServerConfig } from '../config.js';
import { remotePreloadUrls } from './preloadHints.js';
import type { RemotesDocument } from './remotesDocument.js';

const HEAD_MARKER = '<!--storefront-head-->';

let template: { mtimeMs: number; html: string } | null = null;

function readTemplate(shellDir: string): string {
  const file = path.join(shellDir, 'index.html');
  const { mtimeMs } = statSync(file);
  if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, html: readFileSync(file, 'utf8') };
  return template.html;
}

/** JSON that is safe inside a <script> data block. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The shell's index.html for one app route, with the runtime settings and the remotes document
 * inlined and the owning remote's files preloaded.
 */
export function renderShellPage(config: ServerConfig, remotes: RemotesDocument, pathname: string): string {
  const storefrontConfig = {
    siteOrigin: config.siteOrigin,
    geolocationUrl: config.geolocationUrl,
    ga4MeasurementId: config.ga4MeasurementId,
    adPixelId: config.adPixelId,
    behaviourAnalyticsProjectId: config.behaviourAnalyticsProjectId,
    remotes,
  };
  const head = [`<script type="application/json" id="storefront-config">${scriptSafeJson(storefrontConfig)}</script>`];
  const route = findRoute(pathname);
  if (route) {
    const manifestUrl = remotes[route.remote];
    head.push(`<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`);
    if (!config.remoteUrls[route.remote]) {
      const remoteDir = config.remoteDirs[REMOTES[route.remote].folder];
      for (const url of remotePreloadUrls(manifestUrl, remoteDir, route.exposed)) {
        head.push(`<link rel="preload" href="${escapeAttribute(url)}" as="script">`);
      }
    }
  }
  return readTemplate(config.shellDir).replace(HEAD_MARKER, head.join(''));
}
