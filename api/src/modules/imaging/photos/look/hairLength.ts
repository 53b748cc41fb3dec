import type { HairLength } from 'contracts/hero';
import type { Lab } from '../cielab.js';
import type { RawImage } from '../readPhoto.js';
import { headAxes } from './headAxes.js';
import { deltaE, labAt, type FaceFrame } from './photoRegions.js';

/**
 * A pixel is hair when its colour is this close to the crown's (CIELAB ΔE): wide enough for the
 * hair's own light and shade, which the crown's sample does not hold. On the labelled photos 34 reads
 * 23 of 27 loose lengths (22 read 18) and calls no more tied-back hair long.
 */
const LIKE_HAIR = 34;
/** A row shows the hair when this share of it is the hair's colour; the hair ends after this many rows that do not. */
const ROW = { share: 0.25, gap: 6 };
/** How far below the eyes the chin (1 head-height) and the shoulders' line fall, in head-heights. */
const REACHES = { belowChin: 1.2, pastShoulders: 1.8 };

/**
 * How far the hair of the crown's colour hangs below the eyes' level, in head-heights, on the side
 * where it hangs further (hair often falls over one shoulder): row by row straight down from beside
 * each ear, as hair falls whatever the head's tilt, until the rows stop showing it. Null when the
 * photo stops at the chin.
 */
export function hairReach(image: RawImage, frame: FaceFrame, hair: Lab): number | null {
  const head = headAxes(frame);
  if (frame.chinY + head.tall * 0.3 > image.height) return null;
  const step = head.tall / 20;
  const reaches = [-1, 1].map((side) => {
    const ear = head.at(side * 95, 1);
    let [reach, gap] = [0, 0];
    for (let y = ear.y + head.tall * 0.5; y <= ear.y + head.tall * 3.5 && y < image.height && gap < ROW.gap; y += step) {
      let [seen, like] = [0, 0];
      for (let x = ear.x - head.wide * 0.45; x <= ear.x + head.wide * 0.45; x += step) {
        const lab = labAt(image, { x, y });
        if (!lab) continue;
        seen += 1;
        if (deltaE(lab, hair) < LIKE_HAIR) like += 1;
      }
      if (seen > 3 && like / seen >= ROW.share) [reach, gap] = [(y - ear.y) / head.tall, 0];
      else gap += 1;
    }
    return reach;
  });
  return Math.max(...reaches);
}

/**
 * The hair's length as the photo shows it: long when it hangs past the shoulders' line, to the
 * shoulders when it reaches below the chin, short when it stops above. Hair tied back shows as
 * short: what is proposed for it is decided with the child's gender (proposeLook).
 */
export function hairLengthOf(reach: number): HairLength {
  if (reach < REACHES.belowChin) return 'short';
  return reach >= REACHES.pastShoulders ? 'long' : 'shoulder';
}
