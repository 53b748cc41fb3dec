/** Product shots (4:3, 1600 x 1200) of a closed square printed book: a soft-cover paperback and a cloth-spined hardcover. */
import { LETTERING_FONT } from './fonts/projectFonts.js';
import { C, INK, ellipse, line, n, shape, svgDocument } from './palette.js';
import { coverBody, COVER_DEFS, coverWidthFor } from './covers.js';
import { flowerPot } from './props/festival.js';
import { SHOP_HERO } from './samples.js';

export type PrintKind = 'paperback' | 'hardcover';

/**
 * Whose book the shot shows: the shop's sample (the jungle story's cover, named on its spine and on a
 * tag), or a visitor's own, from the picture of their cover (an image address, `data:` too) and unnamed,
 * since the page around it names the print type in its own language.
 */
export interface ShotOptions {
  cover?: string;
}

const SPINE_TITLE = 'The Brave Little Explorer';

const BOOK_DEFS =
  COVER_DEFS +
  `
<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf1e2"/><stop offset=".62" stop-color="#f7dcc8"/><stop offset=".62" stop-color="#eec7b0"/><stop offset="1" stop-color="#e6b89e"/></linearGradient>
<radialGradient id="bookShadow"><stop offset="0" stop-color="${INK}" stop-opacity=".38"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".1" stop-color="#fff" stop-opacity=".28"/><stop offset=".22" stop-color="#fff" stop-opacity="0"/><stop offset=".85" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity=".18"/></linearGradient>
<linearGradient id="pagesGrad" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#efe4cf"/><stop offset="1" stop-color="#fffaf0"/></linearGradient>
<pattern id="cloth" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#2f6f5a"/><path d="M0 0 L8 8 M8 0 L0 8" stroke="#fff" stroke-opacity=".08" stroke-width="1.5"/></pattern>`;

function studio(): string {
  return (
    `<rect width="1600" height="1200" fill="url(#studio)"/>` +
    `<circle cx="260" cy="260" r="180" fill="${C.sun}" opacity=".18"/><circle cx="1380" cy="200" r="120" fill="${C.pink}" opacity=".2"/>` +
    flowerPot(1390, 900, 1.5, C.teal) +
    // crayons
    `<g transform="translate(180 960) rotate(-12)">${[C.coral, C.gold, C.teal].map((c, i) => shape(`M0 ${i * 34} L200 ${i * 34} L230 ${i * 34 + 13} L200 ${i * 34 + 26} L0 ${i * 34 + 26}Z`, c, 3)).join('')}</g>`
  );
}

/** The books' covers are square, as the shop's square books are. */
const SQUARE = coverWidthFor(1);
/** The book's side in the shot. */
const SIDE = 760;

/** The cover art as a nested picture, w wide and square, placed at (x, y): the given cover's picture, or the sample's art. */
function coverArt(x: number, y: number, w: number, cover?: string): string {
  if (cover) return `<image x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(w)}" preserveAspectRatio="none" href="${cover}"/>`;
  return `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(w)}" viewBox="0 0 ${SQUARE} ${SQUARE}">${coverBody('jungle-explorer', { look: SHOP_HERO, width: SQUARE })}</svg>`;
}

/** A hardcover standing slightly turned: cloth spine on the left, boards overhanging the page block. */
export function hardcoverSvg({ cover }: ShotOptions = {}): string {
  const w = SIDE;
  const h = SIDE;
  const x = 540;
  const y = 190;
  const spine = 70;
  const body =
    studio() +
    `<ellipse cx="${x + w / 2 - 20}" cy="${y + h + 24}" rx="${w * 0.66}" ry="46" fill="url(#bookShadow)"/>` +
    `<g transform="translate(${x} ${y}) skewY(-3)">` +
    // page block seen at the top edge and the right edge
    `<path d="M8 -4 L${w + 4} -4 L${w + 16} 12 L${w + 16} ${h - 6} L${w + 4} ${h + 4} L8 ${h + 4}Z" fill="url(#pagesGrad)" stroke="${INK}" stroke-opacity=".4" stroke-width="3"/>` +
    line(
      Array.from({ length: 8 }, (_, i) => `M${w + 6 + i * 1.4} ${14 + i} L${w + 6 + i * 1.4} ${h - 10 - i}`).join(' '),
      '#d9cbb0',
      1.5,
      0.8,
    ) +
    // back board edge
    `<rect x="0" y="0" width="${w + 10}" height="${h + 10}" rx="10" fill="#2a5c4b" transform="translate(10 6)"/>` +
    // front board with the art
    `<rect x="0" y="0" width="${w}" height="${h}" rx="10" fill="#2f6f5a"/>` +
    `<clipPath id="boardClip"><rect x="0" y="0" width="${w}" height="${h}" rx="10"/></clipPath><g clip-path="url(#boardClip)">${coverArt(0, 0, w, cover)}</g>` +
    // cloth spine wrapping onto the front board, with the hinge groove
    `<path d="M-${spine} 22 Q-${spine + 5} ${h / 2} -${spine} ${h - 10} L0 ${h} L0 0Z" fill="url(#cloth)" stroke="${INK}" stroke-opacity=".5" stroke-width="3"/>` +
    `<path d="M-${spine} 22 Q-${spine + 5} ${h / 2} -${spine} ${h - 10} L0 ${h} L0 0Z" fill="${INK}" opacity=".28"/>` +
    `<rect x="0" y="0" width="54" height="${h}" fill="url(#cloth)"/>` +
    `<rect x="0" y="0" width="54" height="${h}" fill="url(#sheen)" opacity=".6"/>` +
    line(`M56 4 L56 ${h - 4}`, INK, 4, 0.4) +
    line(`M62 4 L62 ${h - 4}`, '#fff', 2, 0.25) +
    line(`M-${spine - 8} 86 L-8 72 M-${spine - 8} ${h - 74} L-8 ${h - 70}`, C.gold, 4, 0.9) +
    (cover
      ? ''
      : `<text transform="translate(-${spine / 2 - 8} ${h / 2}) rotate(-90)" text-anchor="middle" font-family="${LETTERING_FONT}" font-weight="800" font-size="28" fill="${C.gold}">${SPINE_TITLE}</text>`) +
    `<rect x="0" y="0" width="${w}" height="${h}" rx="10" fill="url(#sheen)"/>` +
    `<rect x="0" y="0" width="${w}" height="${h}" rx="10" fill="none" stroke="${INK}" stroke-opacity=".55" stroke-width="4"/>` +
    `</g>` +
    (cover ? '' : tag(250, 420, 'Hardcover', 'cloth spine, thick boards'));
  return svgDocument(1600, 1200, body, BOOK_DEFS);
}

