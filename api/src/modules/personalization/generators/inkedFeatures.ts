import { INK } from 'story-art';

interface Point {
  x: number;
  y: number;
}

/** The drawn faces' palette for what is inked over the painted skin. */
const EYE_WHITE = '#fffaf4';
const IRIS = '#2b1d2e';
const LIPS = '#c65a67';
const MOUTH_INSIDE = '#7a2f3f';
const BLUSH = '#f28b8b';

const n = (v: number) => (Math.round(v * 10) / 10).toString();
const mean = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

/** A smooth path through the points (Catmull-Rom as cubic Béziers), closed when asked. */
function smoothPath(points: Point[], closed = false): string {
  const at = (i: number) => points[closed ? (i + points.length) % points.length : Math.min(points.length - 1, Math.max(0, i))];
  let d = `M${n(points[0].x)} ${n(points[0].y)}`;
  const segments = closed ? points.length : points.length - 1;
  for (let i = 0; i < segments; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return closed ? `${d}Z` : d;
}

const stroke = (d: string, color: string, width: number, opacity = 1) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * One eye: its white, the iris with a catch-light and the lash line above. Every line is at least the
 * drawings' own weight: a hairline would read as the photo's texture, not as ink.
 */
function eye(landmarks: Point[], unit: number, id: string, closed: string | false): string {
  // Drawn a little larger and rounder than the photo's, as picture-book eyes are, about the same centre.
  const centre = mean(landmarks);
  const points = landmarks.map((p) => ({ x: centre.x + (p.x - centre.x) * 1.15, y: centre.y + (p.y - centre.y) * 1.25 }));
  const upper = points.slice(0, 4);
  if (closed) {
    // A sleeping eye: the photo's open eye painted over in skin, then the lid's curve, bowed down.
    const [a, , , d] = upper;
    const lid = `M${n(a.x)} ${n(a.y)}Q${n((a.x + d.x) / 2)} ${n((a.y + d.y) / 2 + unit * 3)} ${n(d.x)} ${n(d.y)}`;
    const width = Math.hypot(d.x - a.x, d.y - a.y);
    return (
      `<ellipse cx="${n(centre.x)}" cy="${n(centre.y)}" rx="${n(width * 0.62)}" ry="${n(width * 0.4)}" fill="${closed}"/>` +
      stroke(lid, INK, unit * 2.8, 0.9)
    );
  }
  const outline = smoothPath(points, true);
  const eyeWidth = Math.hypot(points[3].x - points[0].x, points[3].y - points[0].y);
  const irisRadius = eyeWidth * 0.32;
  return (
    `<clipPath id="${id}"><path d="${outline}"/></clipPath>` +
    `<path d="${outline}" fill="${EYE_WHITE}" fill-opacity=".92"/>` +
    `<g clip-path="url(#${id})"><circle cx="${n(centre.x)}" cy="${n(centre.y)}" r="${n(irisRadius)}" fill="${IRIS}"/></g>` +
    `<circle cx="${n(centre.x + irisRadius * 0.35)}" cy="${n(centre.y - irisRadius * 0.4)}" r="${n(irisRadius * 0.32)}" fill="#fff"/>` +
    stroke(smoothPath(upper), INK, unit * 3, 0.9)
  );
}

/** Whether the lips are apart (a laugh): the inner lips' gap against the mouth's width. */
function mouthOpen(l: Point[]): boolean {
  const gap = mean([l[65], l[66], l[67]]).y - mean([l[61], l[62], l[63]]).y;
  return gap > Math.hypot(l[54].x - l[48].x, l[54].y - l[48].y) * 0.12;
}

/**
 * The features inked from the 68 landmarks, in the book's plum line: eyes with a catch-light, brows in
 * the hair's colour, the nose's tip, the lips and the line between them, a touch of blush. SVG markup
 * in the landmarks' own pixels; `unit` is one line-width unit of the drawings there. Asleep, the eyes
 * are painted over in the given skin colour and drawn closed.
 */
export function inkedFeatures(l: Point[], unit: number, hairColor: string, options: { closedEyesSkin?: string } = {}): string {
  if (l.length !== 68) return '';
  const closed = options.closedEyesSkin ?? false;
  const eyes = eye(l.slice(36, 42), unit, 'eye-l', closed) + eye(l.slice(42, 48), unit, 'eye-r', closed);
  const brows =
    stroke(smoothPath(l.slice(17, 22)), hairColor, unit * 4.2, 0.9) + stroke(smoothPath(l.slice(22, 27)), hairColor, unit * 4.2, 0.9);
  const nose = stroke(smoothPath(l.slice(31, 36)), INK, unit * 2.6, 0.4);
  const lips = smoothPath(l.slice(48, 60), true);
  const inner = mouthOpen(l)
    ? `<path d="${smoothPath(l.slice(60, 68), true)}" fill="${MOUTH_INSIDE}"/>`
    : stroke(smoothPath([l[48], l[60], l[61], l[62], l[63], l[64], l[54]]), MOUTH_INSIDE, unit * 2.8, 0.85);
  const eyeLine = mean([l[36], l[45]]);
  const blush = [l[2], l[14]]
    .map((jaw) => {
      const c = { x: jaw.x + (eyeLine.x - jaw.x) * 0.4, y: jaw.y + (eyeLine.y - jaw.y) * 0.1 };
      return `<ellipse cx="${n(c.x)}" cy="${n(c.y)}" rx="${n(unit * 9)}" ry="${n(unit * 6)}" fill="${BLUSH}" opacity=".3"/>`;
    })
    .join('');
  return blush + `<path d="${lips}" fill="${LIPS}" fill-opacity=".45"/>` + inner + nose + brows + eyes;
}
