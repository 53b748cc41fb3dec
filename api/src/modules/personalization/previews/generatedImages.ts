import type { ObjectStore } from '../../../platform/storage/objectStore.js';

/** The storage folder of a request's generated pages. */
export const generatedFolder = (requestUuid: string) => `generated/${requestUuid}/`;

export const generatedKey = (requestUuid: string, file: string) => `${generatedFolder(requestUuid)}${file}`;

/** File names carry the request's random token: an image address cannot be guessed from another. */
export const GENERATED_FILE = /^[A-Za-z0-9_-]{20,}-p\d{1,3}-o\d{1,2}\.webp$/;

export const generatedUrl = (requestUuid: string, file: string) => `/api/generated/${requestUuid}/${file}`;

/** Writes a page's options under fixed names, so doing a job twice leaves the same files. */
export async function saveGeneratedPage(
  storage: ObjectStore,
  requestUuid: string,
  token: string,
  pageNumber: number,
  images: Buffer[],
): Promise<string[]> {
  const urls: string[] = [];
  for (const [option, image] of images.entries()) {
    const file = `${token}-p${pageNumber}-o${option}.webp`;
    await storage.put(generatedKey(requestUuid, file), image);
    urls.push(generatedUrl(requestUuid, file));
  }
  return urls;
}
