import type { PrintPartnerName } from '../catalogue/index.js';
import type { CoverGeometry } from './coverGeometry.js';

/** Where a book stands with the print partner, as the shop tells it. */
export type PrintState = 'accepted' | 'in-production' | 'shipped' | 'delivered' | 'rejected' | 'cancelled';

/** States after which nothing more happens to a job. */
export const FINAL_PRINT_STATES: readonly PrintState[] = ['delivered', 'rejected', 'cancelled'];

/** A print job as its partner reports it. */
export interface PartnerJobStatus {
  /** The partner's id of the job. */
  jobId: string;
  state: PrintState;
  /** The partner's own words on the state (a rejection's reason), when it gives any. */
  detail: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/** A delivery address as partners take it. */
export interface PrintAddress {
  name: string;
  street1: string;
  street2: string | null;
  city: string;
  /** The state's code (ISO 3166-2 subdivision without the country, e.g. KA). */
  stateCode: string;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  phoneNumber: string;
  email: string;
}

/** One book to print and send. */
export interface PrintJobRequest {
  /** The shop's order id: the partner keeps it, so a job sent twice is found, not made twice. */
  externalId: string;
  title: string;
  /** The partner's code for the book's print type and size (print-type data). */
  productCode: string;
  /** Signed, expiring addresses the partner fetches the files from. */
  interiorUrl: string;
  coverUrl: string;
  /** The whole book in one PDF, its cover spread first, for a partner that takes one file; absent when not built. */
  bookUrl?: string;
  interiorPages: number;
  shippingAddress: PrintAddress;
}

/** What a partner asks for one book sent to an address, in its own currency, taxes aside. */
export interface PartnerQuote {
  currency: string;
  /** The book, with any fee for handling it. */
  book: number;
  shipping: number;
  total: number;
  /** The working days to the door the partner gives for its shipping, where it gives them. */
  days: { min: number; max: number } | null;
}

/**
 * A webhook delivery as the partner's route read it: a signed status, or (from a partner that signs
 * nothing) the job that changed, whose status is then asked of the partner.
 */
export type WebhookReading =
  | { kind: 'status'; status: PartnerJobStatus }
  | { kind: 'changed'; jobId: string }
  | { kind: 'unsigned' }
  /** Signed, but not a delivery the partner sends (not a JSON object). */
  | { kind: 'unreadable' }
  | { kind: 'ignored' };

/**
 * What the shop needs from a print partner: sending a built book once, asking how it stands, and
 * reading the partner's own word on it (a signed webhook). Like payments, each partner implements it.
 */
export interface PrintPartner {
  readonly name: PrintPartnerName;
  /** Sends the job, or finds the one sent before for the same externalId. */
  submit(job: PrintJobRequest): Promise<PartnerJobStatus>;
  status(jobId: string): Promise<PartnerJobStatus>;
  /** Reads a webhook delivery, its signature checked over the raw body. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookReading;
  /** The job already made for an order since a time, for a try that may have reached the partner before failing. */
  findJob?(externalId: string, since: Date): Promise<PartnerJobStatus | null>;
  /** The partner takes the whole book as one PDF (`bookUrl`), its cover spread first. */
  readonly takesOneFile?: boolean;
  /** The cover's size in points the partner asks for a product and page count, to check the built cover by. */
  coverDimensions?(productCode: string, interiorPages: number): Promise<{ width: number; height: number }>;
  /** What the partner would ask for one book of this product and page count sent to an address. */
  quote?(productCode: string, interiorPages: number, to: PrintAddress): Promise<PartnerQuote>;
  /** The cover's layout the partner asks, for a partner whose covers are not the print type's binding: the book is built to it. */
  coverGeometry?(productCode: string, interiorPages: number): Promise<CoverGeometry>;
}

/** A job the partner (or the check before sending it) refuses: the staff must act, trying again changes nothing. */
export class PrintRefused extends Error {}
