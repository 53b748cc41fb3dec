import type { Leaf } from '../flipbook/bookLeaves';

const STORY_LEAF = /^(?:words|page|turn|climax)-(\d+)/;

/** The story page a leaf of the book shows (its words, its picture), or null for the book's own pages. */
export function storyPageOf(leaf: Leaf | undefined): number | null {
  const match = leaf && STORY_LEAF.exec(leaf.key);
  return match ? Number(match[1]) : null;
}

/** The story page open in the viewer at `index`: on a two-page spread, either page's. */
export const storyPageAt = (leaves: Leaf[], index: number): number | null => storyPageOf(leaves[index]) ?? storyPageOf(leaves[index + 1]);

/** Where a story page's words are in the book: the leaf to turn to while it is read aloud. */
export const wordsLeafOf = (leaves: Leaf[], page: number): number => leaves.findIndex((leaf) => leaf.key === `words-${page}`);
