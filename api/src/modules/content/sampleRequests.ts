import { DEFAULT_LANGUAGE, type Language } from 'contracts/languages';
import type { Db } from '../../platform/db/database.js';
import { mediaUrl, SAMPLE_CARD_WIDTH, SAMPLES, sampleCoverPath, samplePagePath, storyLanguages } from '../media/index.js';
import { sampleBooks } from '../personalization/index.js';
import type { ShopContent } from '../seed/index.js';

/** The request ids of the sample books: never a visitor's, whose ids start with the day they were made. */
const SAMPLE_REQUEST_PREFIX = '01062024-00000000-';

/** Sample books shown in the flipbook catalogue: two per product, one per story variant. */
export function sampleRequestUuid(productId: number, sample: number): string {
  return `${SAMPLE_REQUEST_PREFIX}0000-4000-8000-${String(productId * 100 + sample).padStart(12, '0')}`;
}

/** The requests the shop's sample flipbooks were made from: the shop's own books, never a child's. */
export async function sampleRequests(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('sample_flipbooks').select('request_uuid').execute()).map((sample) => sample.request_uuid));
}

/** Whether a request id is one of the shop's sample flipbooks. */
export async function isSampleBook(db: Db, requestUuid: string): Promise<boolean> {
  const sample = await db.selectFrom('sample_flipbooks').select('request_uuid').where('request_uuid', '=', requestUuid).executeTakeFirst();
  return Boolean(sample);
}

/** Replaces the sample flipbooks, and their books, with those of the stories given. */
export async function replaceSampleBooks(trx: Db, products: ShopContent['products']): Promise<void> {
  await trx.deleteFrom('sample_flipbooks').execute();
  await sampleBooks.forgetAll(trx, SAMPLE_REQUEST_PREFIX);
  const now = new Date().toISOString();
  for (const product of products) {
    for (const { variant: sample, gender } of SAMPLES) {
      const requestUuid = sampleRequestUuid(product.productId, sample);
      const pagesIn = (language: Language) => ({
        '0': mediaUrl(sampleCoverPath(product.slug, language, sample)),
        ...Object.fromEntries(
          product.story.pages.map((page) => [String(page.pageNumber), mediaUrl(samplePagePath(product.slug, sample, page.scene))]),
        ),
      });
      const translated = storyLanguages(product).filter((language) => language !== DEFAULT_LANGUAGE);
      await sampleBooks.save(trx, { requestUuid, productId: product.productId, pages: pagesIn(DEFAULT_LANGUAGE), createdAt: now });
      await trx
        .insertInto('sample_flipbooks')
        .values({
          sample_flipbook_id: product.productId * 100 + sample,
          product_id: product.productId,
          request_uuid: requestUuid,
          display_image: mediaUrl(sampleCoverPath(product.slug, DEFAULT_LANGUAGE, sample, SAMPLE_CARD_WIDTH)),
          priority: product.priority * 10 + sample,
          gender,
          translated_pages: JSON.stringify(Object.fromEntries(translated.map((language) => [language, pagesIn(language)]))),
        })
        .execute();
    }
  }
}
