import type { VisitorText } from '../errors/domainError.js';
import { visitorText } from '../i18n/visitorText.js';

/** Refusals that several calls share, so each reads the same everywhere. */
export const STORY_NOT_FOUND: VisitorText = visitorText('http.storyNotFound');
export const NO_SUCH_IMAGE: VisitorText = visitorText('http.noSuchImage');
export const PHOTO_MISSING: VisitorText = visitorText('http.photoMissing');
