import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULTS } from 'contracts/constants';
import type { Address } from 'contracts/schemas';
import type { Gender } from 'contracts/schemas';
import type { Language } from 'contracts/languages';

export interface OrderSummary {
  /** The story's title as the server names the book (absent in a draft saved before it was kept). */
  bookTitle?: string;
  printType: string;
  subTotal: number;
  shippingCost: number;
  /** The book's paid deposit, counted towards the total (absent in a draft saved before it was counted). */
  depositPaid?: number;
  totalCost: number;
  currency: string;
  discountAmount: number;
  discountApplied: boolean;
  couponCode: string;
  /** The day the book arrives by, paid now, to the delivery address ('YYYY-MM-DD'; absent when the server does not say). */
  arrivesBy?: string | null;
}

export interface PaymentError {
  code?: string;
  description?: string;
  reason?: string;
  source?: string;
  step?: string;
}

export interface PaymentDetails {
  paymentId?: string;
  orderId?: string;
  signature?: string;
  status: 'success' | 'failed';
  error?: PaymentError;
  /** When the server confirmed this payment: a reload or a revisit shows it without confirming (and counting) it again. */
  confirmedAt?: string;
}

/** The book-order draft (docs/product.md#browser-data), persisted in local storage by the shell. */
export interface BookOrderDraft {
  productId: number | null;
  childFirstName: string;
  radioOptionGender: Gender;
  dropdownValueAge: number;
  dropdownValueBirthMonth: number | null;
  /** The book's language (its story, pictures, print and emails); null until chosen with the child's details. */
  bookLanguage: Language | null;
  /** A bilingual book's second language, printed after the first on each page; null: one language. */
  secondBookLanguage: Language | null;
  /** The child's name in Devanagari, for a book's Hindi words; '' when not asked for. */
  hindiFirstName: string;
  requestUuid: string | null;
  /** The secret the server issued with the request id; the API slice sends it with every call. */
  requestKey: string | null;
  personName: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  country: string;
  printType: string | null;
  /** The print type's name in each language, as the pages after the choice show it. */
  printTypeNames: Record<Language, string> | null;
  printSize: string | null;
  /** The ordered size's name in each language, as the server named it with the order's totals. */
  printSizeNames: Record<Language, string> | null;
  price: number | null;
  /** The giver's message for the book's dedication page, sent with the print option ('' for none). */
  dedication: string;
  deliveryAddress: Address | null;
  billingAddress: Address | null;
  isBillingSameAsDelivery: boolean;
  orderSummary: OrderSummary | null;
  paymentDetails: PaymentDetails | null;
}

export const initialOrderDraft: BookOrderDraft = {
  productId: null,
  childFirstName: '',
  radioOptionGender: DEFAULTS.gender,
  dropdownValueAge: DEFAULTS.age,
  dropdownValueBirthMonth: null,
  bookLanguage: null,
  secondBookLanguage: null,
  hindiFirstName: '',
  requestUuid: null,
  requestKey: null,
  personName: '',
  email: '',
  phoneCode: DEFAULTS.phoneCode,
  phoneNumber: '',
  country: '',
  printType: null,
  printTypeNames: null,
  printSize: null,
  printSizeNames: null,
  price: null,
  dedication: '',
  deliveryAddress: null,
  billingAddress: null,
  isBillingSameAsDelivery: true,
  orderSummary: null,
  paymentDetails: null,
};

const orderDetailsDefaults: Pick<
  BookOrderDraft,
  'orderSummary' | 'paymentDetails' | 'price' | 'printSize' | 'printSizeNames' | 'printType' | 'printTypeNames' | 'dedication'
> = {
  dedication: '',
  orderSummary: null,
  paymentDetails: null,
  price: null,
  printSize: null,
  printSizeNames: null,
  printType: null,
  printTypeNames: null,
};

/** The contact the deposit dialog or the pricing step was given. */
export type OrderContact = Pick<BookOrderDraft, 'personName' | 'email' | 'phoneCode' | 'phoneNumber' | 'country'>;

/**
 * The draft is written by named actions, each by the stage that owns its fields (docs/architecture.md has the
 * table): the catalogue and content remotes choose the story, the creation remote the child's details,
 * the request's key and the deposit's contact, the ordering remote the order's contact, print option,
 * addresses, summary and payment; the shell opens email links and resets.
 */
