export * from './renderWithStore.js';
export { SAMPLE_ADDRESS } from './sampleAddress.js';
