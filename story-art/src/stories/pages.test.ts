import { POSES, type Pose } from '../hero.js';
import { DEFAULT_SKIN } from '../palette.js';
import { heroFaceArea, SCENES } from '../scenes.js';
import { VARIANTS, type Page } from '../scenes/layout.js';
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
  const face = (story: string, scene: string) => heroFaceArea(SCENES[story][scene]({ skinTone: DEFAULT_SKIN, hair: 'short', variant: 0 }))!;

  it('comes from the side of the sun or the moon, and from the top left without one', () => {
    // The jungle's page 1: the sun over the town, left of the hero; page 5: the sun right, over the river.
    expect(face('jungle-explorer', 'scene-01').light).toBeUndefined();
    expect(face('jungle-explorer', 'scene-05').light).toBe('right');
    // Under the sea in the coral garden: no sun to be seen.
    expect(face('ocean-quest', 'scene-04').light).toBeUndefined();
  });

  it("glazes the hero's far side, inside the hero's outline only", () => {
    const svg = SCENES['jungle-explorer']['scene-05']({ skinTone: DEFAULT_SKIN, hair: 'short', variant: 0 });
    expect(svg).toContain('<mask id="heroMask" mask-type="alpha"');
    expect(svg).toMatch(/<use href="#hero"\/><\/mask>/);
    expect(svg).toMatch(/fill="url\(#heroShade\)" mask="url\(#heroMask\)"/);
  });
});
