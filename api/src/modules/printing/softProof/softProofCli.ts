/**
 * Soft-proofs every story's pages against the press (`softProof`): for each story, the share of each
 * page's picture out of the press's gamut, the mean change, and the pages that change most.
 *
 *   npm run proof:cmyk -w api
 */
import sharp from 'sharp';
import { SAMPLE_HEROES, SCENES } from 'story-art';
import { OUT_OF_GAMUT, softProof } from './softProof.js';

/** Wide enough to see a sky's gradient, small enough to proof 144 pictures in seconds. */
const WIDTH = 240;

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

let total = 0;
let pages = 0;
for (const [slug, scenes] of Object.entries(SCENES)) {
  const proofs = [];
  for (const [scene, draw] of Object.entries(scenes))
    for (const variant of [0, 1, 2]) {
      const svg = draw({ look: SAMPLE_HEROES.girl, variant });
      const { data, info } = await sharp(Buffer.from(svg), { density: (72 * WIDTH) / 1600 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const proof = await softProof({ data, width: info.width, height: info.height });
      proofs.push({ page: `${scene} v${variant}`, ...proof });
    }
  const mean = proofs.reduce((sum, proof) => sum + proof.outOfGamut, 0) / proofs.length;
  total += mean * proofs.length;
  pages += proofs.length;
  const worst = [...proofs].sort((a, b) => b.outOfGamut - a.outOfGamut).slice(0, 3);
  console.log(
    `${slug}: ${percent(mean)} of a page out of gamut (a*b* change > ${OUT_OF_GAMUT}) on average; most: ` +
      worst.map((proof) => `${proof.page} ${percent(proof.outOfGamut)} (mean change ${proof.meanChange.toFixed(1)})`).join(', '),
  );
}
console.log(`Every page: ${percent(total / pages)} out of gamut on average`);
