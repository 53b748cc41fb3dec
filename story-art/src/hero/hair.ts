/**
 * The hero's hair from the look: its length, texture and the way it is worn, in the child's colour.
 * Every piece is an outline in head-local units (head centre (0, -326), 64 x 66), drawn smooth for
 * straight hair, waved for wavy hair, edged with curls for curly hair and with small coils, fuller,
 * for coily hair. Pieces: what is behind the head (the length, a ponytail, a bun), the cap over the
 * top of the head and beside the face, the plaits over the shoulders, and the whole head seen from behind.
 */
import { patkaColours, type HeroLook } from 'contracts/hero';
import { C, line, n, ol } from '../palette.js';
import { displaced, mirrored, sampleOutline, smoothPath } from './curves.js';
import type { P } from './types.js';

export interface HairColours {
  hair: string;
  /** the shine along strands and curls */
  hi: string;
}

type Look = Pick<HeroLook, 'hairLength' | 'hairTexture' | 'hairStyle' | 'patkaColour'>;

/** The cloth of a patka. */
const RIBBON = C.coral;

/** How far down the hair falls, by length (head-local y of its lowest edge behind the shoulders). */
const FALLS_TO = { cropped: -300, short: -280, shoulder: -236, long: -172 } as const;
/** Where a tail (ponytail or plait) ends, by length. */
const TAIL_TO = { cropped: -300, short: -262, shoulder: -222, long: -170 } as const;

/*
 * Coily hair is worn as coily hair is, by its length: very short (cropped), a short rounded crop, a
 * cloud to the neck (shoulder, loose), twists to the shoulders (long, loose); tied, a puff (a bun),
 * two puffs until it is long enough to plait, and cornrows into the plaits once it is.
 */
const inPuffs = (look: Look) => look.hairTexture === 'coily' && look.hairStyle === 'plaits' && look.hairLength !== 'long';
const inCornrows = (look: Look) => look.hairTexture === 'coily' && look.hairStyle === 'plaits' && look.hairLength === 'long';
const inTwists = (look: Look) => look.hairTexture === 'coily' && look.hairStyle === 'loose' && look.hairLength === 'long';

/**
 * An outline filled with the hair's texture: smooth, waved, or edged with curls or coils. `edge` says
 * which parts of the outline are seen (a cap inside a cloud of coils shows only its hairline).
 */
function textured(
  points: readonly P[],
  look: Pick<HeroLook, 'hairTexture'>,
  colours: HairColours,
  strength = 1,
  edge: (p: P) => boolean = () => true,
): string {
  const fill = colours.hair;
  switch (look.hairTexture) {
    case 'wavy': {
      const samples = sampleOutline(points, 7);
      // Waves along the falling hair; the crown, combed flat, barely moves.
      const wave = displaced(samples, ({ s, p }) => 4.5 * strength * Math.sin(s / 7.5) * Math.min(1, Math.max(0.25, (p[1] + 392) / 50)));
      return `<path d="${smoothPath(wave)}" fill="${fill}" ${ol(4)}/>`;
    }
    case 'curly':
    case 'coily': {
      const coily = look.hairTexture === 'coily';
      const r = (coily ? 9 : 14) * Math.max(0.6, strength);
      const samples = sampleOutline(points, r * (coily ? 1.25 : 1.35)).filter(({ p }) => edge(p));
      const whole = samples.length > 0 && edge([0, -1000]);
      let out = `<path d="${smoothPath(points)}" fill="${fill}"${whole ? ` ${ol(4)}` : ''}/>`;
      for (const { p } of samples) out += `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(r)}" fill="${fill}" ${ol(coily ? 2.6 : 3.2)}/>`;
      // The body of the hair over the curls' inner halves, so they read as an edge of curls.
      out += `<path d="${smoothPath(points)}" fill="${fill}"/>`;
      out += samples
        .filter((_, i) => i % 2 === 0)
        .map(({ p, normal }) => {
          const [x, y] = [p[0] - normal[0] * r * 0.9, p[1] - normal[1] * r * 0.9];
          return `<path d="M${n(x - r * 0.4)} ${n(y)} q${n(r * 0.4)} ${n(-r * 0.5)} ${n(r * 0.8)} 0" fill="none" stroke="${colours.hi}" stroke-width="${coily ? 2.2 : 3}" stroke-linecap="round" opacity=".8"/>`;
        })
        .join('');
      return out;
    }
    default:
      return `<path d="${smoothPath(points)}" fill="${fill}" ${ol(4)}/>`;
  }
}

