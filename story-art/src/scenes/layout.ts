/**
 * How a page becomes a picture: its hero placed in the world, a camera (wide or close) on it, the
 * scenery behind and in front, and the paper's grain. A landscape SVG, 1600 x 1200, with the hero's
 * face area marked.
 */
import type { Companion } from 'contracts/companions';
import type { HeroLook } from 'contracts/hero';
import { companyExtent, companyOf, type CompanySpot } from '../family/company.js';
import { faceAreaFor, hairTopFor, hero, type HeroLayers, type HeroOptions, type Outfit, type Side } from '../hero.js';
import { INK, n, paperGrain, svgDocument, vignette, WORLD_BOTTOM, WORLD_LEFT, WORLD_RIGHT, WORLD_TOP } from '../palette.js';

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1200;
/** 0: wide, 1: close-up, 2: another pose and angle. */
export const VARIANTS = [0, 1, 2] as const;

export interface SceneOptions extends HeroLayers {
  look: HeroLook;
  variant: number;
  /**
   * The shape of the page the picture is drawn for (width over height): a squarer page shows more of
   * the world above and below, a wider one more to each side, so nothing the 4:3 picture shows is
   * cut. 4:3 when not said.
   */
  aspect?: number;
  /**
   * Drawn as a double-page spread: the page of `aspect` on the right, as it is drawn alone, and the
   * story's world running on across the page to its left, where the words are set.
   */
  spread?: boolean;
  /** The page's picture reframed for its printed shape (see Frame); as drawn when not said. */
  frame?: Frame;
  /** Override the outfit the story chose for this page. */
  outfit?: Outfit;
  /** The people and pets beside the hero, drawn on the pages the story brings them along. */
  companions?: readonly Companion[];
}
export type SceneFn = (options: SceneOptions) => string;

/**
 * A page's picture reframed to keep its cast inside a printed page's safe area: the whole drawing
 * made `scale` (at most 1) as large about the page's middle, then moved by (x, y), in the 4:3
 * picture's units. The camera moves, so the world shows further round the page, never a blank edge
 * while the world reaches (palette's WORLD_LEFT .. WORLD_BOTTOM).
 */
export interface Frame {
  scale: number;
  x: number;
  y: number;
}

/**
 * The shot seen through a frame: a point P of the page's picture moves to M + scale (P - M) + (x, y),
 * M the page's middle (800, 600), which every page canvas and a spread's right page are centred on.
 */
const reframed = (shot: Shot, { scale, x, y }: Frame): Shot => {
  const zoom = shot.zoom * scale;
  return { zoom, fx: shot.fx - x / zoom, fy: shot.fy - y / zoom };
};

/** The camera: zoom >= 1 around a focus point in world coordinates. */
interface Shot {
  zoom: number;
  fx: number;
  fy: number;
}

/** A close-up on the hero's upper body, wherever the variant puts the hero; (ox, oy) shifts it to include a companion. */
interface CloseUp {
  closeUp: number;
  ox: number;
  oy: number;
}

/** Where a page's camera looks: a fixed shot, or a close-up on its hero. */
type Camera = Shot | CloseUp;

export const WIDE: Camera = { zoom: 1, fx: 800, fy: 600 };
export const closeUp = (zoom = 1.7, ox = 0, oy = 0): CloseUp => ({ closeUp: zoom, ox, oy });

/** Where and how a page places its hero; the outfit defaults to the story's. */
export type HeroPlacement = Pick<HeroOptions, 'pose' | 'x' | 'y' | 'scale' | 'flip' | 'tilt' | 'expression' | 'holding' | 'noShadow'> & {
  outfit?: Outfit;
};

/** The world around the hero, as SVG in world coordinates. */
interface Scenery {
  /** behind the hero */
  bg: string;
  /** in front of the hero */
  fg?: string;
  grain?: number;
}

export interface Layout extends Scenery {
  hero: HeroPlacement;
  shot?: Camera;
}

/** A page whose hero and camera are set for each variant: its layout is data, its scenery drawn. */
export interface PageLayout {
  heroes: [HeroPlacement, HeroPlacement, HeroPlacement];
  shots: [Camera, Camera, Camera];
  draw: (variant: number, hero: HeroPlacement) => Scenery;
}

/** A page whose hero rides on something it draws (an elephant, a rocket), so the drawing places the hero. */
type RiddenPage = (variant: number) => Layout;

export type Page = PageLayout | RiddenPage;

export function pick<T>(variant: number, options: [T, T, T]): T {
  const v = ((Math.floor(variant) % 3) + 3) % 3;
  return options[v];
}

