import { curlyQuotes } from './curlyQuotes.js';

describe('straight quotes set as a book sets them', () => {
  it('opens and closes double quotes by what is before them, apostrophes closing single quotes', () => {
    expect(curlyQuotes(`"I'm Mithu," said the parrot. "Don't worry, Tara's here."`)).toBe(
      '\u201CI\u2019m Mithu,\u201D said the parrot. \u201CDon\u2019t worry, Tara\u2019s here.\u201D',
    );
  });

  it('opens a quote after a line break or a dash, and quotes within quotes', () => {
    expect(curlyQuotes(`He said:\n"She called 'Come back!'"`)).toBe('He said:\n\u201CShe called \u2018Come back!\u2019\u201D');
    expect(curlyQuotes('Wait\u2014"now"')).toBe('Wait\u2014\u201Cnow\u201D');
  });

  it('leaves Devanagari and text without quotes as it is', () => {
    expect(curlyQuotes('"मैं मिठू हूँ," तोते ने कहा।')).toBe('\u201Cमैं मिठू हूँ,\u201D तोते ने कहा।');
    expect(curlyQuotes('No quotes here.')).toBe('No quotes here.');
  });
});
