import sharp from 'sharp';
import { PRINT_SAMPLES, type PrintKind } from 'story-art';
import type { Db } from '../../../platform/db/database.js';
import { offeredPageShapes, type PageShape } from '../../catalogue/index.js';
import type { ObjectStore } from '../../../platform/storage/objectStore.js';
import { drawBookCover } from '../../imaging/index.js';
import { readCompanions } from '../heroes/companionList.js';
import { storedLook } from '../heroes/heroLooks.js';
import { bookStory } from '../stories/bookStory.js';
import { generatedFolder, generatedKey, generatedUrl } from './generatedImages.js';
import { previewHero } from './previewHero.js';

/** How wide the preview's cover is drawn: sharp on a phone's screen and in the flipbook, small enough to poll. */
const COVER_PIXELS = 720;
/** How wide each print type's shot of the book is drawn (the print options show it 480 px wide). */
const SHOT_PIXELS = 960;

/** The cover's file: square, or in another book's shape (`-cover-w1294`). */
const coverFile = (token: string, shape: PageShape | null = null) => `${token}-cover${shape ? `-${shape.key}` : ''}.webp`;
const shotFile = (token: string, kind: PrintKind) => `${token}-${kind}.webp`;
const PRINT_KINDS = Object.keys(PRINT_SAMPLES) as PrintKind[];

/** The book in each print type, its own cover on it, as the print options show them. */
async function printShots(cover: Buffer): Promise<[PrintKind, Buffer][]> {
  const href = `data:image/png;base64,${cover.toString('base64')}`;
  return Promise.all(
    PRINT_KINDS.map(async (kind): Promise<[PrintKind, Buffer]> => {
      const svg = Buffer.from(PRINT_SAMPLES[kind]({ cover: href }));
      return [
        kind,
        await sharp(svg, { density: (72 * SHOT_PIXELS) / 1600 })
          .webp({ quality: 80 })
          .toBuffer(),
      ];
    }),
  );
}

/**
 * Draws a preview's own front cover with the hero the parent confirmed (a job queued with the first
 * pages, one per request however often its hero changes). It is kept under the preview's image token,
 * so a new hero gets a new cover, and marked drawn only while that hero is still the preview's.
 */
export async function drawPreviewCover(db: Db, storage: ObjectStore, requestUuid: string): Promise<void> {
  const row = await previewHero(db, requestUuid);
  // A request deleted meanwhile needs no cover, nor one drawn for its hero already.
  if (!row || (await drawnCoverToken(db, requestUuid)) === row.image_token) return;
  const imageToken = row.image_token;
  const { product } = row;
  const facts = {
    productSlug: product.slug,
    look: storedLook(row.hero, { gender: row.gender, age: row.age, skinTone: row.skin_tone }),
    companions: readCompanions(row.companions),
    title: bookStory(product, row.language).title,
    language: row.language,
    firstName: row.child_first_name,
    ...(row.second_language ? { secondTitle: bookStory(product, row.second_language).title } : {}),
  };
  const cover = await drawBookCover(facts, COVER_PIXELS);
  // In each other shape a book is sold in too, as high as the square one, for the flipbook of a book ordered in it.
  const shaped = await Promise.all(
    (await offeredPageShapes(db)).map(async (shape): Promise<[string, Buffer]> => {
      const drawn = await drawBookCover(facts, Math.round(COVER_PIXELS * shape.aspect), shape.aspect);
      return [coverFile(imageToken, shape), await sharp(drawn).webp({ quality: 82 }).toBuffer()];
    }),
  );
  const files: [string, Buffer][] = [
    [coverFile(imageToken), await sharp(cover).webp({ quality: 82 }).toBuffer()],
    ...shaped,
    ...(await printShots(cover)).map(([kind, shot]): [string, Buffer] => [shotFile(imageToken, kind), shot]),
  ];
  const keys = files.map(([file]) => generatedKey(requestUuid, file));
  for (const [i, [, bytes]] of files.entries()) await storage.put(keys[i], bytes);
  const marked = await db
    .updateTable('book_previews')
    .set({ cover_token: imageToken })
    .where('request_uuid', '=', requestUuid)
    .where('image_token', '=', imageToken)
    .executeTakeFirst();
  // The hero changed while the cover was drawn (its pictures were deleted then): these are nobody's.
  if (Number(marked.numUpdatedRows) === 0) for (const key of keys) await storage.delete(key);
}

/** The token a preview's own cover is drawn under, or null while it is not drawn for its present hero. */
async function drawnCoverToken(db: Db, requestUuid: string): Promise<string | null> {
  const preview = await db
    .selectFrom('book_previews')
    .select(['image_token', 'cover_token'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirst();
  return preview && preview.cover_token === preview.image_token ? preview.image_token : null;
}

/**
 * The address of a preview's own cover (in `shape`, or square), or null while it is not drawn for its present
 * hero. A cover in a shape first sold after it was drawn is not there: the square one is answered instead.
 */
export async function previewCoverUrl(
  db: Db,
  requestUuid: string,
  options: { shape: PageShape | null; storage: ObjectStore } | null = null,
): Promise<string | null> {
  const token = await drawnCoverToken(db, requestUuid);
  if (!token) return null;
  const shape = options?.shape;
  const key = shape && generatedKey(requestUuid, coverFile(token, shape));
  const shaped = key && (await options.storage.list(generatedFolder(requestUuid))).some((object) => object.key === key);
  return generatedUrl(requestUuid, coverFile(token, shaped ? shape : null));
}

/** The storage key of a preview's own cover, or null while it is not drawn for its present hero. */
export async function previewCoverKey(db: Db, requestUuid: string): Promise<string | null> {
  const token = await drawnCoverToken(db, requestUuid);
  return token && generatedKey(requestUuid, coverFile(token));
}

/** The addresses of the book's shots in each print type (by its name, 'Hardcover'), once its cover is drawn. */
export async function printShotUrls(db: Db, requestUuid: string): Promise<Record<string, string>> {
  const token = await drawnCoverToken(db, requestUuid);
  if (!token) return {};
  return Object.fromEntries(PRINT_KINDS.map((kind) => [kind, generatedUrl(requestUuid, shotFile(token, kind))]));
}
