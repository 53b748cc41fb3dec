/**
 * Row types of every table. Money is kept in paise (integers), times as ISO-8601 text and flags as
 * 0/1 integers, so SQLite and PostgreSQL store and return the same values.
 */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { Language } from 'contracts/languages';

export type Flag = 0 | 1;

export interface ProductsTable {
  product_id: number;
  slug: string;
  display_name: string;
  title: string;
  description: string;
  age_group: string;
  status: 'live' | 'coming-soon';
  priority: number;
  min_age: number;
  max_age: number;
  /** JSON: string[] */
  image_urls: string;
  pages_per_batch: number;
  deposit_paise: number;
  deposit_after_page: number;
  /** JSON: { pageNumber, pageTitle, text, scene }[] */
  story_pages: string;
  /** JSON: { [language]: { displayName, title, description, pages: { pageNumber, pageTitle, text }[] } } */
  story_translations: Generated<string>;
}

export interface PrintTypesTable {
  print_type: string;
  best_choice: Flag;
  sample_image_url: string;
  description: string;
  paper_finish: string;
  delivery_timeline: string;
  position: number;
  /** JSON: the print type's words by language (see JSON_COLUMNS.printTypeTranslations). */
  translations: Generated<string>;
  /** JSON: how its printer binds it (see PrintBinding in the catalogue module). */
  binding: Generated<string>;
}

export interface PrintSizesTable {
  print_type: string;
  size: string;
  price_paise: number;
  original_price_paise: number | null;
  position: number;
  /** JSON: the size's product code at each print partner that makes it (see JSON_COLUMNS.partnerProducts). */
  partner_products: Generated<string>;
}

export interface ShippingRatesTable {
  country_code: string;
  cost_paise: number;
}

export interface CouponsTable {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent for 'percent', paise for 'fixed'. */
  value: number;
  description: string;
  valid_from: string;
  valid_until: string;
  max_uses: number | null;
  /** Uses held by unpaid orders and uses paid for. */
  used_count: number;
  min_subtotal_paise: number;
  /** JSON: the description by language, beside the English `description`. */
  translated_descriptions: Generated<string>;
}

export interface FaqsTable {
  faq_type: string;
  language: Language;
  position: number;
  question: string;
  answer: string;
}

export interface PoliciesTable {
  name: string;
  language: Language;
  markdown: string;
}

export interface StatesTable {
  country_code: string;
  code: string;
  name: string;
  position: number;
  /** JSON: the state's name by language, beside the English `name` that addresses carry. */
  translated_names: Generated<string>;
}

export interface SampleFlipbooksTable {
  sample_flipbook_id: number;
  product_id: number;
  request_uuid: string;
  display_image: string;
  priority: number;
  gender: 'Boy' | 'Girl';
  /** JSON: the sample's pages in other languages (see JSON_COLUMNS.pagesByLanguage). */
  translated_pages: Generated<string>;
}

/** A book of pages: a sample flipbook or a visitor's ordered book. */
export interface BooksTable {
  request_uuid: string;
  product_id: number;
  /** JSON: Record<pageNumber, imageUrl> */
  pages: string;
  created_at: string;
}

/** A visitor's personalization request (child details), created by the personalization flow. */
export interface BookRequestsTable {
  request_uuid: string;
  product_id: number;
  child_first_name: string;
  gender: 'Boy' | 'Girl';
  age: number;
  birth_month: number;
  /** The book's language: its story, pictures, print PDF and emails. */
  language: Generated<Language>;
  /** The session that created the request. */
  session_id: string | null;
  /** SHA-256 of the secret issued with the request id, which the visitor's draft keeps. */
  access_key_hash: string | null;
  /** What the request's email links are bound to; reset (null) revokes them. */
  link_nonce: string | null;
  /** The nonce the book's family share links are bound to (null: none given out, or sharing stopped). */
  share_nonce: Generated<string | null>;
  created_at: string;
}

export interface CasesTable {
  case_id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  request_uuid: string | null;
  session_id: string | null;
  created_at: string;
}

