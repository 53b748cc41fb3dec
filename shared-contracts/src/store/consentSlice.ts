import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsentChoices, ConsentState, CookieConsent } from 'contracts/consent';

export const initialConsent: ConsentState = { consent: null, country: null, countryResolved: false, dialogOpen: false };

const ALL_ON: ConsentChoices = { analytics: true, advertising: true, functional: true };
const ALL_OFF: ConsentChoices = { analytics: false, advertising: false, functional: false };

export const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsent,
  reducers: {
    countryDetected: (state, action: PayloadAction<string | null>) => {
      state.country = action.payload;
      state.countryResolved = true;
    },
    allAccepted: (state, action: PayloadAction<string>) => {
      state.consent = { ...ALL_ON, timestamp: action.payload };
      state.dialogOpen = false;
    },
    allRejected: (state, action: PayloadAction<string>) => {
      state.consent = { ...ALL_OFF, timestamp: action.payload };
      state.dialogOpen = false;
    },
    preferencesSaved: (state, action: PayloadAction<{ choices: ConsentChoices; timestamp: string }>) => {
      state.consent = { ...action.payload.choices, timestamp: action.payload.timestamp };
      state.dialogOpen = false;
    },
    /** The choice kept in this browser, taken up after the server's page has been hydrated. */
    consentRestored: (state, action: PayloadAction<CookieConsent | null>) => {
      state.consent = action.payload;
    },
    preferencesOpened: (state) => {
      state.dialogOpen = true;
    },
    preferencesClosed: (state) => {
      state.dialogOpen = false;
    },
  },
});

export const { countryDetected, allAccepted, allRejected, preferencesSaved, consentRestored, preferencesOpened, preferencesClosed } =
  consentSlice.actions;

export const NO_CONSENT_COUNTRY = 'IN';

/** The banner shows until a choice is made, except where no consent is asked (India). */
export function isBannerVisible(state: ConsentState): boolean {
  return state.consent === null && state.countryResolved && state.country !== NO_CONSENT_COUNTRY;
}

/**
 * What the trackers may do now: only what the visitor chose. Where no banner asks (India), nothing
 * runs until the visitor opts in through Cookie Settings: under the DPDP Act consent is given, not
 * assumed, and the shop's visitors are parents sharing children's details.
 */
export function effectiveConsent(state: ConsentState): ConsentChoices {
  return state.consent ?? ALL_OFF;
}
