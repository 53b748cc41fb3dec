import { bookWord } from 'contracts/book';
import { storyOutfit } from 'story-art';
import { drawHeroFigure } from './heroFigure.js';
import { listenCode } from './listenCode.js';
import type { Rect } from '../boxedPage.js';
import { drawCentred, fitted } from '../typeset.js';
import { centreOf, drawnFrame, INK, MUTED, PLUM, star, type InteriorPage } from './interiorPage.js';

/** "This book belongs to", over a drawn frame the child may fill with a drawing (or a photo) and a line for the name. */
export function drawBelongsTo({ page, safe, content, bold, body }: InteriorPage) {
  const words = fitted(bookWord(content.language, 'belongsTo', content.child.firstName), bold, body * 1.6, safe.width, { maxLines: 2 });
  const last = drawCentred(page, words.lines, centreOf(safe), safe.y + safe.height - words.size * 1.4, {
    font: bold,
    size: words.size,
    leading: 1.25,
    color: PLUM,
  });
  const side = Math.min(safe.width * 0.72, last - safe.y - body * 6);
  const frame = { x: centreOf(safe) - side / 2, y: last - words.size - side, width: side, height: side };
  drawnFrame(page, frame, body * 0.8);
  // The line to write the name on.
  const lineY = frame.y - body * 3;
  page.drawLine({
    start: { x: safe.x + safe.width * 0.15, y: lineY },
    end: { x: safe.x + safe.width * 0.85, y: lineY },
    thickness: body * 0.08,
    color: MUTED,
  });
}

/**
 * The giver's message, centred under a star; without one, a page of the shop's stars. With the book's
 * listen link, its code and "Scan to hear..." take the foot of the page, and the message the rest.
 */
export function drawDedication(at: InteriorPage) {
  const { listenUrl } = at.content;
  const code = listenUrl ? listenCode(at, listenUrl) : null;
  drawMessage(at, code?.above ?? at.safe);
  code?.draw();
}

/** The message (or the stars) centred in `safe`. */
function drawMessage({ page, trim, content, font, body }: InteriorPage, safe: Rect) {
  if (!content.dedication) {
    const stars = [
      [0.5, 0.62, 1.4],
      [0.36, 0.5, 0.8],
      [0.64, 0.5, 0.8],
      [0.5, 0.4, 0.6],
    ];
    for (const [x, y, size] of stars) star(page, safe.x + safe.width * x, safe.y + safe.height * y, body * size);
    return;
  }
  const message = fitted(content.dedication, font, trim.width / 26, safe.width * 0.8, { height: safe.height * 0.7, leading: 1.5 });
  const height = message.lines.length * message.size * 1.5;
  drawCentred(page, message.lines, centreOf(safe), safe.y + safe.height / 2 + height / 2, {
    font,
    size: message.size,
    leading: 1.5,
    color: INK,
  });
  star(page, centreOf(safe), safe.y + safe.height / 2 + height / 2 + message.size * 2.2, body * 0.7);
}

/**
 * The title, "A story for {name}", the hero waving in the story's clothes, and the shop's name under its
 * mark; a bilingual book's second title under the first, smaller.
 */
export async function drawTitle(at: InteriorPage) {
  const { page, safe, trim, content, font, bold, body } = at;
  const name = content.child.firstName;
  const title = fitted(content.title, bold, trim.width / 13, safe.width, { maxLines: content.second ? 2 : 3 });
  let last = drawCentred(page, title.lines, centreOf(safe), safe.y + safe.height - title.size * 1.1, {
    font: bold,
    size: title.size,
    leading: 1.2,
    color: PLUM,
  });
  let gap = title.size * 1.3;
  if (content.second) {
    const second = fitted(content.second.title, bold, title.size * 0.62, safe.width, { maxLines: 2 });
    last = drawCentred(page, second.lines, centreOf(safe), last - title.size * 1.25, {
      font: bold,
      size: second.size,
      leading: 1.3,
      color: PLUM,
    });
    gap = second.size * 1.8;
  }
  const forChild = fitted(bookWord(content.language, 'storyFor', name), font, trim.width / 24, safe.width, { maxLines: 2 });
  const under = drawCentred(page, forChild.lines, centreOf(safe), last - gap, {
    font,
    size: forChild.size,
    leading: 1.3,
    color: INK,
  });
  const top = under - forChild.size * 1.4;
  await drawHeroFigure(at, top, top - safe.y - body * 4.6, storyOutfit(content.cover.productSlug));
  star(page, centreOf(safe), safe.y + body * 3.2, body * 0.9);
  drawCentred(page, [bookWord(content.language, 'shop', name)], centreOf(safe), safe.y + body * 0.6, {
    font: bold,
    size: body,
    leading: 1,
    color: PLUM,
  });
}
