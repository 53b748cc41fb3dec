export { COVER_HEIGHT, COVER_WIDTH, coverLettering, COVERS, type CoverOptions } from './covers.js';
export { hairTop, type FaceArea, type Hair, type HeroLayers, type Outfit } from './hero.js';
export { DEFAULT_SKIN, INK, skinRamp, type SkinRamp } from './palette.js';
export { renderAll, renderWebp, type RenderSummary } from './render.js';
export { heroFaceArea, SCENE_HEIGHT, SCENE_WIDTH, SCENES, VARIANTS, type SceneOptions } from './scenes.js';
export { HERO_SHADE } from './scenes/layout.js';
