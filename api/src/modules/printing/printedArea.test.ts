import { SCENES } from 'story-art';
import { defaultHeroLook } from 'contracts/hero';
import { faceCentre, sheetCut } from './printedArea.js';

const PICTURE = { width: 1600, height: 1200 };

describe("a story picture's cut for its page", () => {
  it('cuts a square sheet from the middle of a 4:3 picture round a face in the middle, and keeps it inside at the edges', () => {
    expect(sheetCut(PICTURE, { x: 0.5, y: 0.4 }, 1)).toEqual({ left: 200, top: 0, width: 1200, height: 1200 });
    expect(sheetCut(PICTURE, { x: 0.1, y: 0.4 }, 1)).toMatchObject({ left: 0, width: 1200 });
    expect(sheetCut(PICTURE, { x: 0.95, y: 0.4 }, 1)).toMatchObject({ left: 400, width: 1200 });
  });

  it('cuts a sheet wider than the picture from top to bottom round the face', () => {
    expect(sheetCut(PICTURE, { x: 0.5, y: 0.5 }, 2)).toEqual({ left: 0, top: 200, width: 1600, height: 800 });
    expect(sheetCut(PICTURE, { x: 0.5, y: 0.1 }, 2)).toMatchObject({ top: 0, height: 800 });
    expect(sheetCut(PICTURE, { x: 0.5, y: 0.9 }, 2)).toMatchObject({ top: 400, height: 800 });
  });

  it("finds the face where the page's hero stands, and the middle for a page it cannot draw", () => {
    const [scene] = Object.keys(SCENES['jungle-explorer']);
    const face = faceCentre({
      productSlug: 'jungle-explorer',
      page: { pageNumber: 1, pageTitle: '', scene, text: '' },
      child: { firstName: 'Anaya', gender: 'Girl' },
      look: defaultHeroLook('Girl', 5),
      options: 1,
      onlyOption: 0,
    });
    expect(face.x).toBeGreaterThan(0);
    expect(face.x).toBeLessThan(1);
    expect(face).not.toEqual({ x: 0.5, y: 0.5 });
    expect(faceCentre(null)).toEqual({ x: 0.5, y: 0.5 });
  });
});
