import path from 'node:path';
import { findRoute } from 'shared-contracts/routes';
import type { ServerConfig } from '../config.js';
import { readCached } from './cachedFile.js';
import { remotePreloadUrls, shellStartupUrls } from './preloadHints.js';
import type { LiveBuilds } from './liveBuilds.js';

const HEAD_MARKER = '<!--storefront-head-->';

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
export interface ShellSettings {
  /** Where the storefront loads the payment provider's checkout script. */
  checkoutScriptUrl: string;
  /** The Content-Security-Policy header value sent with the page. */
  contentSecurityPolicy: string;
}

export function renderShellPage(config: ServerConfig, settings: ShellSettings, builds: LiveBuilds, pathname: string): string {
  const remotes = builds.remotesDocument();
  const shellDir = builds.shellDir();
  const storefrontConfig = {
    checkoutScriptUrl: settings.checkoutScriptUrl,
    siteOrigin: config.siteOrigin,
    geolocationUrl: config.geolocationUrl,
    ga4MeasurementId: config.ga4MeasurementId,
    adPixelId: config.adPixelId,
    behaviourAnalyticsProjectId: config.behaviourAnalyticsProjectId,
    remotes,
  };
  const head = [`<script type="application/json" id="storefront-config">${scriptSafeJson(storefrontConfig)}</script>`];
  const preload = (url: string) => `<link rel="preload" href="${escapeAttribute(url)}" as="script">`;
  head.push(...shellStartupUrls(shellDir).map(preload));
  const route = findRoute(pathname);
  if (route) {
    const manifestUrl = remotes[route.remote];
    head.push(`<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`);
    if (!config.remoteUrls[route.remote]) {
      head.push(...remotePreloadUrls(manifestUrl, builds.remoteDir(route.remote), route.exposed).map(preload));
    }
  }
  const template = readCached(path.join(shellDir, 'index.html'), (text) => text);
  if (!template) throw new Error(`The shell is not built: ${shellDir}/index.html is missing (run npm run build)`);
  return template.replace(HEAD_MARKER, head.join(''));
}
