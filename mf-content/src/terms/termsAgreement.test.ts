import { readTermsAgreement, storeTermsAgreement } from './termsAgreement';

describe('terms agreement record', () => {
  beforeEach(() => localStorage.clear());

  it('stores agreed, the date and the version', () => {
    const agreement = storeTermsAgreement('November 20, 2026', new Date('2026-11-22T10:00:00Z'));
    expect(agreement).toEqual({ agreed: true, date: '2026-11-22T10:00:00.000Z', version: 'November 20, 2026' });
    expect(JSON.parse(localStorage.getItem('termsAgreement')!)).toEqual(agreement);
    expect(readTermsAgreement()).toEqual(agreement);
  });

  it('reads nothing from a missing or unreadable record', () => {
    expect(readTermsAgreement()).toBeNull();
    localStorage.setItem('termsAgreement', '{bad');
    expect(readTermsAgreement()).toBeNull();
  });
});
