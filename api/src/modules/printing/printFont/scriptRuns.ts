/** A stretch of a line in one script, shaped by that script's rules: [start, end) in UTF-16 units. */
export interface ScriptRun {
  start: number;
  end: number;
  script: 'Deva' | 'Latn';
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
// Spaces, punctuation (the danda too), symbols, digits, marks shared by scripts and the joiners belong to
// the run they stand in.
const NEUTRAL = /[\s\p{P}\p{S}\p{N}\p{M}\u200C\u200D]/u;

/**
 * A line cut where its script changes, so that a Latin name in a Hindi sentence (or the reverse) is
 * shaped by its own script's rules: a shaper told that a whole line is Latin draws र्ष with a visible
 * virama instead of the reph.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const chars = [...text];
  const own = chars.map((char) => (DEVANAGARI.test(char) ? 'Deva' : NEUTRAL.test(char) ? null : 'Latn'));
  let script = own.find((found) => found !== null) ?? 'Latn';
  const runs: ScriptRun[] = [];
  let index = 0;
  chars.forEach((char, i) => {
    script = own[i] ?? script;
    const last = runs.at(-1);
    if (last?.script === script) last.end += char.length;
    else runs.push({ start: index, end: index + char.length, script });
    index += char.length;
  });
  return runs;
}
