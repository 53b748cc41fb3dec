import { lockAcrossInstances } from './platform/db/instanceLock.js';
import type { Db } from './platform/db/database.js';
import { replacePrintOptions, saveProducts } from './modules/catalogue/catalogueWrites.js';
import { replaceHelpContent } from './modules/content/helpContent.js';
import { replaceSampleBooks } from './modules/content/sampleRequests.js';
import { saveCoupons } from './modules/coupons/coupons.js';
import { mediaUrl } from './modules/media/mediaUrls.js';
import { replaceDeliveryStates } from './modules/orders/deliveryStates.js';
import { replaceShippingRates } from './modules/orders/shippingRates.js';
import { loadShopContent, type ShopContent } from './modules/seed/contentFiles.js';
import { couponRows, deliveryStateRows, helpContentRows, printOptionRows, productRows } from './seedRows.js';

/**
 * Writes the shop's content into the database, each part by the module that owns it, in one
 * transaction that one instance at a time runs. Content tables are replaced as a whole; stories are
 * rewritten in place, and coupons added or only their words rewritten, so their usage counts survive
 * a new seed.
 */
export async function seedDatabase(db: Db, content: ShopContent = loadShopContent()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAcrossInstances(trx, 'seed');
    await saveProducts(trx, productRows(content, mediaUrl));
    await replacePrintOptions(trx, printOptionRows(content, mediaUrl));
    await replaceShippingRates(trx);
    await replaceDeliveryStates(trx, deliveryStateRows(content));
    await saveCoupons(trx, couponRows(content));
    await replaceHelpContent(trx, helpContentRows(content));
    await replaceSampleBooks(trx, content.products);
  });
}
