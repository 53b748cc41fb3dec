/**
 * The couriers the shop ships with, by the code staff give when marking an order shipped, and the
 * page on each one's own site where a customer follows a parcel by its tracking number.
 */
export const CARRIERS = {
  'india-post': { name: 'India Post', trackingUrl: 'https://www.indiapost.gov.in/' },
  delhivery: { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/tracking' },
  bluedart: { name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/tracking' },
  dtdc: { name: 'DTDC', trackingUrl: 'https://www.dtdc.com/tracking/' },
} as const;

export type CarrierCode = keyof typeof CARRIERS;

export const isCarrier = (code: string): code is CarrierCode => Object.hasOwn(CARRIERS, code);
