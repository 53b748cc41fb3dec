export * from './constants.js';
export * from './routes.js';
export * from './routing.js';
// Types only: the runtime schemas stay out of the browser bundle (the API imports 'shared-contracts/schemas').
export type * from './schemas/index.js';
export * from './api/storefrontApi.js';
export * from './api/csrfBaseQuery.js';
export * from './api/csrfTokenCache.js';
export * from './store/orderDraftSlice.js';
export * from './store/usageSlice.js';
export * from './store/consentSlice.js';
export * from './store/rootReducer.js';
export * from './store/toolkit.js';
export * from './helpers/requestId.js';
export * from './helpers/formatRupees.js';
export * from './helpers/sessionId.js';
export * from './analytics/track.js';
export * from './metadata/pageMetadata.js';
export * from './config/runtimeConfig.js';
