export {
  COVER_HEIGHT,
  COVER_WIDTH,
  coverLettering,
  COVERS,
  coverSpread,
  coverWidthFor,
  frontPanelLeft,
  type CoverOptions,
  type SpreadOptions,
} from './covers.js';
export { spotIllustration, SPOT_HEIGHT, SPOT_WIDTH } from './spots.js';
export { PRINT_SAMPLES, type PrintKind } from './printSamples.js';
export { hairTopFor, type FaceArea, type HeroLayers, type Outfit } from './hero.js';
export { INK, SKIES, skinRamp, widenedView, type SkinRamp } from './palette.js';
export { SAMPLE_HEROES, SHOP_HERO } from './samples.js';
export { SAMPLE_FAMILIES, type SampleFamily } from './family/families.js';
export { renderAll, renderWebp, type RenderSummary } from './render.js';
export { LETTERING_FONT, useProjectFonts } from './fonts/projectFonts.js';
export {
  heroFaceArea,
  pageCanvas,
  sceneCanvas,
  spreadCanvas,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  SCENES,
  companyPages,
  storyOutfit,
  worldReach,
  VARIANTS,
  type Canvas,
  type SceneOptions,
} from './scenes.js';
export { HERO_SHADE, type Frame } from './scenes/layout.js';
