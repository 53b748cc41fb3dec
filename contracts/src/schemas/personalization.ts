import { Type, type Static } from '@sinclair/typebox';
import { SecondLanguageWords } from './secondLanguage.js';
import { LIMITS } from '../constants.js';
import { Gender, LanguageCode, MAX_LENGTH, RequestUuid, Text } from './common.js';
import { BookPrint } from './bookPrint.js';
import { HeroLook } from './hero.js';
import { CompanionLook, Companions } from './companion.js';
import { AGE_GROUPS } from '../hero/companionChoices.js';
import { UsageStats } from './usage.js';

export const PhotoCheckStatus = Type.Union([Type.Literal('ok'), Type.Literal('warning'), Type.Literal('error')]);
export type PhotoCheckStatus = Static<typeof PhotoCheckStatus>;

/** The agreement a photo is sent with: the version of the consent wording ticked (PHOTO_CONSENT.version), and the language it was shown in (English when not said). */
const PHOTO_CONSENT_FIELDS = {
  consent: Type.Optional(Text(MAX_LENGTH.code)),
  consentLanguage: Type.Optional(LanguageCode),
};

/** Non-file fields of the multipart POST /quickpreviews/ (the file part is `photo`). */
export const QuickPreviewFields = Type.Object({
  gender: Gender,
  age: Type.Integer({ minimum: 3, maximum: 8 }),
  usageStats: Text(MAX_LENGTH.text, { description: 'UsageStats as a JSON string' }),
  ...PHOTO_CONSENT_FIELDS,
});
export type QuickPreviewFields = Static<typeof QuickPreviewFields>;

export const QuickPreviewResponse = Type.Object({
  status: PhotoCheckStatus,
  message: Text(MAX_LENGTH.sentence),
  imageFileUrl: Type.Array(Text(MAX_LENGTH.url)),
  /** The story whose page was drawn, for making its book from here (an addition); absent when nothing was drawn. */
  productId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type QuickPreviewResponse = Static<typeof QuickPreviewResponse>;

export const SkinTone = Type.Object({ skinTone: Text(MAX_LENGTH.code), hexColor: Text(7), chosen: Type.Boolean() });
export type SkinTone = Static<typeof SkinTone>;

/** A face's box in a photo, in shares of the photo's width and height (0-1), from its top left. */
export const FaceBox = Type.Object({
  left: Type.Number({ minimum: 0, maximum: 1 }),
  top: Type.Number({ minimum: 0, maximum: 1 }),
  width: Type.Number({ minimum: 0, maximum: 1 }),
  height: Type.Number({ minimum: 0, maximum: 1 }),
});
export type FaceBox = Static<typeof FaceBox>;

/** The most faces a photo's answer lists for the parent to choose from. */
export const MAX_FACES_TO_CHOOSE = 8;

/** A face of a photo with several, as the parent chose it: its box as the answer listed it, in thousandths of the photo ("left,top,width,height"). */
const ChosenFace = Text(19, { pattern: '^\\d{1,4},\\d{1,4},\\d{1,4},\\d{1,4}$' });

/** Non-file fields of the multipart POST /personalphotos/. */
export const PersonalPhotoFields = Type.Object({
  requestUuid: RequestUuid,
  /** At most 16 characters as seen (childFirstNameProblem); the schema bounds the code points one name can take. */
  firstName: Type.String({ minLength: 1, maxLength: LIMITS.childFirstNameMaxCodeUnits }),
  gender: Gender,
  age: Type.Integer({ minimum: 1, maximum: 18 }),
  birthMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  bookId: Type.Integer(),
  character: Type.Literal('child'),
  /** The book's language (its story, pictures, print PDF and emails); English when not said. */
  language: Type.Optional(LanguageCode),
  /** A bilingual book's second language, printed after the first on each page (an addition); none: one language. */
  secondLanguage: Type.Optional(LanguageCode),
  /** The child's name in Devanagari, as a book's Hindi words print it (an addition); none: the first name as typed. */
  hindiFirstName: Type.Optional(Type.String({ maxLength: LIMITS.childFirstNameMaxCodeUnits })),
  ...PHOTO_CONSENT_FIELDS,
  /** Which face of a photo with several is the child's; only that part of the photo is checked and kept. */
  face: Type.Optional(ChosenFace),
});
export type PersonalPhotoFields = Static<typeof PersonalPhotoFields>;

export const PersonalPhotoResponse = Type.Object({
  status: PhotoCheckStatus,
  message: Text(MAX_LENGTH.sentence),
  skinTones: Type.Array(SkinTone),
  requestUuid: RequestUuid,
  /** The request's secret, sent back as X-Request-Key on every later call about it. */
  requestKey: Type.Optional(Type.String({ maxLength: 64 })),
  /** The hero proposed from the photo, for the parent to confirm or change (a photo that cannot be used has none). */
  hero: Type.Optional(HeroLook),
  /** A photo with several faces: where they are, largest first, for the parent to say which is the child's. */
  faces: Type.Optional(Type.Array(FaceBox, { maxItems: MAX_FACES_TO_CHOOSE })),
  /**
   * How long a kept photo stays: until the hero confirmed from it has drawn the first pages (the pages are drawn
   * from the hero alone), or until the book is made (a generator that paints from the photo).
   */
  photoKept: Type.Optional(Type.Union([Type.Literal('until-drawn'), Type.Literal('until-made')])),
});
export type PersonalPhotoResponse = Static<typeof PersonalPhotoResponse>;

/** Non-file fields of the multipart POST /companionphotos/ (the file part is `photo`): a person beside the hero, read for their look. */
export const CompanionPhotoFields = Type.Object({
  requestUuid: RequestUuid,
  /** Their age group: only a grown-up's hair is read as grey or white. */
  ageGroup: Type.Union(AGE_GROUPS.map((age) => Type.Literal(age))),
  ...PHOTO_CONSENT_FIELDS,
  /** Which face of a photo with several is theirs; only that part is read. */
  face: Type.Optional(ChosenFace),
});
export type CompanionPhotoFields = Static<typeof CompanionPhotoFields>;

export const CompanionPhotoResponse = Type.Object({
  status: PhotoCheckStatus,
  message: Text(MAX_LENGTH.sentence),
  /** What the photo tells of their look, for the parent to keep or change; absent when the photo cannot be used. The photo itself is not kept. */
  look: Type.Optional(Type.Partial(CompanionLook)),
  /** A photo with several faces: where they are, largest first, for the parent to say which is theirs. */
  faces: Type.Optional(Type.Array(FaceBox, { maxItems: MAX_FACES_TO_CHOOSE })),
});
export type CompanionPhotoResponse = Static<typeof CompanionPhotoResponse>;

export const BookPreviewRequest = Type.Object({
  requestUuid: RequestUuid,
  bookId: Type.Integer(),
  gender: Gender,
  age: Type.Integer({ minimum: 1, maximum: 18 }),
  usageStats: UsageStats,
  skinTone: Type.Optional(Text(MAX_LENGTH.code)),
  /** The hero as the parent confirmed it; the proposed one when not sent. Its skin tone is `skinTone`'s when both are sent. */
  hero: Type.Optional(HeroLook),
  /** Who else is in the story, beside the hero (an addition): replaces those chosen before; kept when not sent. */
  companions: Type.Optional(Companions),
});
export type BookPreviewRequest = Static<typeof BookPreviewRequest>;

export const PageStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('queued'),
  Type.Literal('processing'),
  Type.Literal('completed'),
  Type.Literal('available'),
  Type.Literal('error'),
]);
export type PageStatus = Static<typeof PageStatus>;

