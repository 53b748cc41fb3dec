import type { Companion } from 'contracts/companions';
import type { HeroLook } from 'contracts/hero';
import type { Frame } from 'story-art';
import type { StoryPage } from '../../catalogue/index.js';

/** The child's photo with its face, in its own pixels. */
export interface ChildPhoto {
  image: Uint8Array;
  face: { box: { x: number; y: number; width: number; height: number }; landmarks: { x: number; y: number }[] };
}

/** What a generator is asked to draw: one page of a story, with the child as its hero. */
export interface PageRequest {
  productSlug: string;
  page: StoryPage;
  child: { firstName: string; gender: 'Boy' | 'Girl' };
  /** The hero as the parent confirmed it: every picture draws the child so. */
  look: HeroLook;
  /** The people and pets beside the hero, on the pages the story brings them (none when not said). */
  companions?: readonly Companion[];
  /** The child's photo, for a generator that paints from it (usesPhoto); none once it is gone. */
  photo: ChildPhoto | null;
  /** How many options (pose, framing, variant) to draw. */
  options: number;
  /** Draw only this option (the one a visitor chose), e.g. again at print size. */
  onlyOption?: number;
  /**
   * The shape of the page the picture is for (width over height), e.g. a printed sheet's: its world
   * is drawn further up and down, or to the sides, so nothing of the 4:3 picture is cut. 4:3 when not said.
   */
  aspect?: number;
  /** Drawn as a double-page spread: the page of `aspect` on the right, the story's world running on across the page to its left. */
  spread?: boolean;
  /** Reframed for a printed page's shape, to keep its cast inside the page's safe area (printing's `framedFor`). */
  frame?: Frame;
  /** For a print file: the picture kept as a PNG, encoded fast and lossless (it is encoded once more where it is placed), not as WebP. */
  print?: boolean;
}

/**
 * One option of a page, as WebP: with the story's words on a panel, and the picture alone, for a phone
 * that shows the words as text under it (the same picture when the page has no words).
 */
export interface DrawnOption {
  withWords: Buffer;
  picture: Buffer;
}

/**
 * A page generator: the embedded one draws on this machine's CPU, the ComfyUI adapter asks an
 * image-generation server. Both answer each option drawn.
 */
export interface PageGenerator {
  readonly name: string;
  /** Whether it needs the child's photo: the embedded generator draws from the look alone. */
  readonly usesPhoto: boolean;
  generate(request: PageRequest): Promise<DrawnOption[]>;
}

/**
 * The story text for this child: the name, the English pronouns ({he}, {his}…) and, in languages
 * whose verbs and adjectives agree with the child, the form for a boy or a girl ({गया|गई}).
 */
export function personaliseText(text: string, child: PageRequest['child']): string {
  const girl = child.gender === 'Girl';
  const words: Record<string, string> = {
    '{name}': child.firstName,
    '{he}': girl ? 'she' : 'he',
    '{him}': girl ? 'her' : 'him',
    '{his}': girl ? 'her' : 'his',
    '{He}': girl ? 'She' : 'He',
    '{His}': girl ? 'Her' : 'His',
  };
  return text
    .replace(/\{([^{}|]+)\|([^{}|]+)\}/g, (_alternation, boy: string, girlForm: string) => (girl ? girlForm : boy))
    .replace(/\{(name|he|him|his|He|His)\}/g, (placeholder) => words[placeholder]);
}
