import type { PrintAddress } from '../modules/printing/printPartner.js';

/** A delivery address as print partners take it. */
export const PRINT_ADDRESS: PrintAddress = {
  name: 'Meera Rao',
  street1: '12 Lake View Road',
  street2: 'Indiranagar',
  city: 'Bengaluru',
  stateCode: 'KA',
  postcode: '560038',
  countryCode: 'IN',
  phoneNumber: '+919812345678',
  email: 'meera@example.com',
};
