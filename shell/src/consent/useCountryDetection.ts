import { useEffect } from 'react';
import { countryDetected, readStorefrontConfig, useAppDispatch, useAppSelector } from 'shared-contracts';
import { detectCountry } from './detectCountry';

/** Looks the country up once, unless consent is already stored or the country is cached. */
export function useCountryDetection() {
  const dispatch = useAppDispatch();
  const needed = useAppSelector((state) => state.consent.consent === null && !state.consent.countryResolved);
  useEffect(() => {
    if (!needed) return;
    // detectCountry answers null when the lookup fails; it never rejects.
    void detectCountry(readStorefrontConfig().geolocationUrl, window.localStorage).then((country) => dispatch(countryDetected(country)));
  }, [needed, dispatch]);
}