/** Strands of shine on straight or wavy hair. */
function strands(d: string, colours: HairColours, look: Look): string {
  return look.hairTexture === 'curly' || look.hairTexture === 'coily' ? '' : line(d, colours.hi, 3.5, 0.7);
}

// --- the cap: the hair over the top of the head and beside the face --------------------------------

const CROPPED_CAP: P[] = [
  [-64, -322],
  [-68, -360],
  [-50, -391],
  [-20, -402],
  [20, -402],
  [50, -391],
  [68, -360],
  [64, -322],
  [58, -346],
  [44, -364],
  [0, -372],
  [-44, -364],
  [-58, -346],
];

/** Short hair with a side-swept fringe. */
const SHORT_CAP: P[] = [
  [-66, -314],
  [-72, -354],
  [-56, -390],
  [-26, -406],
  [6, -408],
  [38, -401],
  [62, -382],
  [72, -350],
  [66, -314],
  [60, -338],
  [46, -360],
  [30, -358],
  [14, -366],
  [-2, -358],
  [-22, -360],
  [-32, -368],
  [-48, -356],
  [-60, -338],
];

/** Curls and coils stand up from the head: the cap is fuller, the hairline rounder. */
const fullCap = (out: number, top: number): P[] => [
  [-66 - out * 0.3, -316],
  [-74 - out, -362],
  [-58 - out * 0.8, -396 - out * 0.4],
  [-30 - out * 0.4, top + 6],
  [0, top],
  [30 + out * 0.4, top + 6],
  [58 + out * 0.8, -396 - out * 0.4],
  [74 + out, -362],
  [66 + out * 0.3, -316],
  [58, -342],
  [40, -362],
  [0, -370],
  [-40, -362],
  [-58, -342],
];

/** Hair gathered back (a ponytail, plaits, a bun): combed flat from a clear hairline. */
const GATHERED_CAP: P[] = [
  [-66, -318],
  [-72, -356],
  [-56, -390],
  [-28, -404],
  [0, -406],
  [28, -404],
  [56, -390],
  [72, -356],
  [66, -318],
  [58, -342],
  [44, -362],
  [20, -373],
  [0, -375],
  [-20, -373],
  [-44, -362],
  [-58, -342],
];

/** Parted hair falling beside the face to `to` (head-local y), over the ears. */
function parted(to: number): P[] {
  const right: P[] = [
    [30, -403],
    [62, -388],
    [74, -352],
    [70, -300],
    [66, -262],
    [60, to],
    [52, to + 12],
    [50, -300],
    [46, -332],
    [36, -356],
    [18, -370],
  ];
  return [[0, -402], ...right, [3, -376], ...mirrored(right)];
}

function capOutline(look: Look): P[] {
  const tied = look.hairStyle !== 'loose';
  if (tied) return look.hairTexture === 'coily' ? fullCap(6, -418) : GATHERED_CAP;
  if (look.hairLength === 'cropped') return CROPPED_CAP;
  if (look.hairTexture === 'coily') return look.hairLength === 'short' ? fullCap(8, -428) : fullCap(12, -430);
  if (look.hairTexture === 'curly') return look.hairLength === 'short' ? fullCap(2, -414) : parted(-248);
  return look.hairLength === 'short' ? SHORT_CAP : parted(look.hairLength === 'long' ? -238 : -250);
}

