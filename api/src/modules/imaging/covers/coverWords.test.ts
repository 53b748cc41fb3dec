import sharp from 'sharp';
import { coverWords, titleLines } from './coverWords.js';

describe("the cover's own words", () => {
  it('break a long title at the space nearest its middle, and keep a short one whole', () => {
    expect(titleLines('The Little Dragon Who Loved Diwali')).toEqual(['The Little Dragon', 'Who Loved Diwali']);
    expect(titleLines('दिवाली का दीवाना नन्हा ड्रैगन')).toEqual(['दिवाली का दीवाना', 'नन्हा ड्रैगन']);
    expect(titleLines('Ocean Quest')).toEqual(['Ocean Quest']);
  });

  it('set the title and the ribbon inside the cover, in Devanagari too', async () => {
    const width = 600;
    const overlays = await coverWords(
      'festival-of-lights',
      { width: 1600, pixels: width },
      'दिवाली का दीवाना नन्हा ड्रैगन',
      'मुख्य भूमिका में मीरा',
    );
    // Two lines of shadow, outline and letters, and the ribbon.
    expect(overlays).toHaveLength(2 * 10 + 1);
    for (const overlay of overlays) {
      const { width: w, height: h } = await sharp(overlay.input as Buffer).metadata();
      expect(overlay.left! + w).toBeLessThanOrEqual(width + 10);
      // In the top third of the square cover, above the hero.
      expect(overlay.top! + h).toBeLessThan(width / 3);
      expect(w).toBeGreaterThan(40);
    }
  });
});