/** A paperback lying at a slight angle, its soft cover gently curved and the thin page block showing. */
export function paperbackSvg({ cover }: ShotOptions = {}): string {
  const w = SIDE;
  const h = SIDE;
  const x = 520;
  const y = 200;
  const body =
    studio() +
    `<ellipse cx="${x + w / 2}" cy="${y + h + 16}" rx="${w * 0.62}" ry="34" fill="url(#bookShadow)"/>` +
    `<g transform="translate(${x} ${y}) rotate(3)">` +
    // thin page block under the cover (right and bottom)
    `<path d="M6 8 L${w + 8} 8 Q${w + 14} ${h / 2} ${w + 8} ${h + 8} L6 ${h + 10}Z" fill="url(#pagesGrad)" stroke="${INK}" stroke-opacity=".4" stroke-width="3"/>` +
    line(`M${w + 2} 14 Q${w + 8} ${h / 2} ${w + 2} ${h + 2} M${w + 5} 14 Q${w + 11} ${h / 2} ${w + 5} ${h + 2}`, '#d9cbb0', 1.5, 0.9) +
    // the soft cover, curved slightly at the right edge and corner lifted
    `<clipPath id="softClip"><path d="M0 0 L${w - 6} 0 Q${w + 4} ${h / 2} ${w - 2} ${h - 14} Q${w - 4} ${h} ${w - 22} ${h} L0 ${h}Z"/></clipPath>` +
    `<g clip-path="url(#softClip)">${coverArt(0, 0, w, cover)}<rect x="0" y="0" width="${w}" height="${h}" fill="url(#sheen)"/></g>` +
    `<path d="M0 0 L${w - 6} 0 Q${w + 4} ${h / 2} ${w - 2} ${h - 14} Q${w - 4} ${h} ${w - 22} ${h} L0 ${h}Z" fill="none" stroke="${INK}" stroke-opacity=".5" stroke-width="4"/>` +
    // the crease where a soft cover bends at the spine
    line(`M22 0 L22 ${h}`, INK, 3, 0.25) +
    line(`M26 0 L26 ${h}`, '#fff', 3, 0.35) +
    `<path d="M${w - 22} ${h} Q${w - 4} ${h} ${w - 2} ${h - 14} Q${w - 30} ${h - 8} ${w - 22} ${h}Z" fill="#fff" opacity=".5"/>` +
    `</g>` +
    (cover ? '' : tag(250, 420, 'Paperback', 'soft matte cover'));
  return svgDocument(1600, 1200, body, BOOK_DEFS);
}

function tag(x: number, y: number, title: string, sub: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(-6)">` +
    shape('M-190 -66 L190 -66 L190 66 L-190 66Z', C.cream, 4) +
    ellipse(-160, -40, 10, 10, C.tomato, 3, 'none') +
    `<text x="10" y="-6" text-anchor="middle" font-family="${LETTERING_FONT}" font-weight="800" font-size="48" fill="${INK}">${title}</text>` +
    `<text x="10" y="36" text-anchor="middle" font-family="${LETTERING_FONT}" font-weight="600" font-size="24" fill="${INK}" opacity=".75">${sub}</text></g>`
  );
}

export const PRINT_SAMPLES: Record<PrintKind, (options?: ShotOptions) => string> = {
  paperback: paperbackSvg,
  hardcover: hardcoverSvg,
};
