import { testMessages } from '../testing/testMessages';
import { validatePricing, type PricingValues } from './pricingRules';

const valid: PricingValues = { name: 'Meera Rao', email: 'meera@example.com', phoneNumber: '', country: 'IN' };

describe('pricing contact rules', () => {
  it('accepts a complete form, the phone being optional', () => {
    expect(validatePricing(valid, testMessages)).toEqual({});
    expect(validatePricing({ ...valid, phoneNumber: '9812345678' }, testMessages)).toEqual({});
  });

  it('requires name, email and country with their messages', () => {
    expect(validatePricing({ name: ' ', email: '', phoneNumber: '', country: '' }, testMessages)).toEqual({
      name: 'Name is required',
      email: 'Email address is required',
      country: 'Please select a delivery country',
    });
  });

  it('needs a valid email', () => {
    expect(validatePricing({ ...valid, email: 'meera@example' }, testMessages).email).toBe('Please enter a valid email address');
  });

  it('takes 6 to 15 digits for a phone', () => {
    expect(validatePricing({ ...valid, phoneNumber: '123456' }, testMessages)).toEqual({});
    expect(validatePricing({ ...valid, phoneNumber: '12345' }, testMessages).phoneNumber).toBe(
      'Please enter a valid phone number (numbers only)',
    );
    expect(validatePricing({ ...valid, phoneNumber: '1234567890123456' }, testMessages).phoneNumber).toBe(
      'Please enter a valid phone number (numbers only)',
    );
  });
});
