import { useEffect, useState } from 'react';

export type Portrait = typeof import('story-art/portrait');

/** The drawing code is fetched once a drawing is wanted: the upload page loads without it. */
const loadPortrait = () => import(/* webpackChunkName: "hero-portrait" */ 'story-art/portrait');

/** The browser's portrait drawing (the hero's, a companion's), once `wanted` and fetched; null until then. */
export function usePortraitDrawing(wanted = true): Portrait | null {
  const [portrait, setPortrait] = useState<Portrait | null>(null);
  useEffect(() => {
    if (!wanted || portrait) return;
    let current = true;
    void loadPortrait().then((module) => current && setPortrait(module));
    return () => {
      current = false;
    };
  }, [wanted, portrait]);
  return portrait;
}

/** A drawn SVG as an image's address. */
export const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
