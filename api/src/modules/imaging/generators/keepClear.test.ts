import { heroFaceArea, SAMPLE_HEROES, SCENES, type HeroLayers } from 'story-art';
import { headBox, keepClear, overlaps } from './keepClear.js';

jest.setTimeout(30_000);

describe('what the story text keeps clear', () => {
  it("finds the hero's head and Mithu the parrot, each on its own, where they are drawn", async () => {
    // Page 3 of the jungle story, wide: the hero on the left, Mithu on a branch up to the right.
    const draw = (layers: HeroLayers) => SCENES['jungle-explorer']['scene-03']({ look: SAMPLE_HEROES.girl, variant: 0, ...layers });
    const face = heroFaceArea(draw({}))!;
    const [head, ...named] = await keepClear(draw, face, 0.6, 960, 720);
    expect(head).toEqual(headBox(face, 0.6));
    expect(named).toHaveLength(1);
    const [parrot] = named;
    // Drawn at (1170, 500) in the scene's units: (702, 300) in the picture's pixels.
    expect(parrot.left).toBeLessThan(702);
    expect(parrot.left + parrot.width).toBeGreaterThan(702);
    expect(parrot.top).toBeLessThan(300);
    expect(parrot.top + parrot.height).toBeGreaterThan(300);
    expect(overlaps(head, parrot)).toBe(false);
  });
});
