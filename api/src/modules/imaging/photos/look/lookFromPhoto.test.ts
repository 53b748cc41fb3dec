import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAIR_COLOURS, HAIR_LENGTHS, SKIN_TONES, type HeroLook } from 'contracts/hero';
import { countedFaces } from '../assessPhoto.js';
import { detectFaces } from '../faceDetector.js';
import { normalisePhoto } from '../readPhoto.js';
import { estimateSkinTone } from '../skinTone.js';
import { lookFromPhoto, proposeLook } from './proposeLook.js';

jest.setTimeout(180_000);

const require = createRequire(import.meta.url);

type Labels = Partial<HeroLook>;

/** How far apart two values are in an ordered list (colours darkest first, lengths shortest first). */
const steps = (list: readonly string[], a: string, b: string) => Math.abs(list.indexOf(a) - list.indexOf(b));
const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);

/**
 * Whether the proposal holds a label: colours and tones within one step of the palette, glasses when
 * they are seen at all (the parent says which shape), the rest exactly.
 */
function holds(key: keyof HeroLook, proposed: unknown, label: unknown): boolean {
  if (key === 'glasses') return (proposed === 'none') === (label === 'none');
  if (key === 'skinTone') return steps(names(SKIN_TONES), String(proposed), String(label)) <= 1;
  if (key === 'hairColour') return steps(names(HAIR_COLOURS), String(proposed), String(label)) <= 1;
  return proposed === label;
}

/** Every attribute's share of labelled photos whose proposal holds it, and the photos that did not. */
let results: Record<string, { held: number; of: number; missed: string[] }>;

beforeAll(async () => {
  // The labelled photos are made by a script: jest's CommonJS runtime cannot load the face model's ES build.
  const folder = mkdtempSync(path.join(tmpdir(), 'labelled-'));
  const script = fileURLToPath(new URL('../../../../testing/labelledPhotos.ts', import.meta.url));
  execFileSync(process.execPath, [require.resolve('tsx/cli'), '--conditions=source', script, folder], { stdio: 'inherit' });
  const labelled = JSON.parse(readFileSync(path.join(folder, 'labels.json'), 'utf8')) as { id: string; labels: Labels }[];
  results = {};
  for (const { id, labels } of labelled) {
    const photo = await normalisePhoto(readFileSync(path.join(folder, `${id}.jpg`)));
    const [face] = countedFaces(await detectFaces(photo.analysis));
    // Every labelled face is a woman's: proposed as a girl's look.
    const look = face ? proposeLook(lookFromPhoto(photo.analysis, face, estimateSkinTone(photo.analysis, face)), 'Girl', 7) : null;
    for (const [key, label] of Object.entries(labels) as [keyof HeroLook, unknown][]) {
      const result = (results[key] ??= { held: 0, of: 0, missed: [] });
      result.of += 1;
      if (look && holds(key, look[key], label)) result.held += 1;
      else result.missed.push(`${id}: ${look ? String(look[key]) : 'no face'} for ${String(label)}`);
      if (key === 'glasses' && label !== 'none') {
        const shape = (results.glassesShape ??= { held: 0, of: 0, missed: [] });
        shape.of += 1;
        if (look?.glasses === label) shape.held += 1;
        else shape.missed.push(`${id}: ${look ? look.glasses : 'no face'} for ${String(label)}`);
      }
    }
  }
});

/** At least `floor` of the photos labelled with `key` hold it (the misses are printed when not). */
function expectAtLeast(key: keyof HeroLook | 'glassesShape', floor: number) {
  const { held, of, missed } = results[key];
  const enough = `at least ${floor * 100} %`;
  expect(held / of >= floor ? enough : `${held} of ${of}, missed ${missed.join('; ')}`).toBe(enough);
}

describe("the look read off a child's photo, held to labelled photos", () => {
  it('reads the skin tone within one step of the palette', () => expectAtLeast('skinTone', 0.7));

  it('reads the hair colour within one painted colour', () => expectAtLeast('hairColour', 0.85));

  it('proposes the hair falling loose where it does, tied back where it is not seen beside the face', () => {
    expectAtLeast('hairStyle', 0.5);
    expectAtLeast('hairLength', 0.8);
    // Shoulder for long, or long for shoulder, is a near miss; short for long is not.
    const lengths = results.hairLength;
    const far = lengths.missed.filter((miss) => {
      const [proposed, , label] = miss.split(': ')[1].split(' ');
      return steps(HAIR_LENGTHS, proposed, label) > 1;
    });
    expect(far.length / lengths.of < 0.3 ? [] : far).toEqual([]);
  });

  it('sees glasses drawn on a face, and none where there are none', () => expectAtLeast('glasses', 0.85));

  it('tells square frames from round ones by their rims', () => expectAtLeast('glassesShape', 0.8));

  it('sees a bindi, and none where there is none', () => expectAtLeast('bindi', 0.9));

  it('reads a face made wider as round and one made narrower as long', () => expectAtLeast('faceShape', 0.8));
});
