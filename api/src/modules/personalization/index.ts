/** What other parts of the server may use of a book request: the child, the photo, the hero, the previews and the book the parent chose. */
export { isShared, shareNonce, signShareLink, stopSharing } from './access/bookShares.js';
export {
  EMAIL_LINK_DAYS,
  REQUEST_NOT_FOUND,
  emailLinkNonce,
  lockRequest,
  requestAccess,
  revokeEmailLinks,
  signRequestLink,
} from './access/requestAccess.js';
export type { LinkPurpose, RequestAccess } from './access/requestAccess.js';
export {
  bookRequestExists,
  childFirstNameOf,
  findBookRequest,
  hasChosenPictures,
  renameChild,
  requestStory,
  requireBookRequest,
  sampleBooks,
} from './bookRequests.js';
export { childNameRoutes } from './childNameRoutes.js';
export { checkedChildFirstName } from './childNameRules.js';
export { childPersonalData } from './childPersonalData.js';
export { chosenPagesOf, readChosenBook } from './chosenBook.js';
export type { ChosenBook } from './chosenBook.js';
export { chosenPageRequests } from './chosenPageRequests.js';
export { companionPhotoRoutes } from './companionPhotoRoutes.js';
export { companionsOf, renamedCompanions } from './heroes/companionList.js';
export { PERSONALIZATION_MIGRATIONS } from './migrations/index.js';
export { photoRoutes } from './photoRoutes.js';
export { keptPhotoOf, photoKey, readStoredFace } from './photos/photoStore.js';
export type { PhotoAnalysis, PhotoWork } from './photos/photoWork.js';
export { previewRoutes } from './previewRoutes.js';
export { generatedFolder, generatedKey, pictureAloneUrl } from './previews/generatedImages.js';
export { generatePage } from './previews/generatePage.js';
export { deleteDrawnUnder, isBookDrawn, redrawWithNewName } from './previews/nameChange.js';
export { drawPreviewCover, previewCoverKey, previewCoverUrl, printShotUrls } from './previews/previewCover.js';
export { QUICK_PREVIEWS, quickPreviewRoutes } from './quickPreviewRoutes.js';
export type { RequestPayments } from './requestPayments.js';
export {
  deleteChildPhoto,
  deleteRequestImages,
  keepOnlyTheMadeBook,
  forgetChildNames,
  forgetConsentsBefore,
  forgetRequest,
  photosOnFile,
  previewsStartedBefore,
  requestsCreatedBefore,
} from './retention.js';
export { bookStory, secondLanguageWords, starringTitle, storyAgeGroup, storyBlurb, storyWords } from './stories/bookStory.js';
export { companyLine, withCompany } from './stories/companyWords.js';
export { PERSONALIZATION_QUEUES } from './queues.js';
