import { DEFAULT_LANGUAGE, type Language } from 'contracts/languages';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { COUPONS_JSON_COLUMNS } from './tables.js';
import type { Db } from '../../platform/db/database.js';
import type { CouponsTable } from './tables.js';
import type { VisitorText } from '../../platform/errors/domainError.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { couponDiscountPaise } from './couponRules.js';

/** The coupons table, read and counted here only: orders ask by code. */

export const COUPON_USED_UP: VisitorText = visitorText('orders.coupon.usedUp');

/** Hours an unpaid order keeps a use of a coupon with a limited number of uses. */
export const COUPON_HOLD_HOURS = 2;

/** A coupon by its code (as typed, upper-cased by the caller), or undefined. */
export const findCoupon = (trx: Db, code: string) => trx.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();

/** The discount the coupon of this code gives on a subtotal: 0 for a code that is not a coupon. */
export async function couponDiscount(trx: Db, code: string, subtotalPaise: number): Promise<number> {
  const coupon = await trx.selectFrom('coupons').select(['kind', 'value']).where('code', '=', code).executeTakeFirst();
  return coupon ? couponDiscountPaise(coupon, subtotalPaise) : 0;
}

/** A coupon's description in a language: its translation, else the English one. */
export function couponDescription(coupon: { description: string; translated_descriptions: string }, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return coupon.description;
  return readJsonColumn(COUPONS_JSON_COLUMNS.translatedDescriptions, coupon.translated_descriptions)[language] ?? coupon.description;
}

/** Of these codes, the coupons with a limited number of uses: the ones an abandoned checkout must give back. */
export async function limitedCoupons(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom('coupons').select('code').where('code', 'in', codes).where('max_uses', 'is not', null).execute();
  return new Set(rows.map((row) => row.code));
}

/**
 * Takes one use of a coupon for an order. The check and the count are one statement, so two parallel
 * orders cannot both take the last use. `used_count` counts the uses held by unpaid orders and the
 * uses paid for. Answers false when none is left.
 */
export async function holdCoupon(trx: Db, code: string): Promise<boolean> {
  const held = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(held.numUpdatedRows) === 1;
}

/** Gives back a use an order held; the caller has just taken the coupon off that order. */
export async function releaseCoupon(trx: Db, code: string): Promise<void> {
  await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('code', '=', code)
    .where('used_count', '>', 0)
    .execute();
}

/** A coupon as the shop offers it. */
export interface CouponOnOffer {
  code: string;
  kind: CouponsTable['kind'];
  /** Percent for 'percent', paise for 'fixed'. */
  value: number;
  description: string;
  /** The description by language code, beside the English one. */
  translatedDescriptions: Record<string, string>;
  validFrom: string;
  validUntil: string;
  maxUses: number | null;
  usedCount: number;
  minSubtotalPaise: number;
}

/** Adds the shop's coupons; one already known has only its words rewritten, so its uses stay the database's. */
export async function saveCoupons(trx: Db, coupons: CouponOnOffer[]): Promise<void> {
  for (const coupon of coupons) {
    const words = { description: coupon.description, translated_descriptions: JSON.stringify(coupon.translatedDescriptions) };
    await trx
      .insertInto('coupons')
      .values({
        ...words,
        code: coupon.code,
        kind: coupon.kind,
        value: coupon.value,
        valid_from: coupon.validFrom,
        valid_until: coupon.validUntil,
        max_uses: coupon.maxUses,
        used_count: coupon.usedCount,
        min_subtotal_paise: coupon.minSubtotalPaise,
      })
      .onConflict((oc) => oc.column('code').doUpdateSet(words))
      .execute();
  }
}
