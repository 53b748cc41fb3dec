import { useEffect } from 'react';
import { effectiveConsent, readStorefrontConfig, useAppSelector } from 'shared-contracts';
import { shallowEqual } from 'react-redux';
import { startAllowedTrackers } from './trackers';

export function useTrackers() {
  const consent = useAppSelector((state) => effectiveConsent(state.consent), shallowEqual);
  useEffect(() => startAllowedTrackers(readStorefrontConfig(), consent), [consent]);
}
