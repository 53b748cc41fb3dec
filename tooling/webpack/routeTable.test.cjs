const { REMOTES, exposesProblem } = require('./routeTable.cjs');

const contentExposes = {
  './FlipbookCataloguePage': 'a',
  './FlipbookPage': 'a',
  './AboutPage': 'a',
  './FaqPage': 'a',
  './FaqSection': 'a',
  './ContactPage': 'a',
  './PrivacyPage': 'a',
  './TermsPage': 'a',
  './RefundPage': 'a',
  './CookiePolicyPage': 'a',
  './ShippingPolicyPage': 'a',
};

describe("the route table checks each remote's build", () => {
  it('reads the remotes, their folders and dev ports from the one definition', () => {
    expect(REMOTES.mf_content).toMatchObject({ folder: 'mf-content', devPort: 3004 });
    expect(Object.keys(REMOTES)).toEqual(['mf_catalogue', 'mf_creation', 'mf_ordering', 'mf_content']);
  });

  it('accepts exposes that match the routes and the shared modules', () => {
    expect(exposesProblem('mf_content', contentExposes)).toBeNull();
  });

  it('names what is missing and what is exposed beyond the table', () => {
    const { './FaqSection': _faqSection, ...withoutFaqSection } = contentExposes;
    expect(exposesProblem('mf_content', { ...withoutFaqSection, './Extra': 'x' })).toBe(
      "mf_content's exposes differ from what shared-contracts/src/routes.ts requires of it: missing ./FaqSection not in the route table or SHARED_EXPOSES: ./Extra",
    );
    expect(exposesProblem('mf_unknown', {})).toMatch(/not a remote of the route table/);
  });
});
