import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a request's generated pages are kept. */
export function generatedFolder(dataDir: string, requestUuid: string): string {
  return path.join(dataDir, 'generated', requestUuid);
}

/** File names carry the request's random token: an image address cannot be guessed from another. */
export const GENERATED_FILE = /^[A-Za-z0-9_-]{20,}-p\d{1,3}-o\d{1,2}\.webp$/;

export const generatedUrl = (requestUuid: string, file: string) => `/api/generated/${requestUuid}/${file}`;

/** Writes a page's options under fixed names, so doing a job twice leaves the same files. */
export async function saveGeneratedPage(
  dataDir: string,
  requestUuid: string,
  token: string,
  pageNumber: number,
  images: Buffer[],
): Promise<string[]> {
  const folder = generatedFolder(dataDir, requestUuid);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const urls: string[] = [];
  for (const [option, image] of images.entries()) {
    const file = `${token}-p${pageNumber}-o${option}.webp`;
    await writeFile(path.join(folder, file), image, { mode: 0o600 });
    urls.push(generatedUrl(requestUuid, file));
  }
  return urls;
}
