import { POSES, type Pose } from '../hero.js';
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
