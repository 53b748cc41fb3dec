import { SHEET_KEY_PATTERN } from 'contracts/schemas';
import { SCENES, VARIANTS } from 'story-art';
import type { Db } from '../../../platform/db/database.js';
import type { ObjectStore } from '../../../platform/storage/objectStore.js';
import type { PageGenerator } from '../../imaging/index.js';
import { offeredSheets } from '../../catalogue/index.js';
import { printedRequest } from '../../printing/index.js';
import { readCompanions } from '../heroes/companionList.js';
import { storedLook } from '../heroes/heroLooks.js';
import { bookStory } from '../stories/bookStory.js';
import { generatedKey } from './generatedImages.js';
import { previewHero } from './previewHero.js';

/** A page's picture as its printed page draws it (contracts `printedPictureUrl`): token, page, option, sheet, and two pages wide or not. */
const PRINTED_FILE = new RegExp(`^([A-Za-z0-9_-]{20,})-p(\\d{1,3})-o(\\d{1,2})-print-(${SHEET_KEY_PATTERN})(-spread)?\\.webp$`);

/** Drawings under way, by storage key: a picture asked for again while it is drawn is drawn once. */
const underWay = new Map<string, Promise<Buffer | null>>();

/**
 * A story page's printed picture, drawn the first time it is asked for and kept beside the page's
 * options: the option the parent chose, drawn again with the hero its token stands for, for a sheet
 * the shop sells, reframed as the print reframes it. Null for any other name (an old hero's token, a
 * sheet not sold, a page the story does not have).
 */
export function printedPagePicture(
  settings: { db: Db; storage: ObjectStore; generator: PageGenerator },
  requestUuid: string,
  file: string,
): Promise<Buffer | null> {
  const key = generatedKey(requestUuid, file);
  let drawing = underWay.get(key);
  if (!drawing) {
    drawing = drawPrinted(settings, requestUuid, file, key).finally(() => underWay.delete(key));
    underWay.set(key, drawing);
  }
  return drawing;
}

async function drawPrinted(
  { db, storage, generator }: { db: Db; storage: ObjectStore; generator: PageGenerator },
  requestUuid: string,
  file: string,
  key: string,
): Promise<Buffer | null> {
  const match = PRINTED_FILE.exec(file);
  if (!match) return null;
  const [, token, pageNumber, option, sheetKey, spread] = match;
  const [hero, sheets] = await Promise.all([previewHero(db, requestUuid), offeredSheets(db)]);
  const sheet = sheets.find((offered) => offered.key === sheetKey);
  const page = hero && bookStory(hero.product, hero.language).pages.find((p) => p.pageNumber === Number(pageNumber));
  if (!hero || hero.image_token !== token || !sheet || !page || Number(option) >= VARIANTS.length) return null;
  if (!SCENES[hero.product.slug]?.[page.scene]) return null;
  const request = {
    productSlug: hero.product.slug,
    page: { ...page, text: '' },
    child: { firstName: hero.child_first_name, gender: hero.gender },
    look: storedLook(hero.hero, { gender: hero.gender, age: hero.age, skinTone: hero.skin_tone }),
    companions: readCompanions(hero.companions),
    options: 1,
    onlyOption: Number(option),
  };
  const [{ picture }] = await generator.generate({ ...(await printedRequest(sheet, request, Boolean(spread))), photo: null });
  await storage.put(key, picture);
  return picture;
}