function clampShot(s: Shot): Shot {
  const z = Math.max(1, s.zoom);
  const hw = SCENE_WIDTH / 2 / z;
  const hh = SCENE_HEIGHT / 2 / z;
  return { zoom: z, fx: Math.min(SCENE_WIDTH - hw, Math.max(hw, s.fx)), fy: Math.min(SCENE_HEIGHT - hh, Math.max(hh, s.fy)) };
}

function closeOn(h: HeroPlacement, { closeUp: zoom, ox, oy }: CloseUp): Shot {
  const sitting = ['sitting', 'reading', 'sitting-waving', 'crouching', 'sleeping'].includes(h.pose);
  return { zoom, fx: h.x + ox, fy: h.y - (sitting ? 170 : 270) * h.scale + oy };
}

/** The story text's band covers the top of the page; a hero's hair should start below it. */
const TEXT_CLEAR_TOP = 380;

/**
 * A close-up framed so the hero's head is clear of the text band: the camera tilts up (the world moves
 * down) as far as the scene reaches.
 */
function frameHead(shot: Shot, h: HeroPlacement, look: HeroLook): Shot {
  if (shot.zoom === 1) return shot;
  const top = (hairTopFor({ ...h, look }) - shot.fy) * shot.zoom + SCENE_HEIGHT / 2;
  return top >= TEXT_CLEAR_TOP ? shot : clampShot({ ...shot, fy: shot.fy - (TEXT_CLEAR_TOP - top) / shot.zoom });
}

/** A face this share of the picture's height or more is seen on a phone: the target of a medium shot. */
export const MEDIUM_FACE = 0.13;
const MAX_MEDIUM_ZOOM = 2.4;

/**
 * On the pages whose wide or other-angle option is a medium shot (every other page, each variant
 * its own half), the camera moves in until the hero's face is MEDIUM_FACE of the picture's height,
 * keeping the hero in frame, so half of every story's pages show the child close enough to know.
 */
function mediumShot(shot: Shot, h: HeroPlacement, look: HeroLook, medium: boolean): Shot {
  const face = faceAreaFor({ ...h, faceShape: look.faceShape });
  const share = (face.ry * 2 * shot.zoom) / SCENE_HEIGHT;
  if (!medium || share >= MEDIUM_FACE) return shot;
  const zoom = Math.min(MAX_MEDIUM_ZOOM, (shot.zoom * MEDIUM_FACE) / share);
  const [hw, hh] = [SCENE_WIDTH / 2 / zoom, SCENE_HEIGHT / 2 / zoom];
  const within = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));
  return clampShot({
    zoom,
    fx: within(shot.fx, face.cx - hw * 0.6, face.cx + hw * 0.6),
    fy: within(shot.fy, face.cy - hh * 0.1, face.cy + hh * 0.6),
  });
}

/** Whether a page's option is one of the medium shots: variant 0 on odd pages, variant 2 on even ones. */
export const isMediumShot = (pageIndex: number, variant: number) =>
  (variant === 0 && pageIndex % 2 === 0) || (variant === 2 && pageIndex % 2 === 1);

function layoutOf(page: Page, variant: number): Layout {
  if (typeof page === 'function') return page(variant);
  const placed = pick(variant, page.heroes);
  return { ...page.draw(variant, placed), hero: placed, shot: pick(variant, page.shots) };
}

/** How far every scene's world is drawn beyond its 4:3 picture on each side (its sky, its ground). */
const WORLD_BEYOND = 200;

