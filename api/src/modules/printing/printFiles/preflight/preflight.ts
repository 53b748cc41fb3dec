import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFHexString,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';
import { MM_PER_INCH, mmToPoints, POINTS_PER_INCH, PRINT_BLEED_MM, SAFE_ZONE_MM } from '../../../catalogue/index.js';
import { safeArea, type Rect } from '../boxedPage.js';
import { pagePlacements, type Box } from './pagePlacements.js';

export interface RuleResult {
  rule: string;
  pass: boolean;
  detail: string;
}

export interface PreflightReport {
  /** 'interior' or 'cover', from the file's keywords; null for a PDF this shop did not make. */
  kind: 'interior' | 'cover' | null;
  pages: number;
  /** Cover only: the inside's page count its spine was made for. */
  interiorPages: number | null;
  rules: RuleResult[];
}

export interface PreflightOptions {
  /** Pictures must be at least this sharp where they are placed (300 unless told). */
  minDpi?: number;
  /** Bleed at least this wide on every side, in millimetres (3 unless told). */
  minBleedMm?: number;
}

/** Half a point: what rounding in the file may leave. */
const TOLERANCE = 0.5;
const mm = (points: number) => ((points * MM_PER_INCH) / POINTS_PER_INCH).toFixed(1);
const toBox = (rect: Rect): Box => ({ left: rect.x, right: rect.x + rect.width, bottom: rect.y, top: rect.y + rect.height });
const within = (inner: Box, outer: Box) =>
  inner.left >= outer.left - TOLERANCE &&
  inner.right <= outer.right + TOLERANCE &&
  inner.bottom >= outer.bottom - TOLERANCE &&
  inner.top <= outer.top + TOLERANCE;

/** The file's keywords as `key=value` pairs, and the bare ones. */
function keywordsOf(doc: PDFDocument): Map<string, string> {
  const words = (doc.getKeywords() ?? '').split(/\s+/).filter(Boolean);
  return new Map(words.map((word) => [word.split('=')[0], word.split('=')[1] ?? '']));
}

function textOf(object: PDFObject | undefined): string {
  if (object instanceof PDFString || object instanceof PDFHexString) return object.decodeText();
  return '';
}

/**
 * Checks a print file against what a print-on-demand printer asks for: page boxes with bleed, fonts
 * embedded as subsets, pictures sharp enough where they are placed, an sRGB output intent with its
 * profile, text inside the safe zone (and on a cover, not across a fold), the inside's page count a
 * multiple of its binding's and at least its least, and a cover's spine as wide as its page count and paper make it.
 */
