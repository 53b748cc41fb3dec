import { seedDatabase } from './seedDatabase.js';
import { loadShopContent } from './modules/seed/contentFiles.js';
import { describeEachDatabase } from './testing/testApp.js';

describeEachDatabase('seeding the shop content', (storefront) => {
  it("writes it again without doubling a row, keeping a coupon's uses and taking its new words", async () => {
    const { db } = storefront().app;
    const count = async (table: 'print_sizes' | 'sample_flipbooks' | 'faqs' | 'states' | 'shipping_rates' | 'products') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const tables = ['print_sizes', 'sample_flipbooks', 'faqs', 'states', 'shipping_rates', 'products'] as const;
    const before = await Promise.all(tables.map(count));
    await db.updateTable('coupons').set({ used_count: 7 }).where('code', '=', 'HEROTALE10').execute();
    const content = loadShopContent();
    const coupon = content.coupons.find(({ code }) => code === 'HEROTALE10')!;
    const reworded = { ...content, coupons: [{ ...coupon, description: '10% off, said again' }] };
    try {
      await seedDatabase(db, reworded);
      expect(await Promise.all(tables.map(count))).toEqual(before);
      expect(before[1]).toBe(content.products.length * 2);
      expect(
        await db.selectFrom('coupons').select(['used_count', 'description']).where('code', '=', 'HEROTALE10').executeTakeFirst(),
      ).toEqual({
        used_count: 7,
        description: '10% off, said again',
      });
    } finally {
      await db.updateTable('coupons').set({ used_count: 0 }).where('code', '=', 'HEROTALE10').execute();
      await seedDatabase(db);
    }
  });
});
