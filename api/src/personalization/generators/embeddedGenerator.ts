import sharp from 'sharp';
import { heroFaceArea, SCENE_WIDTH, SCENES } from '../../art/scenes.js';
import { paintedFace } from './childFace.js';
import { personaliseText, type PageGenerator } from './pageGenerator.js';
import { storyTextOverlay } from './storyText.js';

/** Width of the preview images. */
export const PREVIEW_WIDTH = 960;
/** Width of a print page: 8.27 in (A4 and the square formats' short side) at 300 dpi. */
export const PRINT_WIDTH = 2480;

/**
 * The generator that runs on this machine's CPU: the product's own illustrated scene, in its
 * variants (wide, close-up, another pose), with the child's painted face on the hero and the story
 * text, with the child's name, across the top of the page (none when the page has no text).
 */
export function embeddedGenerator(width = PREVIEW_WIDTH): PageGenerator {
  return {
    name: 'embedded',
    async generate(request) {
      const scene = SCENES[request.productSlug]?.[request.page.scene];
      if (!scene) throw new Error(`No illustration ${request.page.scene} for ${request.productSlug}`);
      const scale = width / SCENE_WIDTH;
      const text = personaliseText(request.page.text, request.child);
      const images: Buffer[] = [];
      const variants = request.onlyOption !== undefined ? [request.onlyOption] : Array.from({ length: request.options }, (_, i) => i);
      for (const variant of variants) {
        const svg = scene({ skinTone: request.skinToneHex, hair: request.child.gender === 'Girl' ? 'long' : 'short', variant });
        const area = heroFaceArea(svg);
        if (!area) throw new Error(`${request.page.scene} variant ${variant} has no face area`);
        const base = await sharp(Buffer.from(svg), { density: 72 * scale }).resize({ width }).png().toBuffer({ resolveWithObject: true });
        const faceWidth = Math.max(8, Math.round(area.rx * 2 * scale));
        const faceHeight = Math.max(8, Math.round(area.ry * 2 * scale));
        const face = await paintedFace(request.photo, request.skinToneHex, faceWidth, faceHeight);
        const image = await sharp(base.data)
          .composite([
            { input: face, left: Math.round((area.cx - area.rx) * scale), top: Math.round((area.cy - area.ry) * scale) },
            ...(text ? [{ input: storyTextOverlay(text, base.info.width, base.info.height), left: 0, top: 0 }] : []),
          ])
          .webp({ quality: 82, effort: 4 })
          .toBuffer();
        images.push(image);
      }
      return images;
    },
  };
}