export async function preflight(
  bytes: Uint8Array,
  { minDpi = 300, minBleedMm = PRINT_BLEED_MM }: PreflightOptions = {},
): Promise<PreflightReport> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = doc;
  const look = (object: PDFObject | undefined) => (object instanceof PDFRef ? context.lookup(object) : object);
  const keywords = keywordsOf(doc);
  const kind = keywords.has('print-interior') ? 'interior' : keywords.has('print-cover') ? 'cover' : null;
  const pages = doc.getPages();
  const rules: RuleResult[] = [];
  const rule = (name: string, failures: string[], passed: string) =>
    rules.push({ rule: name, pass: failures.length === 0, detail: failures.length ? failures.slice(0, 5).join('; ') : passed });

  // Boxes: MediaBox = BleedBox = TrimBox plus the same bleed on every side.
  const boxFailures: string[] = [];
  let bleedSeen = Infinity;
  pages.forEach((page, i) => {
    const node = page.node;
    if (!node.get(PDFName.of('TrimBox')) || !node.get(PDFName.of('BleedBox'))) {
      boxFailures.push(`page ${i + 1} has no ${node.get(PDFName.of('TrimBox')) ? 'BleedBox' : 'TrimBox'}`);
      return;
    }
    const [media, bleed, trim] = [page.getMediaBox(), page.getBleedBox(), page.getTrimBox()];
    if (['x', 'y', 'width', 'height'].some((key) => Math.abs(media[key as 'x'] - bleed[key as 'x']) > TOLERANCE))
      boxFailures.push(`page ${i + 1}: BleedBox is not the MediaBox`);
    const sides = [
      trim.x - media.x,
      trim.y - media.y,
      media.x + media.width - trim.x - trim.width,
      media.y + media.height - trim.y - trim.height,
    ];
    if (Math.max(...sides) - Math.min(...sides) > TOLERANCE)
      boxFailures.push(`page ${i + 1}: bleed differs by side (${sides.map(mm).join(', ')} mm)`);
    if (Math.min(...sides) < mmToPoints(minBleedMm) - TOLERANCE)
      boxFailures.push(`page ${i + 1}: bleed ${mm(Math.min(...sides))} mm, under ${minBleedMm} mm`);
    bleedSeen = Math.min(bleedSeen, ...sides);
  });
  const firstTrim = pages[0]?.getTrimBox();
  rule(
    'page boxes',
    boxFailures,
    `MediaBox = BleedBox, TrimBox ${firstTrim ? `${mm(firstTrim.width)} x ${mm(firstTrim.height)} mm` : '-'}, bleed ${mm(bleedSeen)} mm on every side`,
  );

  // Fonts: every font a page uses embedded, as a subset.
  const fontFailures: string[] = [];
  const fontNames = new Set<string>();
  for (const page of pages) {
    const fonts = look(page.node.Resources()?.get(PDFName.of('Font')));
    if (!(fonts instanceof PDFDict)) continue;
    for (const value of fonts.values()) {
      const font = look(value) as PDFDict;
      const descendants = look(font.get(PDFName.of('DescendantFonts')));
      const described = descendants instanceof PDFArray ? (look(descendants.get(0)) as PDFDict) : font;
      const name = font.get(PDFName.of('BaseFont'))?.toString().slice(1) ?? '(no name)';
      fontNames.add(name);
      const descriptor = look(described.get(PDFName.of('FontDescriptor')));
      const embedded =
        descriptor instanceof PDFDict && ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key)));
      if (!embedded) fontFailures.push(`${name} is not embedded`);
      else if (!/^[A-Z]{6}\+/.test(name)) fontFailures.push(`${name} is embedded whole, not as a subset`);
    }
  }
  rule('fonts embedded as subsets', [...new Set(fontFailures)], `${fontNames.size} font(s): ${[...fontNames].join(', ') || 'none'}`);

  // Pictures and text, where each page places them.
  const placed = pages.map((page) => pagePlacements(page));
  const dpiFailures: string[] = [];
  let lowest = Infinity;
  placed.forEach(({ images }, i) => {
    for (const image of images) {
      const dpi = Math.min(
        image.pixelWidth / ((image.right - image.left) / POINTS_PER_INCH),
        image.pixelHeight / ((image.top - image.bottom) / POINTS_PER_INCH),
      );
      lowest = Math.min(lowest, dpi);
      if (dpi < minDpi - 1) dpiFailures.push(`page ${i + 1}: a picture at ${Math.round(dpi)} dpi`);
    }
  });
  const imageCount = placed.reduce((sum, page) => sum + page.images.length, 0);
  rule(
    `pictures at ${minDpi} dpi or more`,
    dpiFailures,
    imageCount ? `${imageCount} picture(s), the least sharp at ${Math.round(lowest)} dpi` : 'no pictures',
  );

  // Output intent: sRGB, its ICC profile embedded.
  const intents = look(doc.catalog.get(PDFName.of('OutputIntents')));
  const intent = intents instanceof PDFArray ? look(intents.get(0)) : undefined;
  const intentFailures: string[] = [];
  if (!(intent instanceof PDFDict)) intentFailures.push('no output intent');
  else {
    const profile = look(intent.get(PDFName.of('DestOutputProfile')));
    const identifier = textOf(look(intent.get(PDFName.of('OutputConditionIdentifier'))));
    if (!(profile instanceof PDFRawStream)) intentFailures.push('the output intent has no ICC profile');
    else {
      const icc = decodePDFRawStream(profile).decode();
      const colourSpace = Buffer.from(icc.subarray(16, 20)).toString('latin1');
      if (colourSpace !== 'RGB ') intentFailures.push(`the profile is for ${colourSpace.trim()}, not RGB`);
    }
    if (!/sRGB/.test(identifier)) intentFailures.push(`the output condition is ${identifier || 'unnamed'}, not sRGB`);
  }
  rule('sRGB output intent with its profile', intentFailures, 'sRGB IEC61966-2.1, ICC profile embedded');

  // Safe zone: text SAFE_ZONE_MM inside the trim and, inside, the binding's gutter from the spine;
  // on a cover, inside one of back, spine and front.
  const spine = mmToPoints(Number(keywords.get('spine-mm') ?? 0));
  const gutter = mmToPoints(Math.max(SAFE_ZONE_MM, Number(keywords.get('gutter-mm') ?? 0)));
  const safeFailures: string[] = [];
  placed.forEach(({ texts }, i) => {
    const trim = pages[i].getTrimBox();
    const safe = mmToPoints(SAFE_ZONE_MM);
    const area = (left: number, right: number, inset: number): Box => ({
      left: left + inset,
      right: right - inset,
      bottom: trim.y + safe,
      top: trim.y + trim.height - safe,
    });
    const panel = (trim.width - spine) / 2;
    const areas =
      kind === 'cover'
        ? [
            area(trim.x, trim.x + panel, safe),
            area(trim.x + panel, trim.x + panel + spine, Math.min(safe, mmToPoints(1))),
            area(trim.x + panel + spine, trim.x + trim.width, safe),
          ]
        : [toBox(safeArea({ x: trim.x, y: trim.y, width: trim.width, height: trim.height }, i, safe, gutter))];
    for (const text of texts) {
      if (!areas.some((safeArea) => within(text, safeArea)))
        safeFailures.push(
          `page ${i + 1}: text at ${mm(text.left - trim.x)}-${mm(text.right - trim.x)} x ${mm(text.bottom - trim.y)}-${mm(text.top - trim.y)} mm from the trim's corner`,
        );
    }
  });
  const textCount = placed.reduce((sum, page) => sum + page.texts.length, 0);
  rule(
    `text ${SAFE_ZONE_MM} mm inside the trim${kind === 'cover' ? '' : `, ${mm(gutter)} mm from the spine`}`,
    safeFailures,
    `${textCount} run(s) of text, all inside`,
  );

  // Page count and spine, from what the file says it was made for.
  if (kind === 'interior') {
    const multiple = Number(keywords.get('page-multiple') ?? 1);
    rule(`page count a multiple of ${multiple}`, pages.length % multiple === 0 ? [] : [`${pages.length} pages`], `${pages.length} pages`);
    const minimum = Number(keywords.get('page-minimum') ?? 1);
    rule(`at least ${minimum} pages`, pages.length >= minimum ? [] : [`${pages.length} pages`], `${pages.length} pages`);
  }
  let interiorPages: number | null = null;
  if (kind === 'cover') {
    interiorPages = Number(keywords.get('interior-pages'));
    const expected = interiorPages * Number(keywords.get('paper-mm-per-page')) + Number(keywords.get('board-mm'));
    const trim = pages[0].getTrimBox();
    const [panelWidth, panelHeight] = (keywords.get('panel-mm') ?? '0x0').split('x').map((size) => mmToPoints(Number(size)));
    const failures: string[] = [];
    if (pages.length !== 1) failures.push(`${pages.length} pages, not one spread`);
    // A partner's template gives the spine itself; else it follows from the pages and the paper.
    if (keywords.get('spine-from') !== 'partner' && Math.abs(expected - Number(keywords.get('spine-mm'))) > 0.05)
      failures.push(`spine ${keywords.get('spine-mm')} mm, but ${interiorPages} pages make ${expected.toFixed(2)} mm`);
    if (Math.abs(trim.width - (2 * panelWidth + spine)) > TOLERANCE || Math.abs(trim.height - panelHeight) > TOLERANCE)
      failures.push(
        `the spread is ${mm(trim.width)} x ${mm(trim.height)} mm, not two ${mm(panelWidth)} x ${mm(panelHeight)} mm covers and the spine`,
      );
    rule(
      'spine width',
      failures,
      `${keywords.get('spine-mm')} mm for ${interiorPages} pages between two ${mm(panelWidth)} x ${mm(panelHeight)} mm covers`,
    );
  }
  return { kind, pages: pages.length, interiorPages, rules };
}
