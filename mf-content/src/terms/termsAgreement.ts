import { readJson, STORAGE_KEYS, writeJson } from 'shared-contracts';

/** The record kept when a visitor accepts the terms (browser storage key termsAgreement). */
export interface TermsAgreement {
  agreed: true;
  date: string;
  version: string;
}

export function readTermsAgreement(storage: Storage = localStorage): TermsAgreement | null {
  const stored = readJson(storage, STORAGE_KEYS.termsAgreement) as Partial<TermsAgreement> | null;
  return stored?.agreed === true && typeof stored.date === 'string' ? (stored as TermsAgreement) : null;
}

export function storeTermsAgreement(version: string, now = new Date(), storage: Storage = localStorage): TermsAgreement {
  const agreement: TermsAgreement = { agreed: true, date: now.toISOString(), version };
  writeJson(storage, STORAGE_KEYS.termsAgreement, agreement);
  return agreement;
}
