/**
 * The one way the storefront reads and writes browser storage. None of these throws: a private
 * mode, a full quota or a blocked storage must not break the shop, whose state then lives in memory
 * for the visit. Storage is passed in, so a test gives its own.
 */

/** A stored JSON value, or null when there is none or it cannot be read. */
export function readJson(storage: Storage, key: string): unknown {
  const text = readText(storage, key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  writeText(storage, key, JSON.stringify(value));
}

/** A stored text as it was written (a value kept as plain text, such as a country code), or null. */
export function readText(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(storage: Storage, key: string, text: string): void {
  try {
    storage.setItem(key, text);
  } catch {
    // storage full or unavailable: the in-memory state still works for this visit
  }
}

export function removeKey(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing stored to remove
  }
}
