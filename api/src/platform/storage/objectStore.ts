/** One stored object's key and when it was last written. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Where the shop keeps its files (photos, generated pictures, print PDFs, the email outbox): a
 * folder on this machine by default, or an S3-compatible bucket that every instance and worker
 * shares. Keys are relative paths such as `photos/<request>/<file>.jpg`.
 */
export interface ObjectStore {
  /** Where the objects are, for the logs (never with credentials). */
  readonly description: string;
  put(key: string, body: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with the prefix (a folder: it ends with a slash). */
  deleteAll(prefix: string): Promise<void>;
  /** Every object whose key starts with the prefix, at any depth. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Throws when the store cannot be reached (for readiness). */
  check(): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;
const PREFIX = /^([A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*$/;

/** Keys come partly from visitors' tokens: refuse any that could leave the store's root. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`Not a storage key: "${key}"`);
}

export function assertPrefix(prefix: string): void {
  if (!PREFIX.test(prefix) || prefix.split('/').includes('..')) throw new Error(`Not a storage folder: "${prefix}"`);
}