function cap(look: Look, colours: HairColours, inHelmet: boolean): string {
  if (look.hairStyle === 'patka') return patka(look, inHelmet ? -400 : -414);
  const outline = capOutline(look);
  if (look.hairLength === 'cropped' && look.hairStyle === 'loose') {
    // Close to the head: flat colour, and the stubble's grain at the hairline.
    const grain = [-40, -26, -12, 2, 16, 30, 42].map((x) => `M${x} ${-366 - Math.abs(x) * 0.1}l${x < 0 ? -2 : 2} -7`).join('');
    return `<path d="${smoothPath(outline)}" fill="${colours.hair}" ${ol(3.5)}/>` + line(grain, colours.hi, 2.5, 0.6);
  }
  if (inCornrows(look)) return cornrows(colours);
  const tied = look.hairStyle !== 'loose';
  const inCloud = !tied && look.hairTexture === 'coily' && look.hairLength === 'shoulder';
  let out = textured(outline, look, colours, tied ? 0.6 : 1, inCloud ? ([, y]) => y > -392 : undefined);
  if (tied) {
    // Combed towards where it is gathered: the crown for a bun, the back for a ponytail, a parting for plaits.
    const combed =
      look.hairStyle === 'plaits'
        ? 'M0 -404 L0 -376 M-14 -400 C-30 -392 -46 -378 -54 -352 M14 -400 C30 -392 46 -378 54 -352'
        : look.hairStyle === 'bun'
          ? 'M-22 -372 C-34 -384 -36 -396 -20 -404 M22 -372 C34 -384 36 -396 20 -404 M0 -376 L0 -402'
          : 'M-30 -372 C-16 -388 10 -398 40 -398 M-48 -356 C-30 -380 6 -396 50 -392 M8 -376 C22 -386 40 -392 58 -386';
    out += strands(combed, colours, look);
  } else if (look.hairLength === 'short' && look.hairTexture === 'straight') {
    // the little tuft on top
    out +=
      `<path d="M-6 -404 C-10 -422 4 -432 16 -426 C6 -422 4 -414 8 -404Z" fill="${colours.hair}" ${ol(3.5)}/>` +
      strands('M-40 -392 C-30 -384 -24 -376 -22 -368 M24 -396 C34 -386 42 -376 44 -364', colours, look);
  } else if (look.hairLength !== 'short') {
    out += strands('M2 -398 C0 -388 2 -380 4 -376 M-30 -388 C-44 -378 -54 -360 -58 -330 M30 -388 C44 -378 54 -360 58 -330', colours, look);
  } else {
    out += strands('M-36 -390 C-26 -380 -20 -372 -18 -364 M26 -394 C38 -384 44 -374 46 -362', colours, look);
  }
  return out;
}

/** A patka: cloth over the top of the head, tied over the top-knot (at `knotY`). */
function patka(look: Look, knotY: number): string {
  const dome: P[] = [
    [-66, -318],
    [-72, -358],
    [-58, -392],
    [-30, -408],
    [0, -412],
    [30, -408],
    [58, -392],
    [72, -358],
    [66, -318],
    [56, -344],
    [36, -362],
    [0, -367],
    [-36, -362],
    [-56, -344],
  ];
  const { cloth, fold } = patkaColours(look);
  return (
    `<path d="${smoothPath(dome)}" fill="${cloth}" ${ol(4)}/>` +
    `<path d="M-58 -344 C-36 -366 36 -366 58 -344" fill="none" stroke="${fold}" stroke-width="7" stroke-linecap="round"/>` +
    line('M-56 -372 C-30 -392 30 -392 56 -372 M-40 -396 C-20 -404 20 -404 40 -396', fold, 3.5, 0.8) +
    `<ellipse cx="0" cy="${knotY}" rx="26" ry="20" fill="${cloth}" ${ol(4)}/>` +
    line(`M-16 ${knotY - 8} C-6 ${knotY + 6} 6 ${knotY + 6} 16 ${knotY - 8} M-12 ${knotY + 8} L12 ${knotY + 8}`, fold, 3.5, 0.8)
  );
}

// --- behind the head ---------------------------------------------------------------------------------

/** The hair that falls behind the shoulders, to `to`. */
function fallingHair(to: number, width: number): P[] {
  const right: P[] = [
    [40, -396],
    [66, -374],
    [76, -330],
    [width - 2, -280],
    [width - 4, to + 24],
    [width - 14, to],
    [34, to - 4],
  ];
  return [[0, -400], ...right, [0, to - 6], ...mirrored(right)];
}

/**
 * A ponytail tied at the back of the crown, hanging behind the head: from the front only its tie
 * peeks over the crown and its tail past the jaw on one side, as a ponytail is seen.
 */