export const PreviewStatus = Type.Union([
  Type.Literal('processing'),
  Type.Literal('partially_completed'),
  Type.Literal('completed'),
  Type.Literal('error'),
]);
export type PreviewStatus = Static<typeof PreviewStatus>;

export const BookPreviewPage = Type.Object({
  pageNumber: Type.Integer({ minimum: 0 }),
  pageTitle: Text(MAX_LENGTH.label),
  previewPage: Type.Boolean(),
  imageFileURL: Type.Array(Text(MAX_LENGTH.url)),
  /** The same options' pictures without the words on them, for a phone that shows `text` under them (an addition). */
  pictureFileURL: Type.Optional(Type.Array(Text(MAX_LENGTH.url))),
  /** The page's words, with the child's name in them (an addition). */
  text: Type.Optional(Text(MAX_LENGTH.document)),
});
export type BookPreviewPage = Static<typeof BookPreviewPage>;

export const DepositDetails = Type.Object({
  depositAmount: Type.Number({ minimum: 0 }),
  depositTakenAfterPage: Type.Integer({ minimum: 0 }),
  depositPaid: Type.Optional(Type.Boolean()),
});
export type DepositDetails = Static<typeof DepositDetails>;

export const BookPreviewResponse = Type.Object({
  title: Text(MAX_LENGTH.label),
  /** The book's own front cover with the confirmed hero, once drawn (an addition; see the README's deviations). */
  coverImageURL: Type.Union([Text(MAX_LENGTH.url), Type.Null()]),
  /** The story's own title and the back cover's words, in the book's language, as its pages print them (additions). */
  storyTitle: Type.Optional(Text(MAX_LENGTH.label)),
  blurb: Type.Optional(Text(MAX_LENGTH.text)),
  status: PreviewStatus,
  navigationText: Text(MAX_LENGTH.sentence),
  pages: Type.Array(BookPreviewPage),
  previewPagesStatus: Type.Record(Type.String(), PageStatus),
  nonPreviewPagesStatus: Type.Record(Type.String(), PageStatus),
  pagesGenerated: Type.Integer({ minimum: 0 }),
  pagesGeneratedForPreview: Type.Integer({ minimum: 0 }),
  numberOfPagesForPreview: Type.Integer({ minimum: 0 }),
  numberOfPagesPerGenerationBatch: Type.Integer({ minimum: 1 }),
  depositDetails: DepositDetails,
  /** Who else is in the story, beside the hero (an addition). */
  companions: Type.Optional(Companions),
  /** How its pages print, so "Your book, page by page" shows each as it is cut (an addition). */
  print: Type.Optional(BookPrint),
  /** A bilingual book's second language and its words, shown after each page's `text` (an addition). */
  second: Type.Optional(SecondLanguageWords),
  /**
   * Present while the paid book may still change (its review window, an addition): until when, and
   * the pictures chosen for it, to change from.
   */
  review: Type.Optional(
    Type.Object({
      until: Text(40),
      selectedImages: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Text(MAX_LENGTH.url)),
    }),
  ),
});
export type BookPreviewResponse = Static<typeof BookPreviewResponse>;

export const GeneratePagesRequest = Type.Object({
  requestUuid: RequestUuid,
  startPage: Type.Integer({ minimum: 0 }),
  endPage: Type.Integer({ minimum: 0 }),
  usageStats: UsageStats,
});
export type GeneratePagesRequest = Static<typeof GeneratePagesRequest>;

export const BookRequest = Type.Object({
  requestUuid: RequestUuid,
  selectedImages: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Text(MAX_LENGTH.url, { minLength: 1 })),
});
export type BookRequest = Static<typeof BookRequest>;
