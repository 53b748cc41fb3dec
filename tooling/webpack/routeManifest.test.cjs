const path = require('node:path');
const { REMOTES, exposesProblem, readRouteManifest } = require('./routeManifest.cjs');

const contentManifest = readRouteManifest(path.join(__dirname, '../../mf-content'));
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

describe("each remote's build checks its exposes against its own route manifest", () => {
  it('reads the remotes, their folders and dev ports from the one definition', () => {
    expect(REMOTES.mf_content).toMatchObject({ folder: 'mf-content', devPort: 3004 });
    expect(Object.keys(REMOTES)).toEqual(['mf_catalogue', 'mf_creation', 'mf_ordering', 'mf_content']);
  });

  it("accepts exposes that match the manifest's pages and shared modules", () => {
    expect(exposesProblem('mf_content', contentExposes, contentManifest)).toBeNull();
  });

  it('names what is missing and what is exposed beyond the manifest', () => {
    const { './FaqSection': _faqSection, ...withoutFaqSection } = contentExposes;
    expect(exposesProblem('mf_content', { ...withoutFaqSection, './Extra': 'x' }, contentManifest)).toBe(
      "mf_content's exposes differ from what its routes.json declares: missing ./FaqSection not declared as a page or a shared module: ./Extra",
    );
    expect(exposesProblem('mf_unknown', {}, { routes: [] })).toMatch(/not a remote/);
  });

  it('lets a remote add a page by declaring it beside its module', () => {
    const withPage = {
      ...contentManifest,
      routes: [
        ...contentManifest.routes,
        { path: '/our-story', exposed: './OurStoryPage', metadata: { en: { title: 'Our story', description: 'How it began.' } } },
      ],
    };
    expect(exposesProblem('mf_content', { ...contentExposes, './OurStoryPage': 'b' }, withPage)).toBeNull();
  });
});
