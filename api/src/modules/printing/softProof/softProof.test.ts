import { SKIES } from 'story-art';
import { colourChange, OUT_OF_GAMUT, pressed, softProof, swatches, toLab } from './softProof.js';

/** How far the press moves each colour, by colour. */
async function pressChanges(colours: string[]): Promise<Record<string, number>> {
  const drawn = swatches(colours);
  const { data } = await pressed(drawn);
  return Object.fromEntries(colours.map((colour, i) => [colour, colourChange(drawn.data.subarray(i * 3), data.subarray(i * 3))]));
}

describe('a soft proof against the CMYK press', () => {
  it('measures colour as CIELAB does', () => {
    const [white, red] = [toLab(255, 255, 255), toLab(255, 0, 0)];
    [100, 0, 0].forEach((v, i) => expect(white[i]).toBeCloseTo(v, 3));
    [53.24, 80.09, 67.2].forEach((v, i) => expect(red[i]).toBeCloseTo(v, 1));
  });

  it('finds the saturated violet the first sunset sky was drawn in out of the gamut, and a grey in it', async () => {
    const changes = await pressChanges(['#6a5bb5', '#808080']);
    expect(changes['#6a5bb5']).toBeGreaterThan(15);
    expect(changes['#808080']).toBeLessThan(3);
  });

  it('prints every sky as it is drawn, and the waters’ light tops', async () => {
    const { seaGrad, waterGrad, ...skies } = SKIES;
    // The sea's deep blues (its middle and foot) are beyond this press however they are drawn.
    const colours = [...Object.values(skies).flat(), seaGrad[0], waterGrad[0]].map(([, colour]) => colour);
    const changes = await pressChanges(colours);
    expect(Object.entries(changes).filter(([, change]) => change > OUT_OF_GAMUT)).toEqual([]);
  });

  it('tells how much of a picture the press changes', async () => {
    // Two columns of violet, two of grey.
    const picture = swatches(['#6a5bb5', '#6a5bb5', '#808080', '#808080']);
    const proof = await softProof(picture);
    expect(proof.outOfGamut).toBe(0.5);
    expect(proof.changes[0]).toBeGreaterThan(OUT_OF_GAMUT);
    expect(proof.changes[3]).toBeLessThan(3);
  });
});
