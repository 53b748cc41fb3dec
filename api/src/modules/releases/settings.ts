import { text, wholeNumber, folder, type SectionValues, type SettingsSection } from '../../platform/config/settingKinds.js';

/** The releases section of the configuration: where releases are kept, and the release tool's server. */
export const RELEASE_SETTINGS = {
  releasesDir: folder(
    'RELEASES_DIR',
    'releases',
    'versioned releases and, without `DATABASE_URL`, `live.json`, the document saying which release of each app is served (an app without one is served from its build; with `DATABASE_URL` it is kept in the database, and a `live.json` found there is taken over)',
  ),
  releasesKeep: wholeNumber('RELEASES_KEEP', 5, 'releases kept per app when pruning'),
  storefrontUrl: text(
    'STOREFRONT_URL',
    'read by the release tool only: the running server its switch smoke-checks',
    '`http://127.0.0.1:$PORT`',
  ),
} satisfies SettingsSection;

export type ReleaseStoreSettings = SectionValues<typeof RELEASE_SETTINGS>;
