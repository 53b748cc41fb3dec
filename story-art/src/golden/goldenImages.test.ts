import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { difference, encodeGolden, everyPicture, goldenFile, goldenNames, renderSmall, TOLERANCE } from './goldenImages.js';

/** Where a failing run leaves its renderings, to compare by eye with golden-images/. */
const ACTUAL_DIR = path.join(tmpdir(), 'story-art-actual');

describe('golden images', () => {
  jest.setTimeout(180_000);
  const pictures = everyPicture();

  it('has one reference for every picture and none for a picture that is gone', () => {
    expect(goldenNames()).toEqual(pictures.map((picture) => picture.name).sort());
  });

  it('draws every picture as its reference, within the tolerance (npm run golden:refresh -w story-art after an intended change)', async () => {
    const drifted: string[] = [];
    for (const picture of pictures) {
      const actual = renderSmall(picture.svg());
      const measured = await difference(actual, goldenFile(picture.name));
      if (measured && measured.meanDelta <= TOLERANCE.meanDelta && measured.changedShare <= TOLERANCE.changedShare) continue;
      const file = path.join(ACTUAL_DIR, `${picture.name}.webp`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await encodeGolden(actual));
      const how = measured
        ? `mean difference ${measured.meanDelta.toFixed(2)}, ${(measured.changedShare * 100).toFixed(2)} % of pixels changed`
        : 'another size';
      drifted.push(`${picture.name}: ${how} (${file})`);
    }
    expect(drifted).toEqual([]);
  });

  it('notices a changed picture', async () => {
    const [first, second] = pictures.filter((picture) => picture.name.startsWith('ocean-quest/scene-04'));
    const measured = await difference(renderSmall(first.svg()), goldenFile(second.name));
    expect(measured!.meanDelta).toBeGreaterThan(TOLERANCE.meanDelta);
  });
});
