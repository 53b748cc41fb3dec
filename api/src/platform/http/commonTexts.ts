import type { VisitorText } from '../errors/domainError.js';

/** Refusals that several calls share, so each reads the same everywhere. */
export const STORY_NOT_FOUND: VisitorText = { en: 'We could not find that story.', hi: 'हमें वह कहानी नहीं मिली।' };
export const NO_SUCH_IMAGE: VisitorText = { en: 'No such image.', hi: 'ऐसी कोई तस्वीर नहीं है।' };
export const PHOTO_MISSING: VisitorText = { en: 'Please choose a photo of your child.', hi: 'कृपया अपने बच्चे की एक फ़ोटो चुनें।' };
