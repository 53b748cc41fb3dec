import { overlaps, type Box } from './keepClear.js';
import { placeStoryText } from './storyText.js';

jest.setTimeout(30_000);

const WORDS = 'On a low branch sat a green parrot with a bright red beak. "I\'m Mithu," she squawked.';
const [WIDTH, HEIGHT] = [960, 720];

describe('placing the story text', () => {
  it('goes across the top of an empty picture', async () => {
    const panel = await placeStoryText(WORDS, WIDTH, HEIGHT);
    expect(panel.place).toBe('top');
    expect(panel.box.width).toBeGreaterThan(WIDTH * 0.9);
  });

  it('goes across the foot when the top is taken, and to a corner when both are', async () => {
    const sky: Box = { left: 500, top: 0, width: 200, height: 200 };
    expect((await placeStoryText(WORDS, WIDTH, HEIGHT, [sky])).place).toBe('bottom');
    const ground: Box = { left: 300, top: 560, width: 300, height: 160 };
    const corner = await placeStoryText(WORDS, WIDTH, HEIGHT, [sky, ground]);
    expect(corner.covers).toBe(0);
    expect(corner.place).toBe('top-left');
    expect([sky, ground].some((box) => overlaps(corner.box, box))).toBe(false);
  });

  it('says what it covers when no place on the page is free', async () => {
    const everything: Box = { left: 0, top: 0, width: WIDTH, height: HEIGHT };
    const panel = await placeStoryText(WORDS, WIDTH, HEIGHT, [everything]);
    expect(panel.covers).toBe(1);
  });
});
