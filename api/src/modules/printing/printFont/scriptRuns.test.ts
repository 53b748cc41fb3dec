import { scriptRuns } from './scriptRuns.js';

const cut = (text: string) => scriptRuns(text).map((run) => [text.slice(run.start, run.end), run.script]);

describe('a line cut by script', () => {
  it('keeps a Latin name in a Hindi sentence apart, with the spaces and punctuation where they stand', () => {
    expect(cut('मुख्य भूमिका में Anaya’s, हर्ष।')).toEqual([
      ['मुख्य भूमिका में ', 'Deva'],
      ['Anaya’s, ', 'Latn'],
      ['हर्ष।', 'Deva'],
    ]);
  });

  it('gives leading punctuation to the first script, and a line of only digits or of one script one run', () => {
    expect(cut('“अनाया”')).toEqual([['“अनाया”', 'Deva']]);
    expect(cut('12')).toEqual([['12', 'Latn']]);
    expect(cut('Anaya saw the stars.')).toEqual([['Anaya saw the stars.', 'Latn']]);
  });

  it('keeps the joiners in their run, and counts UTF-16 units', () => {
    expect(cut('क्\u200Dष a')).toEqual([
      ['क्\u200Dष ', 'Deva'],
      ['a', 'Latn'],
    ]);
    expect(scriptRuns('😀 क')).toEqual([{ start: 0, end: 4, script: 'Deva' }]);
  });
});
