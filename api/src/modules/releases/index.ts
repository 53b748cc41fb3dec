/** What other parts of the server may use of the storefront builds released and live. */
export { runReleaseCli } from './cli.js';
export { openLiveStore } from './liveStore.js';
export type { LiveSource } from './liveStore.js';
export { RELEASES_MIGRATIONS } from './migrations/index.js';
export { SERVER_BUILD_FOLDER, SHELL_ASSET_POOL, releaseDir } from './releaseStore.js';
export { ROUTE_MANIFEST_FILE, readRouteManifest } from './routeManifest.js';
export { RELEASE_SETTINGS } from './settings.js';
export type { ReleaseStoreSettings } from './settings.js';
