/** What other parts of the server may use of the sample books, help pages, share links and contact cases. */
export { bookShareRoutes } from './bookShareRoutes.js';
export { caseRoutes } from './caseRoutes.js';
export { contentRoutes } from './contentRoutes.js';
export { replaceHelpContent } from './helpContent.js';
export { CONTENT_MIGRATIONS } from './migrations/index.js';
export { privacyPolicyVersion } from './privacyVersion.js';
export { forgetCasesBefore } from './retention.js';
export { isSampleBook, replaceSampleBooks, sampleRequests } from './sampleRequests.js';
