/**
 * Outlines drawn through points: a smooth closed curve through a list of points, the same outline
 * sampled evenly (to wave it, or to set curls along it), as the hair's pieces need.
 */
import { n } from '../palette.js';
import type { P } from './types.js';

/** A closed Catmull-Rom curve through the points, as cubic Béziers: smooth, and through every point. */
export function smoothPath(points: readonly P[], closed = true): string {
  const at = (i: number) => points[closed ? (i + points.length) % points.length : Math.max(0, Math.min(points.length - 1, i))];
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  const segments = closed ? points.length : points.length - 1;
  for (let i = 0; i < segments; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: P = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: P = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** A point of an outline with its outward normal (for a clockwise outline in SVG's y-down space). */
export interface Sample {
  p: P;
  normal: P;
  /** Distance along the outline from its first point. */
  s: number;
}

function catmullRom(p0: P, p1: P, p2: P, p3: P, t: number): P {
  const t2 = t * t;
  const t3 = t2 * t;
  const f = (a: number, b: number, c: number, d: number) =>
    0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
  return [f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])];
}

/** The closed curve through the points, sampled about every `step` units, with normals. */
export function sampleOutline(points: readonly P[], step: number): Sample[] {
  const at = (i: number) => points[(i + points.length) % points.length];
  const dense: P[] = [];
  for (let i = 0; i < points.length; i += 1) {
    for (let k = 0; k < 12; k += 1) dense.push(catmullRom(at(i - 1), at(i), at(i + 1), at(i + 2), k / 12));
  }
  const samples: Sample[] = [];
  let travelled = 0;
  let nextAt = 0;
  for (let i = 0; i < dense.length; i += 1) {
    const a = dense[i];
    const b = dense[(i + 1) % dense.length];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    while (nextAt <= travelled + length && length > 0) {
      const t = (nextAt - travelled) / length;
      // Clockwise on screen (y down): the outside is to the left of the direction of travel.
      const normal: P = [(b[1] - a[1]) / length, -(b[0] - a[0]) / length];
      samples.push({ p: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], normal, s: nextAt });
      nextAt += step;
    }
    travelled += length;
  }
  return samples;
}

/** The outline moved along its normals by `offset(sample)` at every sample: waves, puffs. */
export function displaced(samples: readonly Sample[], offset: (sample: Sample) => number): P[] {
  return samples.map((sample) => {
    const d = offset(sample);
    return [sample.p[0] + sample.normal[0] * d, sample.p[1] + sample.normal[1] * d];
  });
}

/** Points mirrored about the vertical axis, in reverse order, so a right half and its mirror close one outline. */
export function mirrored(points: readonly P[]): P[] {
  return [...points].reverse().map(([x, y]) => [-x, y] as P);
}
