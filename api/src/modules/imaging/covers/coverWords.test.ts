import sharp from 'sharp';
import { coverWords, titleLines } from './coverWords.js';

describe("the cover's own words", () => {
  it('break a long title at the space nearest its middle, and keep a short one whole', () => {
    expect(titleLines('The Little Dragon Who Loved Diwali')).toEqual(['The Little Dragon', 'Who Loved Diwali']);
    expect(titleLines('दिवाली का दीवाना नन्हा ड्रैगन')).toEqual(['दिवाली का दीवाना', 'नन्हा ड्रैगन']);
    expect(titleLines('Ocean Quest')).toEqual(['Ocean Quest']);
  });

  it("set the child's name large over the title, inside the cover's safe area, in Devanagari too", async () => {
    const width = 600;
    const overlays = await coverWords('festival-of-lights', { width: 1600, pixels: width }, 'दिवाली का दीवाना नन्हा ड्रैगन', 'मीरा');
    // The name's line and the title's two, each of shadow, outline and letters.
    expect(overlays).toHaveLength(3 * 10);
    const heights: number[] = [];
    for (const overlay of overlays) {
      const { width: w, height: h } = await sharp(overlay.input as Buffer).metadata();
      heights.push(h);
      expect(overlay.left! + w).toBeLessThanOrEqual(width + 10);
      // Half an inch inside the top of an 8 in cover, and in its top third, above the hero.
      expect(overlay.top!).toBeGreaterThanOrEqual(width / 16 - 10);
      expect(overlay.top! + h).toBeLessThan(width / 3);
      expect(w).toBeGreaterThan(40);
    }
    // The name is set larger than the title.
    expect(heights[0]).toBeGreaterThan(heights[10] * 1.5);
  });
});
