import { describeEachDatabase, newVisitor } from '../testing/testApp.js';
import { recordUsage, usageSubjects, WEEKLY_LIMITS } from './usageCounters.js';

const stats = (quickPreviewsCount: number, bookPreviewsCount = 0) => ({
  quickPreviewsCount,
  bookPreviewsCount,
  sessionStart: '2026-11-20T10:00:00.000Z',
  sessionCount: 1,
  hasPurchased: false,
  lastPurchase: null,
});

describeEachDatabase('POST /api/check-abuse/', (storefront) => {
  it('answers false for ordinary use', async () => {
    const visitor = await newVisitor(storefront().app);
    const response = await visitor.post('/api/check-abuse/', { sessionId: 's1', usageStats: stats(2) });
    expect(response.json()).toEqual({ isAbusing: false });
  });

  it("answers true when the browser's own counts are over the weekly limit", async () => {
    const visitor = await newVisitor(storefront().app);
    const response = await visitor.post('/api/check-abuse/', { sessionId: 's1', usageStats: stats(WEEKLY_LIMITS.quick_preview + 1) });
    expect(response.json()).toEqual({ isAbusing: true });
  });

  it('answers true from the server’s counts for the address, even when the browser was cleared', async () => {
    const visitor = await newVisitor(storefront().app);
    const [, address] = usageSubjects('anything', '127.0.0.1');
    for (let i = 0; i <= WEEKLY_LIMITS.book_preview; i += 1) await recordUsage(storefront().app.db, 'book_preview', [address]);
    const response = await visitor.post('/api/check-abuse/', { sessionId: 's2', usageStats: stats(0) });
    expect(response.json()).toEqual({ isAbusing: true });
  });

  it('counts only the current week', async () => {
    const db = storefront().app.db;
    const subject = 'session:old';
    const lastWeek = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) await recordUsage(db, 'quick_preview', [subject], lastWeek);
    await recordUsage(db, 'quick_preview', [subject]);
    const row = await db.selectFrom('usage_counters').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();
    expect(row.count).toBe(1);
  });

  it('refuses a request without usage stats', async () => {
    const visitor = await newVisitor(storefront().app);
    expect((await visitor.post('/api/check-abuse/', { sessionId: 's1' })).statusCode).toBe(400);
  });
});
