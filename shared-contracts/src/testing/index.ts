export * from './renderWithStore.js';
export * from './testI18n.js';
export { SAMPLE_ADDRESS } from './sampleAddress.js';
export * from './shopRoutes.js';
export { untranslatedTexts } from './untranslatedTexts.js';
