import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { Address, HeroLook, PrintTypeTexts } from 'contracts/schemas';

/** A page of a story as its editors wrote it: the words with {name} still in them, and the scene drawn. */
export const StoryPage = Type.Object({
  pageNumber: Type.Integer({ minimum: 1 }),
  pageTitle: Type.String(),
  text: Type.String(),
  scene: Type.String(),
});
export type StoryPage = Static<typeof StoryPage>;

/** A story in another language: its titles, and each page's title and words ({name}, {boy form|girl form}). */
export const StoryTranslation = Type.Object({
  displayName: Type.String(),
  title: Type.String(),
  description: Type.String(),
  ageGroup: Type.String(),
  pages: Type.Array(Type.Object({ pageNumber: Type.Integer({ minimum: 1 }), pageTitle: Type.String(), text: Type.String() })),
});
export type StoryTranslation = Static<typeof StoryTranslation>;

/** The shapes of the columns that hold JSON text, each named for its column. */
export const JSON_COLUMNS = {
  storyPages: Type.Array(StoryPage),
  /** A story's translations by language code. */
  storyTranslations: Type.Record(Type.String(), StoryTranslation),
  /** A print type's words by language code, each size's name by its English one. */
  printTypeTranslations: Type.Record(Type.String(), PrintTypeTexts),
  /** A state's name, or a coupon's description, by language code. */
  textByLanguage: Type.Record(Type.String(), Type.String()),
  imageUrls: Type.Array(Type.String()),
  /** A book's chosen picture per page number. */
  chosenPages: Type.Record(Type.String(), Type.String()),
  /** A print size's product code at each print partner that makes it, by partner. */
  partnerProducts: Type.Record(Type.String(), Type.String()),
  /** A sample book's pictures per page number, by language code. */
  pagesByLanguage: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
  generatedImages: Type.Array(Type.String()),
  /** An app's earlier live releases, newest first. */
  previousReleases: Type.Array(Type.String()),
  address: Address,
  /** How the hero is drawn. */
  heroLook: HeroLook,
  /** A stored photo's face: its box and landmarks in the stored photo's pixels. */
  face: Type.Object({
    box: Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() }),
    landmarks: Type.Array(Type.Object({ x: Type.Number(), y: Type.Number() })),
  }),
};

/**
 * Reads a JSON column into its declared shape. A value that does not fit is a fault in what was
 * written (a migration or a hand edit), reported with the column's first mismatch, not carried on.
 */
export function readJsonColumn<T extends TSchema>(schema: T, text: string): Static<T> {
  const value: unknown = JSON.parse(text);
  if (Value.Check(schema, value)) return value;
  const first = Value.Errors(schema, value).First();
  throw new Error(`A stored JSON value does not have its column's shape: ${first?.path ?? ''} ${first?.message ?? ''}`);
}
