import { STORAGE_KEYS } from 'shared-contracts';

/** The record kept when a visitor accepts the terms (browser storage key termsAgreement). */
export interface TermsAgreement {
  agreed: true;
  date: string;
  version: string;
}

export function readTermsAgreement(storage: Storage = localStorage): TermsAgreement | null {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.termsAgreement) ?? 'null') as Partial<TermsAgreement> | null;
    return stored?.agreed === true && typeof stored.date === 'string' ? (stored as TermsAgreement) : null;
  } catch {
    return null;
  }
}

export function storeTermsAgreement(version: string, now = new Date(), storage: Storage = localStorage): TermsAgreement {
  const agreement: TermsAgreement = { agreed: true, date: now.toISOString(), version };
  storage.setItem(STORAGE_KEYS.termsAgreement, JSON.stringify(agreement));
  return agreement;
}