function ponytail(look: Look, colours: HairColours): string {
  const to = TAIL_TO[look.hairLength];
  const tail: P[] = [
    [22, -400],
    [48, -408],
    [66, -388],
    [74, -346],
    [74, (to - 340) / 2],
    [68, to + 8],
    [60, to],
    [56, to + 18],
    [50, -330],
    [36, -374],
  ];
  return (
    textured(tail, look, colours, 0.8) +
    strands(`M50 -394 C66 -376 72 -340 68 ${n(to + 20)}`, colours, look) +
    `<ellipse cx="34" cy="-406" rx="11" ry="14" transform="rotate(-20 34 -406)" fill="${RIBBON}" ${ol(3)}/>`
  );
}

function bun(look: Look, colours: HairColours, y = -414, size = 1): string {
  const r = (look.hairTexture === 'coily' ? 34 : 30) * size;
  const round: P[] = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return [Math.cos(a) * r, y + Math.sin(a) * r] as P;
  });
  return (
    textured(round, look, colours, 0.7) +
    strands(`M-16 ${y - 8} Q0 ${y - 22} 16 ${y - 8} M-12 ${y + 6} Q2 ${y - 4} 14 ${y + 8}`, colours, look) +
    `<rect x="-18" y="${y + r - 12}" width="36" height="10" rx="5" fill="${RIBBON}" ${ol(2.5)}/>`
  );
}

function behindHead(look: Look, colours: HairColours, inHelmet: boolean): string {
  switch (look.hairStyle) {
    case 'ponytail':
      return ponytail(look, colours);
    case 'bun':
      // Inside a helmet the bun sits lower, within the glass.
      return inHelmet ? bun(look, colours, -398, 0.75) : bun(look, colours);
    case 'plaits':
      return inPuffs(look) ? puffs(look, colours, inHelmet) : '';
    case 'patka':
      return '';
    default:
      if (look.hairLength === 'cropped' || look.hairLength === 'short') return '';
      if (inTwists(look)) return twists(look, colours, inHelmet);
      if (look.hairTexture === 'coily') return textured(coilyCloud(), look, colours);
      return (
        textured(fallingHair(FALLS_TO[look.hairLength], look.hairTexture === 'straight' ? 80 : 86), look, colours) +
        strands(`M-64 -300 C-70 -270 -68 ${FALLS_TO[look.hairLength] + 40} -62 ${FALLS_TO[look.hairLength] + 14}`, colours, look) +
        strands(`M64 -300 C70 -270 68 ${FALLS_TO[look.hairLength] + 40} 62 ${FALLS_TO[look.hairLength] + 14}`, colours, look)
      );
  }
}

/**
 * Coily hair grown out, loose: a rounded cloud close about the head, down to the neck, never much
 * wider than the head (a child's hair, not a wig).
 */
function coilyCloud(): P[] {
  const [r, to, top] = [78, -268, -440];
  const [cy, ry] = [(top + to) / 2, (to - top) / 2];
  return Array.from({ length: 18 }, (_, i) => {
    const a = -Math.PI / 2 + (i / 18) * Math.PI * 2;
    return [Math.cos(a) * r, cy + Math.sin(a) * ry] as P;
  });
}

/** Two puffs high on either side of the head, each gathered by a tie. Smaller and lower inside a helmet. */
function puffs(look: Look, colours: HairColours, inHelmet = false): string {
  const [x, y, r] = inHelmet ? [46, -392, 22] : [62, -400, 30];
  return ([-1, 1] as const)
    .map((side) => {
      const round: P[] = Array.from({ length: 10 }, (_, i) => {
        const a = (i / 10) * Math.PI * 2;
        return [side * x + Math.cos(a) * r, y + Math.sin(a) * r] as P;
      });
      const tie = `<ellipse cx="${side * (x - r * 0.8)}" cy="${n(y + r * 0.55)}" rx="7" ry="11" transform="rotate(${side * -40} ${side * (x - r * 0.8)} ${n(y + r * 0.55)})" fill="${RIBBON}" ${ol(2.5)}/>`;
      return textured(round, look, colours, 0.8) + tie;
    })
    .join('');
}