export type ProductOrderState = 'quoted' | 'placed' | 'checked_out' | 'payment_initiated' | 'payment_failed' | 'paid';
export type DepositOrderState = 'created' | 'payment_failed' | 'paid';

export interface ProductOrdersTable {
  request_uuid: string;
  state: ProductOrderState;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  country: string;
  print_type: string | null;
  print_size: string | null;
  subtotal_paise: number | null;
  shipping_paise: number | null;
  discount_paise: number;
  /** The book's paid deposit, counted towards this order. */
  deposit_paise: Generated<number>;
  total_paise: number | null;
  coupon_code: string | null;
  currency: string;
  /** JSON Address */
  delivery_address: string | null;
  /** JSON Address */
  billing_address: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  tracking_number: string | null;
  /** The giver's message for the dedication page; null: no such page. */
  dedication: Generated<string | null>;
  /** When staff sent its print files to the printer. */
  sent_to_print_at: Generated<string | null>;
  /** Until when the book may still change (the review window); null before payment. */
  review_until: Generated<string | null>;
  /** The courier: its code (see CARRIERS) when staff gave it, its name when the print partner did. */
  carrier: Generated<string | null>;
  /** The print partner's link to follow the parcel; null: the courier's own (CARRIERS), if any. */
  tracking_url: Generated<string | null>;
  delivered_at: Generated<string | null>;
}

