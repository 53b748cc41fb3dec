import { pageCanvas, SCENE_HEIGHT, SCENE_WIDTH, SCENES, spreadCanvas, worldReach, type Frame } from 'story-art';
import { gutterMmOf, MM_PER_INCH, SAFE_ZONE_MM } from '../catalogue/index.js';
import { sheetAspect, sheetInches, type BookContent, type BookPage } from './printedBook.js';
import { castOf, type ShareBox } from './printedCast.js';
import { pictureMargin, type SheetMargin } from './printedArea.js';

/** An edge-to-edge extent on one axis, in the 4:3 picture's units. */
interface Span {
  low: number;
  high: number;
}

/** The frame is made no smaller than this: past it, a page would read as a different picture. */
const SMALLEST = 0.7;
const STEP = 0.01;
/**
 * Room kept inside the safe area, in picture units: the cast is found on small renderings, where a
 * thin part's edge may move a pixel (about 7 units) with the drawing's size and place.
 */
const SLACK = 10;
const MIDDLE = { x: SCENE_WIDTH / 2, y: SCENE_HEIGHT / 2 };

/**
 * The shifts along one axis that keep, at `scale`, the cast's extent inside the safe span and the
 * canvas inside the world's reach; null when none does.
 */
function shifts(scale: number, middle: number, cast: Span, safe: Span, canvas: Span, world: Span): Span | null {
  const moved = (at: number) => middle + scale * (at - middle);
  const low = Math.max(safe.low - moved(cast.low), canvas.high - moved(world.high));
  const high = Math.min(safe.high - moved(cast.high), canvas.low - moved(world.low));
  return low <= high ? { low, high } : null;
}

const nearestZero = ({ low, high }: Span) => Math.min(high, Math.max(low, 0));

/**
 * How a story page's picture is reframed for its printed sheet (`margin`: the sheet's safe area,
 * shares of it on each side), so that all the parent approved of its cast (the hero's head and
 * every named character or thing, as far as the 4:3 picture shows them) is inside the safe area:
 * as drawn when it already is, else moved off the gutter and the trim, and made smaller only as
 * far as it must, never showing past the story's world on what is drawn: the page, or the spread
 * when the picture runs over two pages (`spread`). Undefined when
 * nothing need move, or when no frame keeps them (then the test of the printed cast names the page).
 */
export async function framedFor(
  request: NonNullable<BookPage['request']>,
  aspect: number,
  margin: SheetMargin,
  spread: boolean,
): Promise<Frame | undefined> {
  const scene = SCENES[request.productSlug]?.[request.page.scene];
  const approved = await castOf({ ...request, aspect: undefined, spread: false, frame: undefined });
  const world = scene && worldReach(scene({ look: request.look, companions: request.companions, variant: request.onlyOption ?? 0 }));
  if (!approved || !world) return undefined;

  const inPicture = (box: ShareBox) => ({
    left: Math.max(0, box.left) * SCENE_WIDTH,
    right: Math.min(1, box.left + box.width) * SCENE_WIDTH,
    top: Math.max(0, box.top) * SCENE_HEIGHT,
    bottom: Math.min(1, box.top + box.height) * SCENE_HEIGHT,
  });
  const boxes = [approved.head, ...approved.named].map(inPicture);
  const cast = {
    x: { low: Math.min(...boxes.map((b) => b.left)), high: Math.max(...boxes.map((b) => b.right)) },
    y: { low: Math.min(...boxes.map((b) => b.top)), high: Math.max(...boxes.map((b) => b.bottom)) },
  };
  const page = pageCanvas(aspect);
  const safe = {
    x: { low: page.x + margin.left * page.width + SLACK, high: page.x + page.width * (1 - margin.right) - SLACK },
    y: { low: page.y + margin.top * page.height + SLACK, high: page.y + page.height * (1 - margin.bottom) - SLACK },
  };
  const inside = (span: Span, within: Span) => span.low >= within.low && span.high <= within.high;
  if (inside(cast.x, safe.x) && inside(cast.y, safe.y)) return undefined;

  const drawn = spread ? spreadCanvas(aspect) : page;
  const canvas = { x: { low: drawn.x, high: drawn.x + drawn.width }, y: { low: drawn.y, high: drawn.y + drawn.height } };
  const reach = { x: { low: world.left, high: world.right }, y: { low: world.top, high: world.bottom } };
  for (let scale = 1; scale >= SMALLEST - 1e-9; scale -= STEP) {
    const x = shifts(scale, MIDDLE.x, cast.x, safe.x, canvas.x, reach.x);
    const y = shifts(scale, MIDDLE.y, cast.y, safe.y, canvas.y, reach.y);
    if (x && y) return { scale: Math.round(scale * 100) / 100, x: Math.round(nearestZero(x)), y: Math.round(nearestZero(y)) };
  }
  return undefined;
}

/** The safe area of a story picture's sheet: the bleed and safe zone on every side, the gutter at the spine. */
function storyPictureMargin(content: Pick<BookContent, 'printSize' | 'trimMm' | 'binding'>): SheetMargin {
  const inches = (mm: number) => mm / MM_PER_INCH;
  const { binding } = content;
  return pictureMargin(sheetInches(content), inches(binding.bleedMm), inches(SAFE_ZONE_MM), inches(gutterMmOf(binding)));
}

/** A story page's request as its book prints it: drawn for the sheet's shape, reframed to keep its cast safe, alone or as a spread. */
export async function printedRequest(
  content: Pick<BookContent, 'printSize' | 'trimMm' | 'binding'>,
  request: NonNullable<BookPage['request']>,
  spread: boolean,
) {
  const aspect = sheetAspect(content);
  return { ...request, aspect, spread, frame: await framedFor(request, aspect, storyPictureMargin(content), spread) };
}