/** One two-strand twist from (x, top) down to `to`: small coils turning one way, then the other. */
function twist(x: number, top: number, to: number, lean: number, colours: HairColours): string {
  const count = Math.max(3, Math.round((to - top) / 16));
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const [cx, cy] = [x + lean * t, top + (to - top) * t];
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="8.5" ry="10" transform="rotate(${i % 2 ? 28 : -28} ${n(cx)} ${n(cy)})" fill="${colours.hair}" ${ol(2.6)}/>`;
    out += `<path d="M${n(cx - 4)} ${n(cy - 3)} q4 4 8 0" fill="none" stroke="${colours.hi}" stroke-width="2.2" stroke-linecap="round" opacity=".8"/>`;
  }
  return out;
}

/** Twists to the shoulders, over a close mass of coils behind the head. Shorter inside a helmet. */
function twists(look: Look, colours: HairColours, inHelmet = false): string {
  const to = inHelmet ? -280 : -236;
  const mass = textured(fallingHair(to + 10, inHelmet ? 70 : 78), look, colours, 0.8);
  const hanging = [
    [-74, -10],
    [-58, -6],
    [-42, -2],
    [42, 2],
    [58, 6],
    [74, 10],
  ]
    .map(([x, lean]) => twist(inHelmet ? x * 0.85 : x, -356, to - Math.abs(x) * 0.15, lean, colours))
    .join('');
  return mass + hanging;
}

/** Cornrows: tight braided rows from the hairline back over the head, to the plaits behind the ears. */
function cornrows(colours: HairColours): string {
  // Seen from the front the rows run up from the hairline and away over the crown, closing together.
  const row = (x: number) => `M${n(x)} ${n(-370 + Math.abs(x) * 0.12)} C${n(x * 0.95)} -386 ${n(x * 0.8)} -396 ${n(x * 0.6)} -401`;
  const rows = [-48, -29, -10, 10, 29, 48].map(row).join(' ');
  const partings = [-38, -19, 0, 19, 38].map(row).join(' ');
  return (
    `<path d="${smoothPath(GATHERED_CAP)}" fill="${colours.hair}" ${ol(3.5)}/>` +
    line(partings, C.ink, 2, 0.35) +
    `<path d="${rows}" fill="none" stroke="${colours.hi}" stroke-width="5" stroke-dasharray="5 4" stroke-linecap="round" opacity=".7"/>`
  );
}

// --- plaits ------------------------------------------------------------------------------------------

/** One plait from behind the ear at side -1 or 1, over the shoulder, tied with a ribbon. */
function plait(side: -1 | 1, look: Look, colours: HairColours, top: P, to: number): string {
  const [x0, y0] = top;
  const count = Math.max(2, Math.round((to - y0) / 19));
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const y = y0 + ((to - y0) * (i + 0.5)) / count;
    const x = x0 + side * i * 0.8;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="13" ry="14" transform="rotate(${(i % 2 ? 24 : -24) * side} ${n(x)} ${n(y)})" fill="${colours.hair}" ${ol(3.2)}/>`;
    out += `<path d="M${n(x - 7)} ${n(y - 4)} q7 6 14 0" fill="none" stroke="${colours.hi}" stroke-width="2.6" stroke-linecap="round" opacity=".8"/>`;
  }
  const endX = x0 + side * count * 0.8;
  const tuft =
    look.hairTexture === 'curly' || look.hairTexture === 'coily'
      ? `<circle cx="${n(endX)}" cy="${n(to + 14)}" r="11" fill="${colours.hair}" ${ol(3)}/>`
      : `<path d="M${n(endX - 9)} ${n(to + 4)} Q${n(endX)} ${n(to + 34)} ${n(endX + 9)} ${n(to + 4)}Z" fill="${colours.hair}" ${ol(3)}/>`;
  return (
    tuft +
    out +
    `<path d="M${n(endX - 14)} ${n(to - 4)} l10 8 l-10 8Z M${n(endX + 14)} ${n(to - 4)} l-10 8 l10 8Z" fill="${RIBBON}" ${ol(2.5)}/>` +
    `<circle cx="${n(endX)}" cy="${n(to + 4)}" r="5" fill="${RIBBON}" ${ol(2.5)}/>`
  );
}

/** Two plaits falling in front of the shoulders (drawn over the body). */
function plaitsOverShoulders(look: Look, colours: HairColours): string {
  if (look.hairStyle !== 'plaits' || inPuffs(look)) return '';
  const to = TAIL_TO[look.hairLength];
  return plait(-1, look, colours, [-60, -292], to) + plait(1, look, colours, [60, -292], to);
}

