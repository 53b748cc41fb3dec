/**
 * Spot illustrations: on some pages of each story the words stand on the paper with one thing they
 * name drawn beneath them, no scene round it, as a picture book varies its spreads. Each is drawn in
 * a SPOT_WIDTH x SPOT_HEIGHT box.
 */
import { C, svgDocument } from './palette.js';
import * as P from './props/common.js';
import * as F from './props/festival.js';
import * as O from './props/ocean.js';
import * as S from './props/space.js';

export const SPOT_WIDTH = 600;
export const SPOT_HEIGHT = 400;

/** By story and page number (from 1): the thing the page's words name. */
const SPOTS: Record<string, Partial<Record<number, () => string>>> = {
  'jungle-explorer': {
    // "two bananas, just in case"
    1: () => P.banana(230, 250, 3, -20) + P.banana(380, 262, 3, 15),
    // "I chased a butterfly"
    7: () => P.butterfly(300, 200, 2.2, C.marigold, -10) + P.butterfly(460, 110, 1, C.pink, 15),
    // "big paw prints, leading up the hill"
    9: () => P.pawPrint(110, 330, 1.7, 60) + P.pawPrint(240, 250, 1.7, 60) + P.pawPrint(370, 170, 1.7, 60) + P.pawPrint(500, 90, 1.7, 60),
  },
  'space-adventure': {
    // "landed, plop, in the tulsi pot"
    2: () => S.tulsiPot(300, 380, 1.5) + S.starFriend(300, 110, 46, 'sad', -8),
    // "a giant planet wearing shining rings like bangles"
    6: () => S.planet(300, 210, 120, '#f2a45e', { rings: '#ffd25e', bands: '#e88a4d', tilt: -14 }),
    // "one little star winked, just for {him}"
    12: () => S.starFriend(300, 200, 90, 'happy', 8),
  },
  'ocean-quest': {
    // "a starfish waved hello and a crab clicked a happy tune"
    4: () => O.starfish(190, 250, 1.4, C.marigold, -12) + O.crab(420, 330, 1.2, true),
    // "two tiny fish"
    5: () => O.fish(220, 230, 1.5, C.marigold) + O.fish(400, 150, 1.1, C.teal),
    // "the jellyfish twirled like tiny umbrellas"
    11: () => O.jellyfish(220, 150, 0.9, C.pink) + O.jellyfish(390, 190, 0.85, C.teal),
  },
  'festival-of-lights': {
    // "peeping from behind the marigold pots"
    2: () => F.flowerPot(200, 380, 1.4) + F.flowerPot(400, 380, 1.2, C.teal),
    // "rows and rows of little clay diyas"
    4: () => F.diyaRow(100, 500, 300, 5, 1.4),
    // "a big plate of golden laddoos"
    7: () => F.laddooPlate(300, 260, 1.8),
  },
};

/** The spot illustration of a story's page as an SVG document, or null for a page drawn as a spread. */
export function spotIllustration(slug: string, pageNumber: number): string | null {
  const draw = SPOTS[slug]?.[pageNumber];
  return draw ? svgDocument(SPOT_WIDTH, SPOT_HEIGHT, draw()) : null;
}
