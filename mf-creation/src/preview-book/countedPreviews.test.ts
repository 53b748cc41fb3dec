import { countPreviewOnce } from './countedPreviews';

describe('a book preview counted once per request', () => {
  beforeEach(() => localStorage.clear());

  it('counts a request the first time only, also after a reload', () => {
    expect(countPreviewOnce('22112026-a')).toBe(true);
    expect(countPreviewOnce('22112026-a')).toBe(false);
    expect(countPreviewOnce('22112026-b')).toBe(true);
    expect(countPreviewOnce('22112026-a')).toBe(false);
  });

  it('remembers the last twenty requests and survives a damaged record', () => {
    for (let i = 0; i < 21; i += 1) countPreviewOnce(`r${i}`);
    expect(countPreviewOnce('r20')).toBe(false);
    expect(countPreviewOnce('r0')).toBe(true);
    localStorage.setItem('counted_book_previews', '{not json');
    expect(countPreviewOnce('r5')).toBe(true);
  });
});
