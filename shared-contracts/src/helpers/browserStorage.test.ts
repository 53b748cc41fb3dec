import { readJson, readText, removeKey, writeJson, writeText } from './browserStorage';

/** A storage that refuses everything, as a blocked or full one does. */
const refusing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
} as unknown as Storage;

describe('browser storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps JSON and plain text as written, and forgets a key', () => {
    writeJson(localStorage, 'draft', { name: 'Anaya', age: 6 });
    writeText(localStorage, 'user_country', 'IN');
    expect(readJson(localStorage, 'draft')).toEqual({ name: 'Anaya', age: 6 });
    expect(readText(localStorage, 'user_country')).toBe('IN');
    removeKey(localStorage, 'draft');
    expect(readJson(localStorage, 'draft')).toBeNull();
  });

  it('answers null for what cannot be read, and never throws', () => {
    localStorage.setItem('broken', '{not json');
    expect(readJson(localStorage, 'broken')).toBeNull();
    expect(readJson(refusing, 'draft')).toBeNull();
    expect(readText(refusing, 'user_country')).toBeNull();
    expect(() => writeJson(refusing, 'draft', {})).not.toThrow();
    expect(() => writeText(refusing, 'user_country', 'IN')).not.toThrow();
    expect(() => removeKey(refusing, 'draft')).not.toThrow();
  });
});
