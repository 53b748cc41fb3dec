import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeEachDatabase } from '../../testing/testApp.js';
import { openLiveStore, type LiveStore } from './liveStore.js';
import { LIVE_FILE } from './releaseStore.js';

const quiet = { warn: () => undefined };

describeEachDatabase('the live releases', (storefront) => {
  let releasesDir: string;
  let store: LiveStore;
  beforeEach(async () => {
    releasesDir = mkdtempSync(path.join(tmpdir(), 'live-'));
    const { app, dialect } = storefront();
    await app.db.deleteFrom('live_releases').execute();
    store = await openLiveStore(releasesDir, dialect === 'postgres' ? app.db : null);
  });
  afterEach(() => rmSync(releasesDir, { recursive: true, force: true }));

  it("sets one app's release without touching the others', and forgets an app given none", async () => {
    await store.writeApp('mf-content', { current: '0.1.0-cccccccc11', previous: [] });
    await store.writeApp('mf-ordering', { current: '0.1.0-0000000022', previous: ['0.1.0-0000000011'] });
    await store.writeApp('mf-content', { current: '0.1.0-cccccccc22', previous: ['0.1.0-cccccccc11'] });
    expect((await store.read()).apps).toEqual({
      'mf-content': { current: '0.1.0-cccccccc22', previous: ['0.1.0-cccccccc11'] },
      'mf-ordering': { current: '0.1.0-0000000022', previous: ['0.1.0-0000000011'] },
    });
    await store.writeApp('mf-content', undefined);
    expect((await store.read()).apps).toEqual({ 'mf-ordering': { current: '0.1.0-0000000022', previous: ['0.1.0-0000000011'] } });
  });

  it('reaches a watching server within the time it promises', async () => {
    const source = await store.watch(quiet);
    try {
      await store.writeApp('shell', { current: '0.1.0-5555555511', previous: [] });
      await new Promise((resolve) => setTimeout(resolve, store.reachesEveryInstanceMs));
      expect(source.apps()).toEqual({ shell: { current: '0.1.0-5555555511', previous: [] } });
    } finally {
      source.stop();
    }
  });

  it('keeps a live.json from before: in the database that instances share, it is taken over', async () => {
    writeFileSync(
      path.join(releasesDir, LIVE_FILE),
      JSON.stringify({
        apps: { shell: { current: '0.1.0-5555555599', previous: ['0.1.0-5555555588'] } },
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const { app, dialect } = storefront();
    const reopened = await openLiveStore(releasesDir, dialect === 'postgres' ? app.db : null);
    expect((await reopened.read()).apps).toEqual({ shell: { current: '0.1.0-5555555599', previous: ['0.1.0-5555555588'] } });
  });
});
