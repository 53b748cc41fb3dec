import { drawPage, optionsOf, withStoryWords } from './drawnPage.js';
import type { DrawnOption, PageGenerator } from './pageGenerator.js';

/** Width of the preview images. */
export const PREVIEW_WIDTH = 960;
/** Width of a print page: 8.27 in (A4 and the square formats' short side) at 300 dpi. */
export const PRINT_WIDTH = 2480;

/**
 * The generator that runs on this machine's CPU: the product's own illustrated scene, in its
 * variants (wide, close-up, another moment), with the child drawn as the confirmed hero and the
 * story's words placed clear of the hero and the named things.
 */
export function embeddedGenerator(width = PREVIEW_WIDTH): PageGenerator {
  return {
    name: 'embedded',
    usesPhoto: false,
    async generate(request) {
      const images: DrawnOption[] = [];
      for (const variant of optionsOf(request)) {
        const drawn = await drawPage(request, variant, width);
        images.push(await withStoryWords(drawn.picture(), width, drawn, request));
      }
      return images;
    },
  };
}
