import { lockAcrossInstances } from './platform/db/instanceLock.js';
import type { Db } from './platform/db/database.js';
import { replacePrintOptions, saveProducts } from './modules/catalogue/index.js';
import { replaceHelpContent, replaceSampleBooks } from './modules/content/index.js';
import { saveCoupons } from './modules/coupons/index.js';
import { mediaUrl } from './modules/media/index.js';
import { replaceDeliveryStates, replaceShippingRates } from './modules/orders/index.js';
import { loadShopContent, type ShopContent } from './modules/seed/index.js';
import { couponsOnOffer, printOptionsOnSale, storiesOnSale } from './seedContent.js';

/**
 * Writes the shop's content into the database, each part by the module that owns it, in one
 * transaction that one instance at a time runs. Content tables are replaced as a whole; stories are
 * rewritten in place, and coupons added or only their words rewritten, so their usage counts survive
 * a new seed.
 */
export async function seedDatabase(db: Db, content: ShopContent = loadShopContent()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAcrossInstances(trx, 'seed');
    await saveProducts(trx, storiesOnSale(content, mediaUrl));
    await replacePrintOptions(trx, printOptionsOnSale(content, mediaUrl));
    await replaceShippingRates(trx);
    await replaceDeliveryStates(trx, content.states);
    await saveCoupons(trx, couponsOnOffer(content));
    await replaceHelpContent(trx, { faqs: content.faqs, policies: content.policies });
    await replaceSampleBooks(trx, content.products);
  });
}
