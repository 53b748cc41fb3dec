import { Type } from '@sinclair/typebox';
import path from 'node:path';
import { REMOTES, type RemoteName } from 'contracts/routes';
import {
  setting,
  text,
  textOr,
  wholeNumber,
  countOrZero,
  flag,
  folder,
  repoRoot,
  type SectionValues,
  type SettingsSection,
} from '../../platform/config/settingKinds.js';

const REMOTE_FOLDERS = Object.values(REMOTES).map((remote) => remote.folder);

/** The variable that points the remotes document at a remote served elsewhere (`REMOTE_URL_MF_CATALOGUE`, ...). */
export const remoteUrlVariable = (remoteFolder: string) => `REMOTE_URL_${remoteFolder.replace('-', '_').toUpperCase()}`;
const remoteUrl = (remoteFolder: string) =>
  text(
    remoteUrlVariable(remoteFolder),
    `entry URL of ${remoteFolder} served elsewhere (a dev server's \`remoteEntry.js\`), put into the remotes document; its pages are drawn in the browser`,
    'unset',
  );

/** The storefront's section of the configuration: its builds, its server rendering and the scripts it loads. */
export const STOREFRONT_SETTINGS = {
  shellDir: folder('SHELL_DIR', 'shell/dist', "the shell's build"),
  mediaDir: folder('MEDIA_DIR', 'api/dist/media', 'rendered illustrations served under `/media/` (written by `npm run build`)'),
  remoteDirs: setting(
    'REMOTES_ROOT',
    Type.String({ minLength: 1 }),
    {
      meaning: 'folder with one sub-folder per remote build (`mf-catalogue/`, ...)',
      unset: "unset: each remote's own `dist/`",
      expected: 'some text',
    },
    // Remote folder name -> the folder holding that remote's build.
    (root): Record<string, string> =>
      Object.fromEntries(REMOTE_FOLDERS.map((remote) => [remote, root ? path.resolve(root, remote) : path.join(repoRoot, remote, 'dist')])),
  ),
  remoteUrlMfCatalogue: remoteUrl('mf-catalogue'),
  remoteUrlMfCreation: remoteUrl('mf-creation'),
  remoteUrlMfOrdering: remoteUrl('mf-ordering'),
  remoteUrlMfContent: remoteUrl('mf-content'),
  serverRendering: flag('SERVER_RENDERING', true, "`false`: every page is drawn by the browser (the benchmarks' control)"),
  pseudoLocale: flag(
    'PSEUDO_LOCALE',
    false,
    "`true` draws every catalog text accented and 30 % longer, between brackets, to find texts left out of the catalogs and layouts that clip (a test server's; refused in production)",
  ),
  serverRenderBudgetMs: wholeNumber(
    'SERVER_RENDER_BUDGET_MS',
    100,
    "time a remote's server module and its page's data may take before the page is left to the browser",
  ),
  serverPageCacheSeconds: countOrZero(
    'SERVER_PAGE_CACHE_SECONDS',
    10,
    'seconds a page drawn on the server is served again to the next visitors of the same address, country and cookie-choice state (`0`: never)',
  ),
  pageRendersPerAddressPerMinute: wholeNumber(
    'PAGE_RENDERS_PER_ADDRESS_PER_MINUTE',
    120,
    'pages one address may have drawn on the server in a minute; beyond, it gets the page the browser draws',
  ),
  serveSourceMaps: flag('SERVE_SOURCE_MAPS', false, "`true` serves the builds' source maps (`*.js.map`), which are private by default"),
  geolocationUrl: textOr('GEOLOCATION_URL', '/api/geo', 'where the shell asks for the visitor\'s country (answers `{ "country": "IN" }`)'),
  ga4MeasurementId: text('GA4_MEASUREMENT_ID', 'Google Analytics 4, loaded only with analytics consent', 'unset (not loaded)'),
  adPixelId: text('AD_PIXEL_ID', 'advertising pixel, loaded only with advertising consent', 'unset (not loaded)'),
  behaviourAnalyticsProjectId: text(
    'BEHAVIOUR_ANALYTICS_PROJECT_ID',
    'behaviour-analytics script, loaded only with analytics consent',
    'unset (not loaded)',
  ),
} satisfies SettingsSection;

export type StorefrontSettings = SectionValues<typeof STOREFRONT_SETTINGS>;

/** Remote name -> entry URL served elsewhere (a dev server), from REMOTE_URL_<NAME>. */
export function remoteUrls(storefront: StorefrontSettings): Partial<Record<RemoteName, string>> {
  const urls = {
    mf_catalogue: storefront.remoteUrlMfCatalogue,
    mf_creation: storefront.remoteUrlMfCreation,
    mf_ordering: storefront.remoteUrlMfOrdering,
    mf_content: storefront.remoteUrlMfContent,
  } satisfies Record<RemoteName, string | null>;
  return Object.fromEntries(Object.entries(urls).filter(([, url]) => url !== null));
}

/** What a production start needs of the storefront. */
export const storefrontProductionNeeds = (storefront: StorefrontSettings): string[] =>
  storefront.pseudoLocale ? ['PSEUDO_LOCALE=false (the pseudo-language is for tests)'] : [];
