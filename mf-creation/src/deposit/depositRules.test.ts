import { DEPOSIT_MESSAGES, validateDeposit, type DepositFormValues } from './depositRules';

const valid: DepositFormValues = { name: 'Meera Rao', email: 'meera@example.com', phoneNumber: '98123 45678', country: 'India' };

describe('deposit form rules', () => {
  it('accepts a complete form', () => {
    expect(validateDeposit(valid)).toEqual({});
  });

  it('requires a name', () => {
    expect(validateDeposit({ ...valid, name: ' ' }).name).toBe(DEPOSIT_MESSAGES.nameRequired);
  });

  it('requires an email that looks like one', () => {
    for (const email of ['', 'meera', 'meera@', 'meera@example', 'me era@example.com']) {
      expect(validateDeposit({ ...valid, email }).email).toBe(DEPOSIT_MESSAGES.emailInvalid);
    }
  });

  it('counts 7 to 15 digits once everything else is stripped', () => {
    expect(validateDeposit({ ...valid, phoneNumber: '123-45-67' })).toEqual({});
    expect(validateDeposit({ ...valid, phoneNumber: '123 456 789 012 345' })).toEqual({});
    expect(validateDeposit({ ...valid, phoneNumber: '123456' }).phoneNumber).toBe(DEPOSIT_MESSAGES.phoneInvalid);
    expect(validateDeposit({ ...valid, phoneNumber: '1234567890123456' }).phoneNumber).toBe(DEPOSIT_MESSAGES.phoneInvalid);
    expect(validateDeposit({ ...valid, phoneNumber: 'phone' }).phoneNumber).toBe(DEPOSIT_MESSAGES.phoneInvalid);
  });

  it('requires a country', () => {
    expect(validateDeposit({ ...valid, country: '' }).country).toBe(DEPOSIT_MESSAGES.countryRequired);
  });
});
