import type { HeroLayers } from 'story-art';
import { SCENE_WIDTH, SCENES } from 'story-art';
import { likenessFor } from './childFace.js';
import { paintChild } from './paintChild.js';
import { personaliseText, type PageGenerator } from './pageGenerator.js';
import { keepClear } from './keepClear.js';
import { storyTextOverlay } from './storyText.js';

/** Width of the preview images. */
export const PREVIEW_WIDTH = 960;
/** Width of a print page: 8.27 in (A4 and the square formats' short side) at 300 dpi. */
export const PRINT_WIDTH = 2480;

/**
 * The generator that runs on this machine's CPU: the product's own illustrated scene, in its
 * variants (wide, close-up, another pose), with the child's painted face on the hero and the story
 * text, with the child's name, on a panel clear of the hero's head and of every named character or thing
 * (none when the page has no text).
 */
export function embeddedGenerator(width = PREVIEW_WIDTH): PageGenerator {
  return {
    name: 'embedded',
    async generate(request) {
      const scene = SCENES[request.productSlug]?.[request.page.scene];
      if (!scene) throw new Error(`No illustration ${request.page.scene} for ${request.productSlug}`);
      const text = personaliseText(request.page.text, request.child);
      const likeness = await likenessFor(request.photo, request.skinToneHex);
      const images: Buffer[] = [];
      const variants = request.onlyOption !== undefined ? [request.onlyOption] : Array.from({ length: request.options }, (_, i) => i);
      for (const variant of variants) {
        const drawing = (layers: HeroLayers) =>
          scene({ skinTone: request.skinToneHex, hair: request.child.gender === 'Girl' ? 'long' : 'short', variant, ...layers });
        const page = await paintChild(drawing, SCENE_WIDTH, likeness, width);
        const clear = text ? await keepClear(drawing, page.face, page.scale, page.width, page.height) : [];
        const words = text ? await storyTextOverlay(text, page.width, page.height, clear) : [];
        images.push(await page.picture().composite(words).webp({ quality: 82, effort: 4 }).toBuffer());
      }
      return images;
    },
  };
}
