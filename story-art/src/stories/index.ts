import { festivalOfLights } from './festivalOfLights.js';
import { jungleExplorer } from './jungleExplorer.js';
import { oceanQuest } from './oceanQuest.js';
import { spaceAdventure } from './spaceAdventure.js';
import type { Story } from './story.js';

/** Every story the shop illustrates, by its product's slug. */
export const STORIES: Record<string, Story> = Object.fromEntries(
  [jungleExplorer, spaceAdventure, oceanQuest, festivalOfLights].map((story) => [story.slug, story]),
);