export interface DepositOrdersTable {
  request_uuid: string;
  state: DepositOrderState;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  country: string;
  amount_paise: number;
  currency: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** 'refund_due': money taken that paid for nothing (its order changed while it was paid, or was paid already): to give back. */
export type PaymentStatus = 'created' | 'paid' | 'failed' | 'refund_due';

export interface PaymentsTable {
  provider_order_id: string;
  request_uuid: string;
  payment_for: 'deposit' | 'product';
  provider: 'razorpay' | 'sandbox';
  amount_paise: number;
  currency: string;
  status: PaymentStatus;
  provider_payment_id: string | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  event_id: string;
  event: string;
  received_at: string;
}

/** Server-side usage counters per session and per address, in weekly windows. */
export interface UsageCountersTable {
  subject: string;
  kind: string;
  window_start: string;
  count: number;
}

export interface PhotosTable {
  request_uuid: string;
  /** Random file name under DATA_DIR/photos: photo addresses are never guessable. */
  file_name: string;
  status: 'ok' | 'warning';
  width: number;
  height: number;
  /** JSON: { box, landmarks } in the stored photo's pixels. */
  face: string;
  estimated_skin_tone: string;
  chosen_skin_tone: string | null;
  /** JSON HeroLook: the hero proposed from the photo (null for photos kept before heroes were). */
  proposed_hero: string | null;
  uploaded_at: string;
}

export interface BookPreviewsTable {
  request_uuid: string;
  skin_tone: string;
  /** JSON HeroLook: the hero the parent confirmed, drawn on every page (null for previews started before heroes were). */
  hero: string | null;
  /** Random part of every generated image's file name, so image addresses cannot be guessed. */
  image_token: string;
  /** The image token the preview's own cover was last drawn for: drawn for its present hero when equal. */
  cover_token: Generated<string | null>;
  started_at: string;
}

export type PageJobStatus = 'pending' | 'queued' | 'processing' | 'completed' | 'available' | 'error';

export interface PageJobsTable {
  /** `${requestUuid}:${pageNumber}` */
  job_id: string;
  request_uuid: string;
  page_number: number;
  status: PageJobStatus;
  attempts: number;
  /** JSON: image addresses, one per option */
  images: string | null;
  error: string | null;
  queued_at: string | null;
  updated_at: string;
}

export type EmailStatus = 'pending' | 'sent' | 'failed';

export interface EmailsTable {
  /** `${kind}:${requestUuid}[:${discriminator}]`: queuing the same email twice sends it once. */
  email_id: string;
  kind: string;
  request_uuid: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  status: EmailStatus;
  attempts: number;
  /** When it was queued, then when it was last tried (the job engine keeps its schedule). */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The storage key of the picture it shows (EMAIL_PICTURE), attached when sent; null: none. */
  picture_key: Generated<string | null>;
}

/** 'sending' until the partner answers, then where the book stands with it (PrintState). */
export type PrintJobState = 'sending' | 'accepted' | 'in-production' | 'shipped' | 'delivered' | 'rejected' | 'cancelled';

export interface PrintJobsTable {
  /** The order: one job per order, its id the partner's idempotency key. */
  request_uuid: string;
  /** The partner it was sent to ('files', 'lulu'). */
  partner: string;
  /** The partner's id of the job, once it answered. */
  job_id: string | null;
  state: PrintJobState;
  /** The partner's words on the state: a rejection's reason. */
  detail: string | null;
  created_at: string;
  updated_at: string;
}

export interface BookPdfsTable {
  request_uuid: string;
  /** 'deleted' once its time after shipping is over. */
  status: 'pending' | 'done' | 'failed' | 'deleted';
  attempts: number;
  /** When it was queued, then when it was last tried (the job engine keeps its schedule). */
  next_attempt_at: string;
  /** The inside pages' PDF, under `books/` in the storage. */
  file_name: string | null;
  /** The cover spread's PDF, beside it (none for a book built before covers were separate). */
  cover_file_name: Generated<string | null>;
  pages: number | null;
  last_error: string | null;
  created_at: string;
  built_at: string | null;
}

/** A parent's or guardian's agreement to a child's photo being used, recorded before the photo is read. */
export interface PhotoConsentsTable {
  consent_id: string;
  purpose: 'book' | 'quick_preview';
  /** The book request the photo is for; none for a quick preview. */
  request_uuid: string | null;
  /** Who agreed: the anonymous session that sent the photo. */
  session_id: string;
  /** The version of the consent wording agreed to (PHOTO_CONSENT.version). */
  consent_version: string;
  /** The language that wording was shown in (English governs; the Hindi is its translation). */
  consent_language: Generated<Language>;
  /** The privacy policy's Last Updated date at the time. */
  privacy_version: string;
  consented_at: string;
}

/** A secret generated once and shared by every instance (unless configured). */
/** The live release of one app and the ones before it (JSON: newest first), when instances share PostgreSQL. */
export interface LiveReleasesTable {
  app: string;
  current: string;
  previous: string;
  updated_at: string;
}

export interface SecretsTable {
  name: string;
  value: string;
}

/** Hits of one rate-limit key in one fixed window (ending at `window_end`, in ms since the epoch). */
export interface RateWindowsTable {
  counter_key: string;
  window_end: number;
  hits: number;
}

/** A job of the embedded job queue (jobs/embeddedEngine.ts). */
export interface QueuedJobsTable {
  job_id: string;
  queue: string;
  /** JSON: the job's payload */
  payload: string;
  /** Tries started so far. */
  attempts: number;
  /** When the job may next be tried. */
  run_at: string;
  /** The worker trying it now; its hold ends at locked_until (a dead worker's job comes back then). */
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
}

export interface Database {
  products: ProductsTable;
  print_types: PrintTypesTable;
  print_sizes: PrintSizesTable;
  shipping_rates: ShippingRatesTable;
  coupons: CouponsTable;
  faqs: FaqsTable;
  policies: PoliciesTable;
  states: StatesTable;
  sample_flipbooks: SampleFlipbooksTable;
  books: BooksTable;
  book_requests: BookRequestsTable;
  cases: CasesTable;
  product_orders: ProductOrdersTable;
  deposit_orders: DepositOrdersTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  usage_counters: UsageCountersTable;
  photos: PhotosTable;
  book_previews: BookPreviewsTable;
  page_jobs: PageJobsTable;
  emails: EmailsTable;
  book_pdfs: BookPdfsTable;
  print_jobs: PrintJobsTable;
  photo_consents: PhotoConsentsTable;
  secrets: SecretsTable;
  rate_windows: RateWindowsTable;
  queued_jobs: QueuedJobsTable;
  live_releases: LiveReleasesTable;
}

export type Product = Selectable<ProductsTable>;
export type ProductOrder = Selectable<ProductOrdersTable>;
export type DepositOrder = Selectable<DepositOrdersTable>;
export type Payment = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
