import { counter, emptyAddress, fromAddress, phoneCodeOf, toAddress, validateAddress, type AddressValues } from './addressRules';
import { SAMPLE_ADDRESS } from 'shared-contracts/testing';
import { testMessages } from '../testing/testMessages';

const { phoneCode: _code, ...saved } = SAMPLE_ADDRESS;
/** The form's values hold the number without its country code. */
const filled: AddressValues = { ...emptyAddress('IN'), ...saved, phoneNumber: '9812345678' };

describe('checkout address rules', () => {
  it('accepts a complete address; line 3 and instructions are optional', () => {
    expect(validateAddress(filled, testMessages)).toEqual({});
  });

  it('requires every other field', () => {
    expect(Object.keys(validateAddress(emptyAddress(), testMessages)).sort()).toEqual(
      ['addressLine1', 'addressLine2', 'city', 'firstName', 'lastName', 'phoneNumber', 'state', 'zip'].sort(),
    );
    expect(validateAddress(emptyAddress(), testMessages).firstName).toBe('First name is required');
  });

  it('limits names to 30, lines to 80 and instructions to 200 characters', () => {
    expect(validateAddress({ ...filled, firstName: 'a'.repeat(30) }, testMessages)).toEqual({});
    expect(validateAddress({ ...filled, firstName: 'a'.repeat(31) }, testMessages).firstName).toBe('At most 30 characters');
    expect(validateAddress({ ...filled, addressLine3: 'a'.repeat(81) }, testMessages).addressLine3).toBe('At most 80 characters');
    expect(validateAddress({ ...filled, instructions: 'a'.repeat(201) }, testMessages).instructions).toBe('At most 200 characters');
    expect(counter('abc', 80)).toBe('3/80');
  });

  it('refuses hidden characters and stacked marks in any line, and takes any script', () => {
    expect(validateAddress({ ...filled, firstName: 'Pri\u202Eya' }, testMessages).firstName).toMatch(/^This has a hidden character/);
    expect(validateAddress({ ...filled, city: `x${'\u0301'.repeat(5)}` }, testMessages).city).toMatch(/^A letter here has too many/);
    expect(validateAddress({ ...filled, addressLine2: 'அண்ணா நகர்' }, testMessages)).toEqual({});
  });

  it('takes 6 to 15 phone digits', () => {
    expect(validateAddress({ ...filled, phoneNumber: '12345' }, testMessages).phoneNumber).toBe('Phone number must be 6-15 digits');
    expect(validateAddress({ ...filled, phoneNumber: '1'.repeat(16) }, testMessages).phoneNumber).toBe('Phone number must be 6-15 digits');
    expect(validateAddress({ ...filled, phoneNumber: '123456' }, testMessages)).toEqual({});
  });

  it("follows the country's phone code", () => {
    expect(phoneCodeOf('IN')).toBe('+91');
    expect(phoneCodeOf('US')).toBe('+1');
    expect(phoneCodeOf('UK')).toBe('+44');
  });

  it('sends the phone with its code and the state name, and reads it back', () => {
    const address = toAddress({ ...filled, country: 'UK', phoneNumber: '2079460000' });
    expect(address).toMatchObject({ phoneNumber: '+442079460000', phoneCode: '+44', stateName: 'Karnataka', country: 'UK' });
    expect(address).not.toHaveProperty('addressLine3');
    expect(fromAddress(address)).toMatchObject({ phoneNumber: '2079460000', country: 'UK', addressLine3: '' });
  });
});
