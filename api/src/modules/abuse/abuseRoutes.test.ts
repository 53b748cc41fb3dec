import { describeEachDatabase, newVisitor } from '../../testing/testApp.js';
import { reserveUsage, WEEKLY_LIMITS, weeklyUsage } from './usageCounters.js';

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

  it('answers true once the server’s count for the session is spent, even when the browser was cleared', async () => {
    const visitor = await newVisitor(storefront().app);
    for (let i = 0; i < WEEKLY_LIMITS.book_preview; i += 1) await reserveUsage(storefront().app.db, 'book_preview', visitor.sessionId);
    const response = await visitor.post('/api/check-abuse/', { sessionId: 's2', usageStats: stats(0) });
    expect(response.json()).toEqual({ isAbusing: true });
  });

  it('does not count another session on the same address', async () => {
    const neighbour = await newVisitor(storefront().app);
    for (let i = 0; i < WEEKLY_LIMITS.book_preview; i += 1) await reserveUsage(storefront().app.db, 'book_preview', neighbour.sessionId);
    const visitor = await newVisitor(storefront().app);
    expect((await visitor.post('/api/check-abuse/', { sessionId: 's3', usageStats: stats(0) })).json()).toEqual({ isAbusing: false });
  });

  it('reserves atomically: parallel reservations never pass the quota', async () => {
    const { db } = storefront().app;
    const answers = await Promise.all(
      Array.from({ length: WEEKLY_LIMITS.book_preview + 5 }, () => reserveUsage(db, 'book_preview', 'parallel')),
    );
    expect(answers.filter(Boolean)).toHaveLength(WEEKLY_LIMITS.book_preview);
    await answers.find(Boolean)!();
    expect(await weeklyUsage(db, 'book_preview', 'parallel')).toBe(WEEKLY_LIMITS.book_preview - 1);
  });

  it('counts only the current week', async () => {
    const { db } = storefront().app;
    const lastWeek = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) await reserveUsage(db, 'quick_preview', 'old', lastWeek);
    await reserveUsage(db, 'quick_preview', 'old');
    expect(await weeklyUsage(db, 'quick_preview', 'old')).toBe(1);
  });

  it('refuses a request without usage stats', async () => {
    const visitor = await newVisitor(storefront().app);
    expect((await visitor.post('/api/check-abuse/', { sessionId: 's1' })).statusCode).toBe(400);
  });
});