// --- seen from behind --------------------------------------------------------------------------------

function fromBehind(look: Look, colours: HairColours): string {
  if (look.hairStyle === 'patka') {
    const { cloth, fold } = patkaColours(look);
    return (
      `<ellipse cx="0" cy="-332" rx="66" ry="70" fill="${cloth}" ${ol(4)}/>` +
      line('M-56 -300 C-30 -290 30 -290 56 -300 M-60 -340 C-30 -326 30 -326 60 -340 M-48 -380 C-24 -370 24 -370 48 -380', fold, 3.5, 0.8) +
      `<ellipse cx="0" cy="-404" rx="26" ry="20" fill="${cloth}" ${ol(4)}/>`
    );
  }
  const crown: P[] = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const grow = look.hairTexture === 'coily' && look.hairStyle === 'loose' ? 14 : look.hairLength === 'cropped' ? -2 : 4;
    return [Math.cos(a) * (64 + grow), -332 + Math.sin(a) * (68 + grow)] as P;
  });
  let out = '';
  if (inTwists(look)) {
    out += twists(look, colours);
  } else if (look.hairStyle === 'loose' && look.hairLength !== 'cropped' && look.hairLength !== 'short') {
    out +=
      look.hairTexture === 'coily'
        ? textured(coilyCloud(), look, colours)
        : textured(fallingHair(FALLS_TO[look.hairLength], 74), look, colours);
  } else {
    out += textured(crown, look, colours, look.hairStyle === 'loose' ? 1 : 0.6);
  }
  out += strands('M-30 -380 C-44 -350 -46 -318 -40 -290 M24 -386 C40 -356 44 -322 38 -292', colours, look);
  if (look.hairStyle === 'bun') out += bun(look, colours, -406);
  if (look.hairStyle === 'ponytail') {
    const to = TAIL_TO[look.hairLength];
    const tail: P[] = [
      [0, -392],
      [22, -370],
      [24, (to - 330) / 2],
      [10, to],
      [0, to + 14],
      [-10, to],
      [-24, (to - 330) / 2],
      [-22, -370],
    ];
    out += textured(tail, look, colours, 0.7) + `<ellipse cx="0" cy="-384" rx="16" ry="10" fill="${RIBBON}" ${ol(3)}/>`;
  }
  if (inPuffs(look)) out += puffs(look, colours);
  else if (look.hairStyle === 'plaits') {
    const to = TAIL_TO[look.hairLength] + 10;
    out += plait(-1, look, colours, [-30, -286], to) + plait(1, look, colours, [30, -286], to);
  }
  return out;
}

/** The hair of a look, in the pieces the hero is drawn in (head-local units). */
export function hairOf(look: Look, colours: HairColours, inHelmet = false) {
  return {
    /** behind the head and body */
    behind: behindHead(look, colours, inHelmet),
    /** over the top of the head, framing the face */
    cap: cap(look, colours, inHelmet),
    /** over the body, under the arms: plaits */
    overBody: plaitsOverShoulders(look, colours),
    /** the head seen from behind, over the body */
    fromBehind: fromBehind(look, colours),
  };
}

/** The highest point of the hair or what covers it (head-local y): what must stay clear of a page's words. */
export function hairTopY(look: Look, inHelmet = false): number {
  if (look.hairStyle === 'bun') return inHelmet ? -426 : -448;
  if (look.hairStyle === 'patka') return inHelmet ? -420 : -434;
  if (inPuffs(look)) return inHelmet ? -418 : -440;
  if (look.hairTexture === 'coily')
    return look.hairStyle === 'loose' && look.hairLength === 'shoulder' ? -460 : look.hairStyle === 'loose' ? -446 : -428;
  if (look.hairStyle === 'loose' && look.hairLength === 'short' && look.hairTexture === 'straight') return -432;
  return look.hairTexture === 'curly' ? -426 : -410;
}

/** The hair's shine: its own colour lifted towards a warm light. */
export function hairShine(hex: string): string {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const lifted = rgb.map((v, i) => Math.round(v + ([255, 236, 200][i] - v) * 0.28));
  return `#${lifted.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
