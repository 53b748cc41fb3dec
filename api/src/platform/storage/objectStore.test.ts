import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server, type TestBucket } from '../../testing/s3Server.js';
import { parseStorageUrl } from './storageUrl.js';
import { folderStore } from './folderStore.js';
import type { ObjectStore } from './objectStore.js';
import { openObjectStore } from './openObjectStore.js';

const stores: [string, () => Promise<{ store: ObjectStore; close(): Promise<void> }>][] = [
  [
    'folder',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'store-'));
      return { store: folderStore(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3-compatible bucket',
    async () => {
      const bucket: TestBucket = await startS3Server();
      return { store: await openObjectStore({ storageUrl: bucket.storageUrl, dataDir: '/nonexistent' }), close: () => bucket.close() };
    },
  ],
];

describe.each(stores)('object store: %s', (_name, open) => {
  let opened: { store: ObjectStore; close(): Promise<void> };
  let store: ObjectStore;
  beforeAll(async () => {
    opened = await open();
    store = opened.store;
  });
  afterAll(() => opened.close());

  it('keeps, answers, lists and deletes objects by key', async () => {
    await store.check();
    await store.put('photos/r1/a.jpg', Buffer.from('first'));
    await store.put('photos/r1/a.jpg', Buffer.from('second'));
    await store.put('photos/r2/b.jpg', Buffer.from('other'));
    await store.put('books/r1.pdf', new Uint8Array([37, 80, 68, 70]));
    expect((await store.get('photos/r1/a.jpg'))?.toString()).toBe('second');
    expect(await store.get('photos/r1/missing.jpg')).toBeNull();
    const listed = await store.list('photos/');
    expect(listed.map((object) => object.key)).toEqual(['photos/r1/a.jpg', 'photos/r2/b.jpg']);
    expect(Math.abs(listed[0].modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    await store.delete('photos/r2/b.jpg');
    await store.delete('photos/r2/never-there.jpg');
    expect(await store.get('photos/r2/b.jpg')).toBeNull();
    await store.deleteAll('photos/');
    expect(await store.list('photos/')).toEqual([]);
    expect((await store.get('books/r1.pdf'))?.subarray(0, 4).toString()).toBe('%PDF');
    expect(await store.list('nothing/')).toEqual([]);
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../secret', 'photos/../../etc/passwd', '/abs', 'a//b', '', 'photos/']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Not a storage key');
    }
    await expect(store.deleteAll('')).rejects.toThrow();
    await expect(store.list('../../')).rejects.toThrow('Not a storage folder');
  });
});

describe('STORAGE_URL', () => {
  it('names the bucket, folder, server, region and credentials', () => {
    expect(parseStorageUrl('s3://key:se%2Fcret@shop-media/eu/?endpoint=http%3A%2F%2F10.0.0.5%3A9000&region=ap-south-1')).toEqual({
      bucket: 'shop-media',
      prefix: 'eu/',
      endpoint: 'http://10.0.0.5:9000',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'se/cret' },
    });
    expect(parseStorageUrl('s3://shop-media').prefix).toBe('');
    expect(parseStorageUrl('s3://shop-media/books').prefix).toBe('books/');
  });

  it('refuses what is not an s3 address', () => {
    expect(() => parseStorageUrl('http://shop-media/')).toThrow('STORAGE_URL must look like');
    expect(() => parseStorageUrl('not a url')).toThrow('STORAGE_URL must look like');
  });
});
