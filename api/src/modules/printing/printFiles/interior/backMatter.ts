import { bookWord } from 'contracts/book';
import { companyNames } from 'contracts/companions';
import { drawCentred, fitted, wrap } from '../typeset.js';
import { drawHeroFigure } from './heroFigure.js';
import { centreOf, drawnFrame, INK, MUTED, PLUM, star, type InteriorPage } from './interiorPage.js';

/** "About {name}": the hero as the parent confirmed them, waving in a drawn frame, and a line for them. */
export async function drawAbout(at: InteriorPage) {
  const { page, safe, content, font, bold, body } = at;
  const name = content.child.firstName;
  const heading = fitted(bookWord(content.language, 'about', name), bold, body * 1.8, safe.width, { maxLines: 2 });
  const last = drawCentred(page, heading.lines, centreOf(safe), safe.y + safe.height - heading.size * 1.2, {
    font: bold,
    size: heading.size,
    leading: 1.2,
    color: PLUM,
  });
  // Who came along is said under the line, in the words the book names them with.
  const company = companyNames(content.companions, content.language);
  const said = bookWord(content.language, 'aboutLine', name) + (company ? ` ${bookWord(content.language, 'aboutWith', company)}` : '');
  const line = fitted(said, font, body * 1.1, safe.width * 0.9, { maxLines: 4 });
  const lineHeight = line.lines.length * line.size * 1.4;
  const top = last - heading.size * 0.9;
  const frame = await drawHeroFigure(at, top, top - safe.y - lineHeight - heading.size * 1.1 - body * 2);
  drawCentred(page, line.lines, centreOf(safe), frame.y - body * 0.4 - line.size * 2, { font, size: line.size, leading: 1.4, color: INK });
}

/**
 * The keepsake page: "{name}'s keepsake page", the day the book was made for them, then each field
 * over lines to write on by hand, the giver's note with room for a few.
 */
export function drawKeepsake({ page, safe, content, font, bold, body }: InteriorPage) {
  const name = content.child.firstName;
  const word = (key: Parameters<typeof bookWord>[1]) => bookWord(content.language, key, name);
  const heading = fitted(word('keepsake'), bold, body * 1.6, safe.width, { maxLines: 2 });
  let y = drawCentred(page, heading.lines, centreOf(safe), safe.y + safe.height - heading.size * 1.2, {
    font: bold,
    size: heading.size,
    leading: 1.2,
    color: PLUM,
  });
  y = drawCentred(page, wrap(word('madeOn'), font, body, safe.width), centreOf(safe), y - body * 2, {
    font,
    size: body,
    leading: 1.3,
    color: INK,
  });
  const fields: [string, number][] = [
    [word('giverNote'), 3],
    [word('favouritePage'), 1],
    [word('firstReader'), 1],
    [word('howTall'), 1],
  ];
  const writtenLines = fields.reduce((sum, [, lines]) => sum + lines, 0);
  // The room left above the shop's star, shared between the fields' labels and the lines under them.
  const step = (y - body * 2 - (safe.y + body * 2)) / (fields.length * 1.6 + writtenLines);
  const [left, right] = [safe.x + safe.width * 0.08, safe.x + safe.width * 0.92];
  y -= body * 2;
  for (const [label, lines] of fields) {
    y -= step;
    font.drawLine(page, label, { x: left, y, size: Math.min(body, step * 0.7), color: MUTED });
    y -= step * 0.6;
    for (let i = 0; i < lines; i += 1) {
      y -= step;
      page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: body * 0.05, color: MUTED });
    }
  }
  star(page, centreOf(safe), safe.y + body * 0.6, body * 0.5);
}

/** A page for the child's own drawing: a large drawn frame, under "Draw {name}'s next adventure" on the first. */
export function drawDrawingPage({ page, safe, content, bold, body }: InteriorPage, first: boolean) {
  let top = safe.y + safe.height - body;
  if (first) {
    const heading = fitted(bookWord(content.language, 'nextAdventure', content.child.firstName), bold, body * 1.5, safe.width, {
      maxLines: 2,
    });
    top =
      drawCentred(page, heading.lines, centreOf(safe), safe.y + safe.height - heading.size * 1.2, {
        font: bold,
        size: heading.size,
        leading: 1.25,
        color: PLUM,
      }) - heading.size;
  }
  const inset = body * 0.8;
  drawnFrame(page, { x: safe.x + inset, y: safe.y + inset, width: safe.width - 2 * inset, height: top - safe.y - 2 * inset }, body * 0.7);
}

/** The last page inside: the title, who it was made for, the shop's rights and the year, how it was printed. */
export function drawImprint({ page, safe, content, font, bold, body }: InteriorPage) {
  const name = content.child.firstName;
  const size = body * 0.7;
  const lines = [
    ...wrap(content.title, bold, size, safe.width).map((text) => ({ text, font: bold })),
    ...[
      bookWord(content.language, 'madeFor', name),
      bookWord(content.language, 'rights', name),
      bookWord(content.language, 'printedFor', name),
    ]
      .flatMap((text) => wrap(text, font, size, safe.width))
      .map((text) => ({ text, font })),
  ];
  star(page, centreOf(safe), safe.y + size * (lines.length * 1.6 + 2.4), size);
  lines.forEach(({ text, font: face }, i) =>
    face.drawLine(page, text, {
      x: centreOf(safe) - face.widthOf(text, size) / 2,
      y: safe.y + size * ((lines.length - i) * 1.6),
      size,
      color: i === 0 ? PLUM : MUTED,
    }),
  );
}
