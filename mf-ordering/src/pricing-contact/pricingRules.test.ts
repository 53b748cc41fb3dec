import { PRICING_MESSAGES, validatePricing, type PricingValues } from './pricingRules';

const valid: PricingValues = { name: 'Meera Rao', email: 'meera@example.com', phoneNumber: '', country: 'IN' };

describe('pricing contact rules', () => {
  it('accepts a complete form, the phone being optional', () => {
    expect(validatePricing(valid)).toEqual({});
    expect(validatePricing({ ...valid, phoneNumber: '9812345678' })).toEqual({});
  });

  it('requires name, email and country with their messages', () => {
    expect(validatePricing({ name: ' ', email: '', phoneNumber: '', country: '' })).toEqual({
      name: PRICING_MESSAGES.nameRequired,
      email: PRICING_MESSAGES.emailRequired,
      country: PRICING_MESSAGES.countryRequired,
    });
  });

  it('needs a valid email', () => {
    expect(validatePricing({ ...valid, email: 'meera@example' }).email).toBe(PRICING_MESSAGES.emailInvalid);
  });

  it('takes 6 to 15 digits for a phone', () => {
    expect(validatePricing({ ...valid, phoneNumber: '123456' })).toEqual({});
    expect(validatePricing({ ...valid, phoneNumber: '12345' }).phoneNumber).toBe(PRICING_MESSAGES.phoneInvalid);
    expect(validatePricing({ ...valid, phoneNumber: '1234567890123456' }).phoneNumber).toBe(PRICING_MESSAGES.phoneInvalid);
  });
});
