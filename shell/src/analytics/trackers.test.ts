import {
  initialConsent,
  type ConsentChoices,
  type StorefrontConfig,
  DEFAULT_CONFIG,
  consentSlice,
  countryDetected,
  effectiveConsent,
  preferencesSaved,
} from 'shared-contracts';
import { startAllowedTrackers } from './trackers';

const config: StorefrontConfig = {
  ...DEFAULT_CONFIG,
  ga4MeasurementId: 'G-TEST',
  adPixelId: '123',
  behaviourAnalyticsProjectId: 'clarity1',
};
const thirdPartyScripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

const consentAfter = (...actions: Parameters<typeof consentSlice.reducer>[1][]): ConsentChoices =>
  effectiveConsent(actions.reduce((state, action) => consentSlice.reducer(state, action), initialConsent));

describe('third-party trackers', () => {
  it('load for no one, India included, until the visitor opts in, and then only what they chose', () => {
    startAllowedTrackers(config, consentAfter(countryDetected('IN')));
    expect(thirdPartyScripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();

    const analyticsOnly = { analytics: true, advertising: false, functional: false };
    startAllowedTrackers(
      config,
      consentAfter(countryDetected('IN'), preferencesSaved({ choices: analyticsOnly, timestamp: '2026-11-23T10:00:00Z' })),
    );
    expect(thirdPartyScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST', 'https://www.clarity.ms/tag/clarity1']);
    expect(window.fbq).toBeUndefined();
  });
});
