import { lockAcrossInstances } from './platform/db/instanceLock.js';
import type { Db } from './platform/db/openDatabase.js';
import { mediaUrl } from './modules/media/mediaUrls.js';
import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts/languages';
import { SAMPLE_CARD_WIDTH, SAMPLES, sampleCoverPath, samplePagePath, storyLanguages } from './modules/media/sampleBooks.js';
import { loadShopContent, type ShopContent } from './modules/seed/contentFiles.js';

const paise = (rupees: number) => Math.round(rupees * 100);

/** Delivery charges by checkout country, in rupees (also stated in the shipping policy). */
export const SHIPPING_RUPEES: Record<string, number> = { IN: 0, US: 1499, UK: 1299 };

/** Sample books shown in the flipbook catalogue: two per product, one per story variant. */
export function sampleRequestUuid(productId: number, sample: number): string {
  return `01062024-00000000-0000-4000-8000-${String(productId * 100 + sample).padStart(12, '0')}`;
}

/**
 * Writes the shop's content into the database. Content tables are replaced as a whole; coupons are
 * added, or only their words rewritten, so their usage counts survive a new seed.
 */
export async function seedDatabase(db: Db, content: ShopContent = loadShopContent()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAcrossInstances(trx, 'seed');
    for (const table of ['sample_flipbooks', 'print_sizes', 'print_types', 'faqs', 'policies', 'states', 'shipping_rates'] as const) {
      await trx.deleteFrom(table).execute();
    }
    await trx.deleteFrom('books').where('request_uuid', 'like', '01062024-00000000-%').execute();

    for (const product of content.products) {
      const row = {
        product_id: product.productId,
        slug: product.slug,
        display_name: product.displayName,
        title: product.title,
        description: product.description,
        age_group: product.ageGroup,
        status: product.status,
        priority: product.priority,
        min_age: product.minAge,
        max_age: product.maxAge,
        image_urls: JSON.stringify([
          mediaUrl(`products/${product.slug}/cover-640.webp`),
          mediaUrl(`products/${product.slug}/scene-01-v0-960.webp`),
          mediaUrl(`products/${product.slug}/scene-06-v0-960.webp`),
        ]),
        pages_per_batch: product.preview.numberOfPagesPerGenerationBatch,
        deposit_paise: paise(product.preview.depositAmount),
        deposit_after_page: product.preview.depositTakenAfterPage,
        story_pages: JSON.stringify(product.story.pages),
        story_translations: JSON.stringify(product.translations),
      };
      await trx
        .insertInto('products')
        .values(row)
        .onConflict((oc) => oc.column('product_id').doUpdateSet(row))
        .execute();
    }

    for (const [position, printType] of content.printTypes.entries()) {
      await trx
        .insertInto('print_types')
        .values({
          print_type: printType.printType,
          best_choice: printType.bestChoice ? 1 : 0,
          sample_image_url: mediaUrl(`print/${printType.sampleImage}-960.webp`),
          description: printType.description,
          paper_finish: printType.paperFinishType,
          delivery_timeline: printType.deliveryTimeline,
          translations: JSON.stringify(printType.translations),
          binding: JSON.stringify(printType.binding),
          position,
        })
        .execute();
      for (const [sizePosition, size] of printType.printSizeVariations.entries()) {
        await trx
          .insertInto('print_sizes')
          .values({
            print_type: printType.printType,
            size: size.size,
            price_paise: paise(size.price),
            original_price_paise: size.originalPrice === undefined ? null : paise(size.originalPrice),
            position: sizePosition,
            partner_products: JSON.stringify(size.partnerProducts ?? {}),
          })
          .execute();
      }
    }

    for (const [country_code, rupees] of Object.entries(SHIPPING_RUPEES)) {
      await trx
        .insertInto('shipping_rates')
        .values({ country_code, cost_paise: paise(rupees) })
        .execute();
    }

    for (const coupon of content.coupons) {
      await trx
        .insertInto('coupons')
        .values({
          code: coupon.code,
          kind: coupon.kind,
          value: coupon.kind === 'fixed' ? paise(coupon.value) : coupon.value,
          description: coupon.description,
          valid_from: coupon.validFrom,
          valid_until: coupon.validUntil,
          max_uses: coupon.maxUses,
          used_count: coupon.usedCount,
          min_subtotal_paise: paise(coupon.minSubtotal),
          translated_descriptions: JSON.stringify(coupon.translatedDescriptions),
        })
        // A coupon's words follow its content; its uses stay the database's.
        .onConflict((oc) =>
          oc.column('code').doUpdateSet({
            description: coupon.description,
            translated_descriptions: JSON.stringify(coupon.translatedDescriptions),
          }),
        )
        .execute();
    }

    for (const [language, byType] of Object.entries(content.faqs) as [Language, ShopContent['faqs']['en']][]) {
      for (const [faq_type, faqs] of Object.entries(byType)) {
        for (const [position, faq] of faqs.entries()) {
          await trx.insertInto('faqs').values({ faq_type, language, position, question: faq.question, answer: faq.answer }).execute();
        }
      }
    }

    for (const [language, policies] of Object.entries(content.policies) as [Language, ShopContent['policies']['en']][]) {
      for (const [name, markdown] of Object.entries(policies))
        await trx.insertInto('policies').values({ name, language, markdown }).execute();
    }

    for (const [country_code, states] of Object.entries(content.states)) {
      for (const [position, state] of states.entries()) {
        await trx
          .insertInto('states')
          .values({ country_code, code: state.code, name: state.name, translated_names: JSON.stringify(state.translatedNames), position })
          .execute();
      }
    }

    const now = new Date().toISOString();
    for (const product of content.products) {
      for (const { variant: sample, gender } of SAMPLES) {
        const request_uuid = sampleRequestUuid(product.productId, sample);
        const pagesIn = (language: Language) => ({
          '0': mediaUrl(sampleCoverPath(product.slug, language, sample)),
          ...Object.fromEntries(
            product.story.pages.map((page) => [String(page.pageNumber), mediaUrl(samplePagePath(product.slug, sample, page.scene))]),
          ),
        });
        const pages = pagesIn(DEFAULT_LANGUAGE);
        const translated = storyLanguages(product).filter((language) => language !== DEFAULT_LANGUAGE);
        await trx
          .insertInto('books')
          .values({ request_uuid, product_id: product.productId, pages: JSON.stringify(pages), created_at: now })
          .execute();
        await trx
          .insertInto('sample_flipbooks')
          .values({
            sample_flipbook_id: product.productId * 100 + sample,
            product_id: product.productId,
            request_uuid,
            display_image: mediaUrl(sampleCoverPath(product.slug, DEFAULT_LANGUAGE, sample, SAMPLE_CARD_WIDTH)),
            priority: product.priority * 10 + sample,
            gender,
            translated_pages: JSON.stringify(Object.fromEntries(translated.map((language) => [language, pagesIn(language)]))),
          })
          .execute();
      }
    }
  });
}
