import { useEffect } from 'react';
import { effectiveConsent, readStorefrontConfig, shallowEqual, useAppSelector } from 'shared-contracts';
import { startAllowedTrackers } from './trackers';

export function useTrackers() {
  const consent = useAppSelector((state) => effectiveConsent(state.consent), shallowEqual);
  useEffect(() => startAllowedTrackers(readStorefrontConfig(), consent), [consent]);
}
