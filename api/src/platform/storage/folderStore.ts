import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, assertPrefix, type ObjectStore, type StoredObject } from './objectStore.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Objects as files under a folder, readable by the server's user only: the embedded default. */
export function folderStore(root: string): ObjectStore {
  const full = (key: string) => path.join(root, ...key.split('/'));
  return {
    description: `folder ${root}`,
    async put(key, body) {
      assertKey(key);
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, body, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      assertKey(key);
      try {
        return await readFile(full(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await rm(full(key), { force: true });
    },
    async deleteAll(prefix) {
      assertPrefix(prefix);
      if (prefix === '') throw new Error('Refusing to delete the whole store');
      // A file written into the folder while it is removed makes the last rmdir fail (ENOTEMPTY): tried again.
      await rm(full(prefix.slice(0, -1)), { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
    },
    async list(prefix) {
      assertPrefix(prefix);
      const found: StoredObject[] = [];
      const walk = async (keyPrefix: string) => {
        let entries;
        try {
          entries = await readdir(keyPrefix ? full(keyPrefix.slice(0, -1)) : root, { withFileTypes: true });
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
        for (const entry of entries) {
          const key = `${keyPrefix}${entry.name}`;
          if (entry.isDirectory()) await walk(`${key}/`);
          else if (entry.isFile() && !entry.name.endsWith('.part')) {
            const info = await stat(full(key)).catch(() => null);
            if (info) found.push({ key, modifiedAt: info.mtime });
          }
        }
      };
      await walk(prefix);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },
    async check() {
      await mkdir(root, { recursive: true, mode: 0o700 });
    },
  };
}
