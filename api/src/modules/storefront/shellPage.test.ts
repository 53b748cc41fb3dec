import type { RouteRenderResult } from 'contracts/rendering';
import { createStorefrontFixture } from '../../testing/storefrontFixture.js';
import { liveBuilds } from './liveBuilds.js';
import { renderShellPage } from './shellPage.js';

const fixture = createStorefrontFixture();
afterAll(() => fixture.cleanup());

describe('the shell page', () => {
  it("a query value can corrupt the page: $' and $& in the page's state stay as written", () => {
    const builds = liveBuilds(fixture.config.storefront, fixture.config.releases.releasesDir, { apps: () => ({}), stop: () => undefined });
    const settings = { checkoutScriptUrl: 'https://checkout.example/v1.js', contentSecurityPolicy: "default-src 'self'", siteOrigin: '' };
    const typed = "$' $& $` $1";
    const rendered: RouteRenderResult = {
      html: `<p>Stories for ${typed}</p>`,
      styles: '',
      state: {
        storefrontApi: { gender: typed },
        consent: { consent: null, country: null, countryResolved: false, dialogOpen: false },
        remoteRendered: true,
      },
      fallbackReason: null,
    };
    const page = renderShellPage(fixture.config.storefront, settings, builds, {
      pathname: '/flipbook-catalogue',
      origin: 'http://127.0.0.1',
      language: 'en',
      routes: builds.routes(),
      rendered,
    });
    expect(page).toContain(`<div id="root"><p>Stories for ${typed}</p></div>`);
    // The state is JSON made safe for a script element: & is written \u0026.
    expect(page).toContain(`{"gender":"${typed.replace('&', () => '\\u0026')}"}`);
    expect(page.match(/<html/g)).toHaveLength(1);
    expect(page.match(/<\/body>/g)).toHaveLength(1);
  });
});
