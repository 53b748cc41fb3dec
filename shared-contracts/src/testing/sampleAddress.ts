import type { Address } from 'contracts/schemas';

/** A delivery address in India as the checkout saves it, for the tests of every stage that shows one. */
export const SAMPLE_ADDRESS = {
  firstName: 'Meera',
  lastName: 'Rao',
  addressLine1: '12 Lake View Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'KA',
  stateName: 'Karnataka',
  zip: '560038',
  phoneNumber: '+919812345678',
  phoneCode: '+91',
} satisfies Address;
