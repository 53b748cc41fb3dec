import sharp, { type Sharp } from 'sharp';
import { curlyQuotes } from 'contracts/typography';
import { heroFaceArea, pageCanvas, sceneCanvas, SCENES, type FaceArea, type HeroLayers } from 'story-art';
import { keepClear } from './keepClear.js';
import { personaliseText, type DrawnOption, type PageRequest } from './pageGenerator.js';
import { storyTextOverlay } from './storyText.js';

/** How a page's picture is kept: the WebP every preview page is served as. */
export const PAGE_WEBP = { quality: 82, effort: 4 } as const;

/** One option of a page as the CPU draws it, before its words. */
export interface DrawnPage {
  /** The picture, to be encoded or drawn on. */
  picture(): Sharp;
  width: number;
  height: number;
  /** The hero's face area in the drawing's own units, and drawing units to pixels. */
  face: FaceArea;
  scale: number;
  drawing: (layers: HeroLayers) => string;
}

/** The options a request asks for: the one chosen, or the first `options`. */
export const optionsOf = (request: PageRequest) =>
  request.onlyOption !== undefined ? [request.onlyOption] : Array.from({ length: request.options }, (_, i) => i);

/** Draws one option of the page, a page `width` wide: its scene in that variant, with the confirmed hero. */
export async function drawPage(request: PageRequest, variant: number, width: number): Promise<DrawnPage> {
  const scene = SCENES[request.productSlug]?.[request.page.scene];
  if (!scene) throw new Error(`No illustration ${request.page.scene} for ${request.productSlug}`);
  const { aspect, spread, frame } = request;
  const drawing = (layers: HeroLayers) =>
    scene({ look: request.look, companions: request.companions, variant, aspect, spread, frame, ...layers });
  const svg = drawing({});
  const face = heroFaceArea(svg);
  if (!face) throw new Error('The drawing has no face area');
  // `width` is a page's: a spread is drawn as wide as its two pages.
  const scale = width / pageCanvas(aspect).width;
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .resize({ width: Math.round(sceneCanvas({ aspect, spread }).width * scale) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return { picture: () => sharp(data, { raw }), width: info.width, height: info.height, face, scale, drawing };
}

/**
 * A picture of the page, `width` wide (drawn here, or on a GPU from this drawing, which keeps its
 * composition), as the shop keeps it: alone, and with the story's words, the child's name in them, on
 * a panel clear of the hero's head and every named thing (the same picture when the page has no words).
 */
export async function withStoryWords(picture: Sharp, width: number, drawn: DrawnPage, request: PageRequest): Promise<DrawnOption> {
  const text = curlyQuotes(personaliseText(request.page.text, request.child));
  const alone = await (request.print ? picture.clone().png({ compressionLevel: 1 }) : picture.clone().webp(PAGE_WEBP)).toBuffer();
  if (!text) return { withWords: alone, picture: alone };
  const height = Math.round((drawn.height * width) / drawn.width);
  const scale = (drawn.scale * width) / drawn.width;
  const clear = await keepClear(drawn.drawing, drawn.face, scale, width, height);
  const words = await storyTextOverlay(text, width, height, clear);
  return { withWords: await picture.composite(words).webp(PAGE_WEBP).toBuffer(), picture: alone };
}
