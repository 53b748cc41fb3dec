import { FIRST_VISIT_USAGE } from 'contracts/constants';
import { defaultHeroLook, type HeroLook } from 'contracts/hero';
import { singleFacePhoto } from './photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from './photoUpload.js';
import type { TestStorefront, Visitor } from './testApp.js';

/** The body of `POST /api/bookpreviews/` for the child of `childDetails`, with the hero to draw (her default one unless given). */
export const previewStart = (requestUuid: string, hero: HeroLook = defaultHeroLook('Girl', 5)) => ({
  requestUuid,
  bookId: 1,
  gender: 'Girl',
  age: 5,
  usageStats: FIRST_VISIT_USAGE,
  hero,
});

/** A new request with the child's details and a checked photo, ready for its preview. */
export async function readyRequest(storefront: TestStorefront, visitor: Visitor): Promise<string> {
  const requestUuid = newRequestUuid();
  const upload = await uploadPhoto(storefront, await singleFacePhoto(), childDetails(requestUuid), { visitor });
  expect(upload.json().status).toBe('ok');
  return requestUuid;
}

/** The address of the preview's own cover once it is drawn for its present hero. */
export async function coverOnceDrawn(visitor: Visitor, requestUuid: string): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const { coverImageURL } = (await visitor.get(`/api/bookpreviews/${requestUuid}`)).json();
    if (coverImageURL) return coverImageURL;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the cover was not drawn');
}

/** The preview once the given pages are drawn (as the preview screen polls it); fails on a page in error. */
export async function previewWithPages(visitor: Visitor, requestUuid: string, pages: number[]) {
  for (let i = 0; i < 200; i += 1) {
    const preview = (await visitor.get(`/api/bookpreviews/${requestUuid}`)).json();
    const statuses = pages.map((p) => preview.previewPagesStatus[p] ?? preview.nonPreviewPagesStatus[p]);
    if (statuses.includes('error')) throw new Error(`page in error: ${JSON.stringify(preview.previewPagesStatus)}`);
    if (statuses.every((s) => s === 'available')) return preview;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('pages did not become available');
}
