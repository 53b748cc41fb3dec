import jsQR from 'jsqr';
import sharp from 'sharp';
import { mmToPoints, POINTS_PER_INCH, SAFE_ZONE_MM, SOFTCOVER, gutterMmOf } from '../../../catalogue/printBinding.js';
import { drawPdfPages, readPdf } from '../../../../testing/readPdf.js';
import { wordsOnlyBook } from '../../../../testing/wordsOnlyBook.js';
import { createWorkPool, type WorkPool } from '../../../work/workPool.js';
import { bookPageList } from '../../printedBook.js';
import { safeArea, type Rect } from '../boxedPage.js';

jest.setTimeout(120_000);

const LISTEN_URL = `https://herotales.in/flipbook#listen=6b1f0c52-9d3e-4a8e-b1c2-0a7f5e3d9c41.listen.1922054400000.${'x'.repeat(43)}`;
const PRINT_DPI = 300;
const SQUARE_INCHES = 8;

let pool: WorkPool;
beforeAll(() => {
  pool = createWorkPool({ threads: 1 });
});
afterAll(() => pool.close());

/**
 * The dedication page of a softcover 8 x 8 in book, its words only (no pictures, for speed), as the print
 * file sets it: the page drawn at 300 dpi, its text, and its safe area in points from the sheet's bottom-left.
 */
async function dedicationPage(
  language: 'en' | 'hi',
  dedication: string,
  listenUrl: string | null,
): Promise<{ png: Buffer; text: string; safe: Rect }> {
  const content = wordsOnlyBook(language, { firstName: 'Anaya', gender: 'Girl' }, { dedication, listenUrl });
  const files = await pool.printBook({ content, print: { dpi: 40 }, width: 330, comfyuiUrl: null });
  const index = bookPageList(content).findIndex((page) => page.kind === 'dedication');
  const bleed = mmToPoints(SOFTCOVER.bleedMm);
  const side = SQUARE_INCHES * POINTS_PER_INCH;
  const trim = { x: bleed, y: bleed, width: side, height: side };
  const [png] = drawPdfPages(files.interior, [index], PRINT_DPI);
  return {
    png,
    text: readPdf(files.interior).pages[index].replace(/\s+/g, ' '),
    safe: safeArea(trim, index, mmToPoints(SAFE_ZONE_MM), mmToPoints(gutterMmOf(SOFTCOVER))),
  };
}

/** The code a page drawn at 300 dpi shows, as a phone's reader decodes it, with its corners in points from the sheet's bottom-left. */
async function scanned(png: Uint8Array) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR.default(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  if (!code) return null;
  const toPoints = ({ x, y }: { x: number; y: number }) => ({
    x: (x * POINTS_PER_INCH) / PRINT_DPI,
    y: ((info.height - y) * POINTS_PER_INCH) / PRINT_DPI,
  });
  const { topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner } = code.location;
  return { text: code.data, corners: [topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner].map(toPoints) };
}

describe("the dedication page's code to the book's recordings", () => {
  it('scans from a 300 dpi print to the listen link, inside the safe area, with its line and the message above it', async () => {
    const { png, text, safe } = await dedicationPage('en', 'For Anaya, who makes every day an adventure. Love, Nani', LISTEN_URL);
    const code = await scanned(png);
    expect(code?.text).toBe(LISTEN_URL);
    for (const corner of code!.corners) {
      expect(corner.x).toBeGreaterThan(safe.x);
      expect(corner.x).toBeLessThan(safe.x + safe.width);
      expect(corner.y).toBeGreaterThan(safe.y);
      expect(corner.y).toBeLessThan(safe.y + safe.height);
    }
    // About 26 mm wide: large enough for a phone's camera at a hand's length.
    const sideMm = ((code!.corners[1].x - code!.corners[0].x) * 25.4) / POINTS_PER_INCH;
    expect(sideMm).toBeGreaterThan(20);
    expect(sideMm).toBeLessThan(30);
    expect(text).toContain('Scan to hear this book read by your family');
    expect(text).toContain('who makes every day an adventure');
  });

  it('says its line in Hindi in a Hindi book, and is left out of a book with no listen link', async () => {
    const hindi = await dedicationPage('hi', 'अनाया के लिए, ढेर सारे प्यार के साथ', LISTEN_URL);
    expect((await scanned(hindi.png))?.text).toBe(LISTEN_URL);
    expect(hindi.text.replace(/\s+/g, '')).toContain('अपने परिवार की आवाज़ में यह किताब सुनने के लिए स्कैन करें'.replace(/\s+/g, ''));
    const without = await dedicationPage('en', 'For Anaya', null);
    expect(await scanned(without.png)).toBeNull();
    expect(without.text).not.toContain('Scan to hear');
  });
});
