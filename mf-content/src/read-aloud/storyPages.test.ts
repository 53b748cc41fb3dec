import type { Leaf } from '../flipbook/bookLeaves';
import { storyPageAt, storyPageOf, wordsLeafOf } from './storyPages';

const leaf = (key: string): Leaf => ({ key, kind: 'turn', hero: null });
const leaves = ['cover', 'belongs-to', 'dedication', 'title', 'words-1', 'page-1', 'words-2', 'turn-3', 'climax-3-left', 'about'].map(leaf);

describe("a flipbook leaf's story page", () => {
  it('is the page whose words or picture it shows, and none for the book’s own pages', () => {
    expect(leaves.map(storyPageOf)).toEqual([null, null, null, null, 1, 1, 2, 3, 3, null]);
  });

  it('is found on either page of an open spread, and each page is read aloud at its words', () => {
    expect(storyPageAt(leaves, 3)).toBe(1);
    expect(storyPageAt(leaves, 9)).toBeNull();
    expect(wordsLeafOf(leaves, 2)).toBe(6);
    expect(wordsLeafOf(leaves, 3)).toBe(-1);
  });
});
