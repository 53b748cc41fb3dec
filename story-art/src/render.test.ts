import sharp from 'sharp';
import { renderWebp } from './render.js';
import { SCENES, SCENE_HEIGHT, SCENE_WIDTH, VARIANTS, heroFaceArea } from './scenes.js';
import { COVERS, COVER_HEIGHT, COVER_WIDTH } from './covers.js';
import { PRINT_SAMPLES } from './printSamples.js';
import { defaultHeroLook, type HeroLook } from 'contracts/hero';
import { SHOP_HERO } from './samples.js';

const OPTIONS = { look: SHOP_HERO };

function isWebp(buf: Buffer): boolean {
  return buf.subarray(0, 4).toString('ascii') === 'RIFF' && buf.subarray(8, 12).toString('ascii') === 'WEBP';
}

/** The transforms on the open elements around the marker: the face area must be in scene coordinates. */
function transformedAncestors(svg: string, id: string): number {
  const at = svg.indexOf(`id="${id}"`);
  const stack: boolean[] = [];
  const tags = /<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g;
  let m: RegExpExecArray | null;
  while ((m = tags.exec(svg)) && m.index < at) {
    const [, closing, , attrs, selfClosing] = m;
    if (closing) stack.pop();
    else if (!selfClosing) stack.push(/\btransform=/.test(attrs));
  }
  return stack.filter(Boolean).length;
}

describe('art rendering', () => {
  jest.setTimeout(120_000);

  it('renders a scene to a WebP of the asked width', async () => {
    const svg = SCENES['jungle-explorer']['scene-01']({ ...OPTIONS, variant: 0 });
    const buf = await renderWebp(svg, 480);
    expect(isWebp(buf)).toBe(true);
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
    expect(meta.height).toBe((480 * SCENE_HEIGHT) / SCENE_WIDTH);
  });

  it('renders a cover to a portrait WebP', async () => {
    const buf = await renderWebp(COVERS['space-adventure'](OPTIONS), 320);
    expect(isWebp(buf)).toBe(true);
    const meta = await sharp(buf).metadata();
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(Math.round((320 * COVER_HEIGHT) / COVER_WIDTH));
  });

  it('draws every scene of every product in variants 0-2, with the face area inside the canvas', () => {
    for (const [slug, scenes] of Object.entries(SCENES)) {
      for (const [id, scene] of Object.entries(scenes)) {
        for (const variant of VARIANTS) {
          const svg = scene({ ...OPTIONS, variant });
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
          expect(svg).toContain('viewBox="0 0 1600 1200"');
          expect(svg.match(/id="hero-face-area"/g)).toHaveLength(1);
          const area = heroFaceArea(svg);
          expect(area).not.toBeNull();
          const { cx, cy, rx, ry } = area!;
          const where = `${slug} ${id} v${variant}`;
          expect({ where, inside: cx - rx >= 0 && cx + rx <= SCENE_WIDTH && cy - ry >= 0 && cy + ry <= SCENE_HEIGHT }).toEqual({
            where,
            inside: true,
          });
          expect(rx).toBeGreaterThan(20);
          expect(transformedAncestors(svg, 'hero-face-area')).toBe(0);
        }
      }
    }
  });

  it("frames every close-up with the hero's hair below the story band, whatever the hair", () => {
    const tall: HeroLook[] = [
      SHOP_HERO,
      { ...defaultHeroLook('Girl', 6), hairStyle: 'bun' },
      { ...defaultHeroLook('Girl', 6), hairTexture: 'coily' },
      { ...defaultHeroLook('Boy', 6), hairStyle: 'patka' },
    ];
    const hidden: string[] = [];
    for (const look of tall) {
      for (const [slug, scenes] of Object.entries(SCENES)) {
        for (const [id, scene] of Object.entries(scenes)) {
          const { hairTop } = heroFaceArea(scene({ look, variant: 1 }))!;
          if (hairTop! < 379) hidden.push(`${slug} ${id} ${look.hairStyle} ${look.hairTexture}: ${hairTop}`);
        }
      }
    }
    expect(hidden).toEqual([]);
  });

  it('makes the variants of a page differ', async () => {
    const scene = SCENES['ocean-quest']['scene-04'];
    const [a, b, c] = VARIANTS.map((variant) => scene({ ...OPTIONS, variant }));
    expect(a).not.toEqual(b);
    expect(b).not.toEqual(c);
    expect(heroFaceArea(a)).not.toEqual(heroFaceArea(b));
    const [pa, pb] = await Promise.all([a, b].map((svg) => sharp(Buffer.from(svg), { density: 9 }).raw().toBuffer()));
    let diff = 0;
    for (let i = 0; i < pa.length; i++) diff += Math.abs(pa[i] - pb[i]);
    expect(diff / pa.length).toBeGreaterThan(5);
  });

  it('puts the face area of a cover inside the cover and draws the print samples', async () => {
    for (const cover of Object.values(COVERS)) {
      const area = heroFaceArea(cover(OPTIONS))!;
      expect(area.cx - area.rx).toBeGreaterThanOrEqual(0);
      expect(area.cy + area.ry).toBeLessThanOrEqual(COVER_HEIGHT);
    }
    for (const sample of Object.values(PRINT_SAMPLES)) {
      const buf = await renderWebp(sample(), 480);
      expect(isWebp(buf)).toBe(true);
      expect((await sharp(buf).metadata()).height).toBe(360);
    }
  });
});
