import type { Insertable } from 'kysely';
import type { Language } from 'contracts/languages';
import type { CouponsTable } from './modules/coupons/tables.js';
import type { FaqsTable, PoliciesTable } from './modules/content/tables.js';
import type { PrintSizesTable, PrintTypesTable, ProductsTable } from './modules/catalogue/tables.js';
import type { StatesTable } from './modules/orders/tables.js';
import { paise } from './modules/catalogue/money.js';
import type { ShopContent } from './modules/seed/contentFiles.js';

/** The shop's content files as the rows each owning module writes. `mediaUrl` names a picture of the shop's media. */

export function productRows(content: ShopContent, mediaUrl: (path: string) => string): Insertable<ProductsTable>[] {
  return content.products.map((product) => ({
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
  }));
}

export function printOptionRows(
  content: ShopContent,
  mediaUrl: (path: string) => string,
): { types: Insertable<PrintTypesTable>[]; sizes: Insertable<PrintSizesTable>[] } {
  return {
    types: content.printTypes.map((printType, position) => ({
      print_type: printType.printType,
      best_choice: printType.bestChoice ? 1 : 0,
      sample_image_url: mediaUrl(`print/${printType.sampleImage}-960.webp`),
      description: printType.description,
      paper_finish: printType.paperFinishType,
      delivery_timeline: printType.deliveryTimeline,
      translations: JSON.stringify(printType.translations),
      binding: JSON.stringify(printType.binding),
      companion_price_paise: paise(printType.companionPrice),
      position,
    })),
    sizes: content.printTypes.flatMap((printType) =>
      printType.printSizeVariations.map((size, position) => ({
        print_type: printType.printType,
        size: size.size,
        price_paise: paise(size.price),
        original_price_paise: size.originalPrice === undefined ? null : paise(size.originalPrice),
        position,
        routes: JSON.stringify(size.routes),
      })),
    ),
  };
}

export function couponRows(content: ShopContent): Insertable<CouponsTable>[] {
  return content.coupons.map((coupon) => ({
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
  }));
}

export function helpContentRows(content: ShopContent): { faqs: Insertable<FaqsTable>[]; policies: Insertable<PoliciesTable>[] } {
  const languages = Object.keys(content.faqs) as Language[];
  return {
    faqs: languages.flatMap((language) =>
      Object.entries(content.faqs[language]).flatMap(([faq_type, faqs]) =>
        faqs.map((faq, position) => ({ faq_type, language, position, question: faq.question, answer: faq.answer })),
      ),
    ),
    policies: (Object.keys(content.policies) as Language[]).flatMap((language) =>
      Object.entries(content.policies[language]).map(([name, markdown]) => ({ name, language, markdown })),
    ),
  };
}

export function deliveryStateRows(content: ShopContent): Insertable<StatesTable>[] {
  return Object.entries(content.states).flatMap(([country_code, states]) =>
    states.map((state, position) => ({
      country_code,
      code: state.code,
      name: state.name,
      translated_names: JSON.stringify(state.translatedNames),
      position,
    })),
  );
}
