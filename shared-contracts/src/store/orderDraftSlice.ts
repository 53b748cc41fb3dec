import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULTS } from '../constants.js';
import type { Address } from '../schemas/orders.js';
import type { Gender } from '../schemas/common.js';

export interface OrderSummary {
  printType: string;
  subTotal: number;
  shippingCost: number;
  totalCost: number;
  currency: string;
  discountAmount: number;
  discountApplied: boolean;
  couponCode: string;
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
}

/** The book-order draft of 000 section 3, persisted in local storage by the shell. */
export interface BookOrderDraft {
  productId: number | null;
  childFirstName: string;
  radioOptionGender: Gender;
  dropdownValueAge: number;
  dropdownValueBirthMonth: number | null;
  requestUuid: string | null;
  /** The secret the server issued with the request id; the API slice sends it with every call. */
  requestKey: string | null;
  personName: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  country: string;
  printType: string | null;
  printSize: string | null;
  price: number | null;
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
  requestUuid: null,
  requestKey: null,
  personName: '',
  email: '',
  phoneCode: DEFAULTS.phoneCode,
  phoneNumber: '',
  country: '',
  printType: null,
  printSize: null,
  price: null,
  deliveryAddress: null,
  billingAddress: null,
  isBillingSameAsDelivery: true,
  orderSummary: null,
  paymentDetails: null,
};

const orderDetailsDefaults: Pick<BookOrderDraft, 'orderSummary' | 'paymentDetails' | 'price' | 'printSize' | 'printType'> = {
  orderSummary: null,
  paymentDetails: null,
  price: null,
  printSize: null,
  printType: null,
};

export const orderDraftSlice = createSlice({
  name: 'orderDraft',
  initialState: initialOrderDraft,
  reducers: {
    draftUpdated: (state, action: PayloadAction<Partial<BookOrderDraft>>) => ({ ...state, ...action.payload }),
    orderDetailsReset: (state) => ({ ...state, ...orderDetailsDefaults }),
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

export const { draftUpdated, orderDetailsReset, requestLinkOpened, draftReset } = orderDraftSlice.actions;

/** A stored draft merged over the defaults, so fields added later get their default. */
export function restoreOrderDraft(stored: unknown): BookOrderDraft {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return initialOrderDraft;
  const known = Object.fromEntries(Object.entries(stored).filter(([key]) => key in initialOrderDraft));
  return { ...initialOrderDraft, ...known };
}
