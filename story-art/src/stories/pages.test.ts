import { POSES, type Pose } from '../hero.js';
import { SAMPLE_HEROES, SHOP_HERO } from '../samples.js';
import { heroFaceArea, SCENES } from '../scenes.js';
import { SCENE_HEIGHT, VARIANTS, type Page } from '../scenes/layout.js';
import { STORIES } from './index.js';

/** The hero's pose in each option of a page. */
const posesOf = (page: Page): Pose[] => VARIANTS.map((v) => (typeof page === 'function' ? page(v).hero.pose : page.heroes[v].pose));

describe("the stories' poses", () => {
  it('acts out the stories with every pose of the library, so the golden images cover each one', () => {
    const used = new Set(Object.values(STORIES).flatMap((story) => story.pages.flatMap(posesOf)));
    expect(POSES.filter((pose) => !used.has(pose))).toEqual([]);
    expect(POSES.length).toBeGreaterThanOrEqual(12);
  });

  it('never offers the same pose at another zoom: the wide shot and the close-up of a page differ', () => {
    const same = Object.values(STORIES).flatMap((story) =>
      story.pages
        .map((page, i) => ({ where: `${story.slug} page ${i + 1}`, poses: posesOf(page) }))
        .filter(({ poses }) => poses[0] === poses[1])
        .map(({ where }) => where),
    );
    expect(same).toEqual([]);
  });
});

describe("the scene's light", () => {
  /** Which side the glaze over the hero deepens towards: the side away from the light. */
  const shadowSide = (story: string, scene: string) => {
    const svg = SCENES[story][scene]({ look: SHOP_HERO, variant: 0 });
    const [, x1, x2] = /<linearGradient id="heroShade"[^>]* x1="(-?[\d.]+)"[^>]* x2="(-?[\d.]+)"/.exec(svg)!;
    return Number(x2) > Number(x1) ? 'right' : 'left';
  };

  it('comes from the side of the sun or the moon, and from the top left without one', () => {
    // The jungle's page 1: the sun over the town, left of the hero; page 5: the sun right, over the river.
    expect(shadowSide('jungle-explorer', 'scene-01')).toBe('right');
    expect(shadowSide('jungle-explorer', 'scene-05')).toBe('left');
    // Under the sea in the coral garden: no sun to be seen.
    expect(shadowSide('ocean-quest', 'scene-04')).toBe('right');
  });

  it("glazes the hero's far side, inside the hero's outline only", () => {
    const svg = SCENES['jungle-explorer']['scene-05']({ look: SHOP_HERO, variant: 0 });
    expect(svg).toContain('<mask id="heroMask" mask-type="alpha"');
    expect(svg).toMatch(/<use href="#hero"\/><\/mask>/);
    expect(svg).toMatch(/fill="url\(#heroShade\)" mask="url\(#heroMask\)"/);
  });
});

describe('the hero seen on a phone', () => {
  it("shows the hero's face at least an eighth of the picture's height on half the pages or more, in every option", () => {
    const short: string[] = [];
    for (const [slug, scenes] of Object.entries(SCENES)) {
      for (const variant of VARIANTS) {
        for (const look of Object.values(SAMPLE_HEROES)) {
          const close = Object.values(scenes).filter((scene) => {
            const face = heroFaceArea(scene({ look, variant }))!;
            return (face.ry * 2) / SCENE_HEIGHT >= 1 / 8;
          });
          if (close.length * 2 < Object.keys(scenes).length) short.push(`${slug} v${variant}: ${close.length} of 12`);
        }
      }
    }
    expect(short).toEqual([]);
  });
});
