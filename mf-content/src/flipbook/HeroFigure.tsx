import { useEffect, useState } from 'react';
import type { HeroLook } from 'shared-contracts';

type Portrait = typeof import('story-art/portrait');

/** The drawing code is fetched when an "About" page is drawn: the flipbook opens without it. */
const loadPortrait = () => import(/* webpackChunkName: "hero-portrait" */ 'story-art/portrait');

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The book's hero, whole and waving, in the drawn frame the printed "About" page has. */
export function HeroFigure({ look }: { look: HeroLook }) {
  const [portrait, setPortrait] = useState<Portrait | null>(null);
  useEffect(() => {
    let current = true;
    void loadPortrait().then((module) => current && setPortrait(module));
    return () => {
      current = false;
    };
  }, []);
  return (
    <span className="frame hero">
      {portrait && <img src={svgUrl(portrait.heroPortrait(look, 'figure'))} alt="" width={360} height={520} />}
    </span>
  );
}
