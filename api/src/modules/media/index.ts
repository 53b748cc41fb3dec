/** What other parts of the server may use of the sample books’ pictures and their addresses. */
export { mediaUrl } from './mediaUrls.js';
export { SAMPLES, SAMPLE_CARD_WIDTH, sampleCoverPath, samplePagePath, storyLanguages } from './sampleBooks.js';
