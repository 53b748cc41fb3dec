import { paise, type PrintTypeOnSale, type Story } from './modules/catalogue/index.js';
import type { CouponOnOffer } from './modules/coupons/index.js';
import type { ShopContent } from './modules/seed/index.js';

/** The shop's content files as each owning module takes them. `mediaUrl` names a picture of the shop's media. */

export function storiesOnSale(content: ShopContent, mediaUrl: (path: string) => string): Story[] {
  return content.products.map((product) => ({
    productId: product.productId,
    slug: product.slug,
    displayName: product.displayName,
    title: product.title,
    description: product.description,
    ageGroup: product.ageGroup,
    status: product.status,
    priority: product.priority,
    minAge: product.minAge,
    maxAge: product.maxAge,
    imageUrls: [
      mediaUrl(`products/${product.slug}/cover-640.webp`),
      mediaUrl(`products/${product.slug}/scene-01-v0-960.webp`),
      mediaUrl(`products/${product.slug}/scene-06-v0-960.webp`),
    ],
    pagesPerBatch: product.preview.numberOfPagesPerGenerationBatch,
    depositPaise: paise(product.preview.depositAmount),
    depositAfterPage: product.preview.depositTakenAfterPage,
    pages: product.story.pages,
    translations: product.translations,
  }));
}

export function printOptionsOnSale(content: ShopContent, mediaUrl: (path: string) => string): PrintTypeOnSale[] {
  return content.printTypes.map((printType) => ({
    printType: printType.printType,
    bestChoice: printType.bestChoice,
    sampleImageUrl: mediaUrl(`print/${printType.sampleImage}-960.webp`),
    description: printType.description,
    paperFinish: printType.paperFinishType,
    deliveryTimeline: printType.deliveryTimeline,
    translations: printType.translations,
    binding: printType.binding,
    companionPricePaise: paise(printType.companionPrice),
    sizes: printType.printSizeVariations.map((size) => ({
      size: size.size,
      pricePaise: paise(size.price),
      originalPricePaise: size.originalPrice === undefined ? null : paise(size.originalPrice),
      routes: size.routes,
    })),
  }));
}

export function couponsOnOffer(content: ShopContent): CouponOnOffer[] {
  return content.coupons.map((coupon) => ({
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'fixed' ? paise(coupon.value) : coupon.value,
    description: coupon.description,
    translatedDescriptions: coupon.translatedDescriptions,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    maxUses: coupon.maxUses,
    usedCount: coupon.usedCount,
    minSubtotalPaise: paise(coupon.minSubtotal),
  }));
}
