/** What other parts of the server may use of the shop content the database is seeded from. */
export { CONTENT_DIR, loadShopContent } from './contentFiles.js';
export type { ProductContent, ShopContent } from './contentFiles.js';
