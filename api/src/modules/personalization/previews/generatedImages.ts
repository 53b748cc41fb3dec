import { SHEET_KEY_PATTERN } from 'contracts/schemas';
import type { ObjectStore } from '../../../platform/storage/objectStore.js';
import type { DrawnOption } from '../../imaging/index.js';

/** The storage folder of a request's generated pages. */
export const generatedFolder = (requestUuid: string) => `generated/${requestUuid}/`;

export const generatedKey = (requestUuid: string, file: string) => `${generatedFolder(requestUuid)}${file}`;

/** File names carry the request's random token: an image address cannot be guessed from another. */
export const GENERATED_FILE = new RegExp(
  `^[A-Za-z0-9_-]{20,}-(p\\d{1,3}-o\\d{1,2}(-alone|-print-${SHEET_KEY_PATTERN}(-spread)?)?|cover(-w\\d{3,5})?|paperback|hardcover)\\.webp$`,
);

export const generatedUrl = (requestUuid: string, file: string) => `/api/generated/${requestUuid}/${file}`;

export { pictureAloneUrl } from 'contracts/book';

/**
 * Writes a page's options under fixed names, so doing a job twice leaves the same files: each with its
 * words (the address answered), and alone beside it (pictureAloneUrl).
 */
export async function saveGeneratedPage(
  storage: ObjectStore,
  requestUuid: string,
  token: string,
  pageNumber: number,
  options: DrawnOption[],
): Promise<string[]> {
  const urls: string[] = [];
  for (const [option, { withWords, picture }] of options.entries()) {
    const file = `${token}-p${pageNumber}-o${option}.webp`;
    await storage.put(generatedKey(requestUuid, file), withWords);
    await storage.put(generatedKey(requestUuid, file.replace(/\.webp$/, '-alone.webp')), picture);
    urls.push(generatedUrl(requestUuid, file));
  }
  return urls;
}
