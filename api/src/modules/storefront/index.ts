/** What other parts of the server may use of the pages the server draws and serves. */
export { contentSecurityPolicy } from './contentSecurityPolicy.js';
export { liveBuilds } from './liveBuilds.js';
export { routeRenderer } from './routeRenderer.js';
export { shellRoutes } from './shellRoutes.js';
export { staticFiles } from './staticFiles.js';
export { STOREFRONT_SETTINGS, remoteUrlVariable, storefrontProductionNeeds } from './settings.js';
export type { StorefrontSettings } from './settings.js';
