import { splitPolicy } from './lastUpdated';

describe('policy Last Updated', () => {
  it('takes the date from the Last Updated line and drops it and the top heading from the text', () => {
    const { lastUpdated, body } = splitPolicy('# Privacy Policy\n\nLast Updated: November 20, 2026\n\nWe care.\n\n## Photos\n\nDeleted.');
    expect(lastUpdated).toBe('November 20, 2026');
    expect(body).toBe('We care.\n\n## Photos\n\nDeleted.');
  });

  it('reads a bold label too', () => {
    expect(splitPolicy('**Last Updated:** 1 March 2026\n\nText').lastUpdated).toBe('1 March 2026');
  });

  it('reads the Hindi label of a Hindi text', () => {
    const { lastUpdated, body } = splitPolicy('# गोपनीयता नीति\n\nअंतिम अपडेट: 23 नवंबर 2026\n\nहम ध्यान रखते हैं।');
    expect(lastUpdated).toBe('23 नवंबर 2026');
    expect(body).toBe('हम ध्यान रखते हैं।');
  });

  it('has no date when the document has no such line', () => {
    expect(splitPolicy('# Terms\n\nText')).toEqual({ lastUpdated: null, body: 'Text' });
  });
});
