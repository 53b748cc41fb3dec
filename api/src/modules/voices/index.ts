/** What other parts of the server may use of the book read aloud by its family. */
export { voiceRoutes } from './voiceRoutes.js';
export { VOICES_MIGRATIONS } from './migrations/index.js';
export { listenLinkOf, listenPath, booksListenedTo, LISTEN_LINK_YEARS } from './listenLinks.js';
export { booksWithVoices, deleteBookVoices } from './pageVoices.js';
export { forgetExpiredRecordLinks } from './recordLinks.js';
export { voicePersonalData } from './voicePersonalData.js';