/** The part of the drawing a picture for a page of `aspect` shows, in the 4:3 picture's coordinates. */
export interface Canvas {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The canvas for a page of `aspect` (width over height): the 4:3 picture widened upwards and
 * downwards for a squarer page, or to both sides for a wider one, as far as the world is drawn.
 */
export function pageCanvas(aspect = SCENE_WIDTH / SCENE_HEIGHT): Canvas {
  if (aspect < SCENE_WIDTH / SCENE_HEIGHT) {
    const height = Math.min(SCENE_HEIGHT + 2 * WORLD_BEYOND, SCENE_WIDTH / aspect);
    return { x: 0, y: (SCENE_HEIGHT - height) / 2, width: SCENE_WIDTH, height };
  }
  const width = Math.min(SCENE_WIDTH + 2 * WORLD_BEYOND, SCENE_HEIGHT * aspect);
  return { x: (SCENE_WIDTH - width) / 2, y: 0, width, height: SCENE_HEIGHT };
}

/**
 * The canvas of a spread whose right page is the page of `aspect`: the same page, and one as large to
 * its left, over the world beyond the picture (SPREAD_WORLD).
 */
export function spreadCanvas(aspect?: number): Canvas {
  const page = pageCanvas(aspect);
  return { ...page, x: page.x - page.width, width: page.width * 2 };
}

/** The canvas a picture is drawn on: its page's, or its spread's. */
export const sceneCanvas = ({ aspect, spread }: Pick<SceneOptions, 'aspect' | 'spread'>): Canvas =>
  spread ? spreadCanvas(aspect) : pageCanvas(aspect);

/** How much room the camera leaves round the company it keeps in view, in world units. */
const COMPANY_ROOM = 40;

/**
 * The shot widened, if it must be, to keep the hero's companions in view: all of their width, and
 * from the top of the tallest head down to every face (a baby sitting on the floor too); a close-up
 * becomes a two-shot.
 */
function keepCompany(shot: Shot, extent: { left: number; right: number; top: number; chin: number } | null, h: HeroPlacement): Shot {
  if (!extent) return shot;
  const [left, right] = [
    Math.min(extent.left, h.x - 90 * h.scale) - COMPANY_ROOM,
    Math.max(extent.right, h.x + 90 * h.scale) + COMPANY_ROOM,
  ];
  const [top, bottom] = [extent.top - COMPANY_ROOM, Math.max(h.y - 120 * h.scale, extent.chin + COMPANY_ROOM)];
  const zoom = Math.max(1, Math.min(shot.zoom, SCENE_WIDTH / (right - left), SCENE_HEIGHT / (bottom - top)));
  const [hw, hh] = [SCENE_WIDTH / 2 / zoom, SCENE_HEIGHT / 2 / zoom];
  const within = (v: number, low: number, high: number) => (low > high ? (low + high) / 2 : Math.min(high, Math.max(low, v)));
  return clampShot({ zoom, fx: within(shot.fx, right - hw, left + hw), fy: within(shot.fy, bottom - hh, top + hh) });
}

/** Where companions stand beside a hero: level with the hero's face across, on the hero's ground (a leaning, diving or upside-down hero's face is off the feet). */
const besideOf = (h: HeroPlacement, look: HeroLook): HeroPlacement => ({ ...h, x: faceAreaFor({ ...h, faceShape: look.faceShape }).cx });

/** `pageIndex`: the page's place in the story, or null for a page that is never moved in to a medium shot. */
function compose(o: SceneOptions, l: Layout, outfit: Outfit, pageIndex: number | null, spot?: CompanySpot): string {
  const planned = l.shot ?? WIDE;
  const worn = o.outfit ?? l.hero.outfit ?? outfit;
  const company = spot && o.companions?.length ? { spot, companions: o.companions } : null;
  const chosen = clampShot('closeUp' in planned ? closeOn(l.hero, planned) : planned);
  const framed = keepCompany(
    frameHead(
      mediumShot(chosen, l.hero, o.look, pageIndex !== null && isMediumShot(pageIndex, o.variant)),
      { ...l.hero, outfit: worn },
      o.look,
    ),
    company && companyExtent(company.spot, company.companions, besideOf(l.hero, o.look)),
    l.hero,
  );
  const shot = o.frame ? reframed(framed, o.frame) : framed;
  // The zoom to four places: the hero is placed with the exact one, and the world must stay under its feet.
  const cam = `translate(800 600) scale(${shot.zoom.toFixed(4)}) translate(${n(-shot.fx)} ${n(-shot.fy)})`;
  const toScreen = (x: number, y: number): [number, number] => [(x - shot.fx) * shot.zoom + 800, (y - shot.fy) * shot.zoom + 600];
  const [hx, hy] = toScreen(l.hero.x, l.hero.y);
  // Lit from the side of the sun or moon in the scene; from the top left, the house light, without one.
  const lightX = Number(/data-light="(-?[\d.]+)"/.exec(l.bg)?.[1]);
  const light: Side = Number.isFinite(lightX) && lightX > l.hero.x ? 'right' : 'left';
  const opts: HeroOptions = {
    pose: l.hero.pose,
    outfit: worn,
    look: o.look,
    x: hx,
    y: hy,
    scale: l.hero.scale * shot.zoom,
    flip: l.hero.flip,
    tilt: l.hero.tilt,
    expression: l.hero.expression,
    holding: l.hero.holding,
    noShadow: l.hero.noShadow,
    light,
  };
  const canvas = sceneCanvas(o);
  const shade = heroShade(opts, canvas);
  const [left, top] = toScreen(WORLD_LEFT, WORLD_TOP);
  const [right, bottom] = toScreen(WORLD_RIGHT, WORLD_BOTTOM);
  const reach = `<rect id="world-reach" x="${n(left)}" y="${n(top)}" width="${n(right - left)}" height="${n(bottom - top)}" fill="none"/>`;
  const beside = company
    ? companyOf(company.spot, company.companions, { ...besideOf(l.hero, o.look), outfit: worn }, toScreen, shot.zoom)
    : '';
  const scenery = `<g transform="${cam}">${l.bg}</g>`;
  const front = l.fg ? `<g transform="${cam}">${l.fg}</g>` : '';
  const document = (body: string, defs = '') => svgDocument(canvas.width, canvas.height, body, defs, canvas);
  // The named layer hides everything but what is marked named (which makes itself visible again).
  if (o.layer === 'named') return document(`<g visibility="hidden">${scenery}${beside}${front}</g>`);
  if (o.layer === 'companions') return document(beside);
  const overCanvas = (svg: string) => `<g transform="translate(${n(canvas.x)} ${n(canvas.y)})">${svg}</g>`;
  const body =
    reach +
    scenery +
    overCanvas(paperGrain(canvas.width, canvas.height, l.grain ?? 0.45)) +
    beside +
    hero(opts) +
    shade.overlay +
    front +
    overCanvas(vignette(canvas.width, canvas.height));
  return document(body, shade.defs);
}

/**
 * The glaze on the hero's far side from the light, in hero units from the hero's centre towards the far
 * side: none before `from`, deepening to `opacity` of the ink at `to`, as the props' own shading.
 */
export const HERO_SHADE = { from: -30, to: 80, opacity: 0.26 };

/**
 * The hero's far side from the light in shadow: a glaze of ink that deepens across the hero, drawn
 * only inside the hero's own outline (a mask of the hero group).
 */
function heroShade(o: Pick<HeroOptions, 'x' | 'scale' | 'light'>, canvas: Canvas): { defs: string; overlay: string } {
  const towardsFar = o.light === 'right' ? -o.scale : o.scale;
  const [near, far] = [o.x + HERO_SHADE.from * towardsFar, o.x + HERO_SHADE.to * towardsFar];
  const defs =
    `<linearGradient id="heroShade" gradientUnits="userSpaceOnUse" x1="${n(near)}" y1="0" x2="${n(far)}" y2="0">` +
    `<stop offset="0" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity="${HERO_SHADE.opacity}"/></linearGradient>` +
    `<mask id="heroMask" mask-type="alpha" maskUnits="userSpaceOnUse" x="${n(canvas.x)}" y="${n(canvas.y)}" width="${n(canvas.width)}" height="${n(canvas.height)}"><use href="#hero"/></mask>`;
  return {
    defs,
    overlay: `<rect x="${n(canvas.x)}" y="${n(canvas.y)}" width="${n(canvas.width)}" height="${n(canvas.height)}" fill="url(#heroShade)" mask="url(#heroMask)"/>`,
  };
}

/** A story's pages and what its hero wears on them: all its scenes are drawn from these. */
export interface StoryPages {
  outfit: Outfit;
  /** Pages (numbered from 1) where the hero wears something else, e.g. pyjamas at bedtime. */
  outfits: Partial<Record<number, Outfit>>;
  /** Pages (numbered from 1) whose options stay as drawn, never moved in to a medium shot. */
  keptWide?: number[];
  /** Pages (numbered from 1) the hero's companions come along on, and how: alike in every option, or each option its own way. */
  company?: Partial<Record<number, CompanySpot | [CompanySpot, CompanySpot, CompanySpot]>>;
  pages: Page[];
}

/** A story's pages as scene-01 .. scene-12, each drawn in the story's outfit unless the page has its own. */
export function scenesOf({ pages, outfit, outfits, keptWide = [], company = {} }: StoryPages): Record<string, SceneFn> {
  return Object.fromEntries(
    pages.map((page, i) => [
      `scene-${String(i + 1).padStart(2, '0')}`,
      (o: SceneOptions) => {
        const spot = company[i + 1];
        return compose(
          o,
          layoutOf(page, o.variant),
          outfits[i + 1] ?? outfit,
          keptWide.includes(i + 1) ? null : i,
          Array.isArray(spot) ? pick(o.variant, spot) : spot,
        );
      },
    ]),
  );
}
