import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/openDatabase.js';
import { isReleaseId, listReleases, readLive, releaseDir } from '../../modules/releases/releaseStore.js';

const mode = (file: string) => statSync(file).mode & 0o777;

let root: string;
beforeEach(() => (root = mkdtempSync(path.join(tmpdir(), 'private-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('files and releases', () => {
  it('keeps the data folder 0700 and the SQLite file 0600, also when they were made open before', async () => {
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const database = await openDatabase({ databaseUrl: null, dataDir, migrations: [] });
    await database.close();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'storefront.sqlite'))).toBe(0o600);
  });

  it('loads code only from a live release id in the form the release tool writes', () => {
    expect(isReleaseId('0.1.0-1a2b3c4d5e')).toBe(true);
    expect(isReleaseId('1.2.3-beta.1-0123456789')).toBe(true);
    for (const id of ['../../../tmp/evil', '..', '0.1.0-1a2b3c4d5e/../../x', '/etc', '0.1.0-XYZ', '', 42]) {
      expect(isReleaseId(id)).toBe(false);
    }
    expect(() => releaseDir(root, 'shell', '../../../tmp/evil')).toThrow('Not a release id');
    for (const name of ['0.1.0-1a2b3c4d5e', 'not-a-release']) {
      mkdirSync(path.join(root, 'mf-content', name), { recursive: true });
      writeFileSync(path.join(root, 'mf-content', name, 'mf-manifest.json'), '{}');
    }
    expect(listReleases(root, 'mf-content')).toEqual(['0.1.0-1a2b3c4d5e']);
    writeFileSync(
      path.join(root, 'live.json'),
      JSON.stringify({
        apps: {
          shell: { current: '../../../tmp/evil', previous: [] },
          'mf-content': { current: '0.1.0-1a2b3c4d5e', previous: ['../x', '0.1.0-0000000000'] },
          elsewhere: { current: '0.1.0-1a2b3c4d5e', previous: [] },
        },
        updatedAt: '2026-11-25T00:00:00.000Z',
      }),
    );
    expect(readLive(root).apps).toEqual({ 'mf-content': { current: '0.1.0-1a2b3c4d5e', previous: ['0.1.0-0000000000'] } });
  });
});