export const orderDraftSlice = createSlice({
  name: 'orderDraft',
  initialState: initialOrderDraft,
  reducers: {
    /** A story chosen to personalise: a new book, so no request and no order details yet. */
    storyChosen: (state, action: PayloadAction<number>) => ({
      ...state,
      ...orderDetailsDefaults,
      productId: action.payload,
      requestUuid: null,
      requestKey: null,
    }),
    /** A book begun from the quick preview: its story, and the child's gender and age as given there. */
    quickPreviewTaken: (state, action: PayloadAction<{ productId: number; gender: Gender; age: number }>) => ({
      ...state,
      ...orderDetailsDefaults,
      productId: action.payload.productId,
      radioOptionGender: action.payload.gender,
      dropdownValueAge: action.payload.age,
      requestUuid: null,
      requestKey: null,
    }),
    /** The child's details, with the new request id they start; its key comes with the first photo kept. */
    childDetailsEntered: (
      state,
      action: PayloadAction<
        Pick<BookOrderDraft, 'childFirstName' | 'radioOptionGender' | 'dropdownValueAge' | 'dropdownValueBirthMonth'> &
          Partial<Pick<BookOrderDraft, 'secondBookLanguage' | 'hindiFirstName'>> & {
            bookLanguage: Language;
            requestUuid: string;
          }
      >,
      // A book in one language unless said otherwise: nothing of an earlier book's edition is carried over.
    ) => ({ ...state, secondBookLanguage: null, hindiFirstName: '', ...action.payload, requestKey: null }),
    /** The secret the server issued with the request id, sent with every later call about it. */
    requestKeyIssued: (state, action: PayloadAction<string>) => ({ ...state, requestKey: action.payload }),
    /**
     * The contact given for the deposit, or for the price of the order of a request (`orderFor`),
     * which starts that order's details afresh.
     */
    contactSaved: (state, action: PayloadAction<OrderContact & { orderFor?: string }>) => {
      const { orderFor, ...contact } = action.payload;
      if (!orderFor) return { ...state, ...contact };
      const requestKey = orderFor === state.requestUuid ? state.requestKey : null;
      return { ...state, ...orderDetailsDefaults, ...contact, requestUuid: orderFor, requestKey };
    },
    /** A print option: the totals, coupon and payment of the previous one no longer hold. */
    printOptionChosen: (
      state,
      action: PayloadAction<Pick<BookOrderDraft, 'printType' | 'printTypeNames' | 'printSize' | 'price' | 'dedication'>>,
    ) => ({
      ...state,
      ...action.payload,
      orderSummary: null,
      paymentDetails: null,
    }),
    /** The addresses saved at checkout, with the totals the server computed for them. */
    addressesSaved: (
      state,
      action: PayloadAction<
        Pick<BookOrderDraft, 'deliveryAddress' | 'billingAddress' | 'isBillingSameAsDelivery' | 'printTypeNames' | 'printSizeNames'> & {
          orderSummary: OrderSummary;
        }
      >,
    ) => ({ ...state, ...action.payload, paymentDetails: null }),
    /** A coupon's answer: the summary with its discount and new total, or without any. */
    orderSummaryUpdated: (state, action: PayloadAction<OrderSummary>) => ({ ...state, orderSummary: action.payload }),
    /** What the payment widget answered, for the confirmation page. */
    paymentRecorded: (state, action: PayloadAction<PaymentDetails>) => ({ ...state, paymentDetails: action.payload }),
    /** The server confirmed the recorded payment, at this time. */
    paymentConfirmed: (state, action: PayloadAction<string>) =>
      state.paymentDetails ? { ...state, paymentDetails: { ...state.paymentDetails, confirmedAt: action.payload } } : state,
    /**
     * A link from one of the shop's emails opened this request, maybe on another device: the draft
     * turns to it, keeping nothing of another request's order. The draft's own key for the same
     * request is kept, since it does not expire as the link does.
     */
    requestLinkOpened: (state, action: PayloadAction<{ requestUuid: string; requestKey: string }>) =>
      state.requestUuid === action.payload.requestUuid
        ? { ...state, requestKey: state.requestKey ?? action.payload.requestKey }
        : { ...initialOrderDraft, ...action.payload },
    /** Restores every default; the shell also removes the stored copy. */
    draftReset: () => initialOrderDraft,
  },
});

export const {
  storyChosen,
  quickPreviewTaken,
  childDetailsEntered,
  requestKeyIssued,
  contactSaved,
  printOptionChosen,
  addressesSaved,
  orderSummaryUpdated,
  paymentRecorded,
  paymentConfirmed,
  requestLinkOpened,
  draftReset,
} = orderDraftSlice.actions;

/** A stored draft merged over the defaults, so fields added later get their default. */
export function restoreOrderDraft(stored: unknown): BookOrderDraft {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return initialOrderDraft;
  const known = Object.fromEntries(Object.entries(stored).filter(([key]) => key in initialOrderDraft));
  return { ...initialOrderDraft, ...known };
}
