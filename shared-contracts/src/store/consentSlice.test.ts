import {
  allAccepted,
  allRejected,
  consentSlice,
  countryDetected,
  effectiveConsent,
  initialConsent,
  isBannerVisible,
  preferencesOpened,
  preferencesSaved,
} from './consentSlice';
import { restoreConsent, type ConsentState } from 'contracts/consent';

const reduce = (...actions: Parameters<typeof consentSlice.reducer>[1][]) =>
  actions.reduce<ConsentState>((state, action) => consentSlice.reducer(state, action), initialConsent);

const T = '2026-11-22T10:00:00.000Z';

describe('cookie consent rules', () => {
  it('shows no banner until the country is known', () => {
    expect(isBannerVisible(initialConsent)).toBe(false);
  });

  it('asks for consent outside India', () => {
    expect(isBannerVisible(reduce(countryDetected('GB')))).toBe(true);
  });

  it('asks for consent when the lookup failed', () => {
    expect(isBannerVisible(reduce(countryDetected(null)))).toBe(true);
  });

  it('shows no banner in India, and runs no tracker there until the visitor opts in', () => {
    const state = reduce(countryDetected('IN'));
    expect(isBannerVisible(state)).toBe(false);
    expect(effectiveConsent(state)).toEqual({ analytics: false, advertising: false, functional: false });
    const optedIn = reduce(
      countryDetected('IN'),
      preferencesOpened(),
      preferencesSaved({ choices: { analytics: true, advertising: false, functional: false }, timestamp: T }),
    );
    expect(effectiveConsent(optedIn)).toMatchObject({ analytics: true, advertising: false, functional: false });
  });

  it('Accept All turns every optional category on and hides the banner', () => {
    const state = reduce(countryDetected('US'), allAccepted(T));
    expect(state.consent).toEqual({ analytics: true, advertising: true, functional: true, timestamp: T });
    expect(isBannerVisible(state)).toBe(false);
  });

  it('Reject All turns every optional category off', () => {
    const state = reduce(countryDetected('US'), allRejected(T));
    expect(state.consent).toEqual({ analytics: false, advertising: false, functional: false, timestamp: T });
    expect(effectiveConsent(state).analytics).toBe(false);
  });

  it('Save Preferences stores exactly the chosen values and closes the dialog', () => {
    const choices = { analytics: true, advertising: false, functional: true };
    const state = reduce(countryDetected(null), preferencesOpened(), preferencesSaved({ choices, timestamp: T }));
    expect(state.consent).toEqual({ ...choices, timestamp: T });
    expect(state.dialogOpen).toBe(false);
    expect(effectiveConsent(state)).toEqual({ ...choices, timestamp: T });
  });

  it('nothing may run before a choice outside India', () => {
    expect(effectiveConsent(reduce(countryDetected('FR')))).toEqual({ analytics: false, advertising: false, functional: false });
  });

  it('restores only a well-formed stored record', () => {
    expect(restoreConsent({ analytics: true, advertising: false, functional: false, timestamp: T })).toEqual({
      analytics: true,
      advertising: false,
      functional: false,
      timestamp: T,
    });
    expect(restoreConsent({ analytics: 'yes', advertising: false, functional: false, timestamp: T })).toBeNull();
    expect(restoreConsent(null)).toBeNull();
  });
});
