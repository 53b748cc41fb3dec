import {
  addressesSaved,
  childDetailsEntered,
  contactSaved,
  draftReset,
  initialOrderDraft,
  orderDraftSlice,
  orderSummaryUpdated,
  paymentConfirmed,
  paymentRecorded,
  printOptionChosen,
  requestKeyIssued,
  requestLinkOpened,
  restoreOrderDraft,
  storyChosen,
  type BookOrderDraft,
  type OrderSummary,
} from './orderDraftSlice';
import { SAMPLE_ADDRESS } from '../testing/sampleAddress';

const reduce = (state: BookOrderDraft, ...actions: Parameters<typeof orderDraftSlice.reducer>[1][]) =>
  actions.reduce((current, action) => orderDraftSlice.reducer(current, action), state);

const summary: OrderSummary = {
  printType: 'Hardcover',
  subTotal: 1499,
  shippingCost: 0,
  totalCost: 1499,
  currency: 'INR',
  discountAmount: 0,
  discountApplied: false,
  couponCode: '',
};
const address = SAMPLE_ADDRESS;
const hardcover = { en: 'Hardcover', hi: 'हार्डकवर' };
const square = { en: 'Square 8 x 8 in (20 x 20 cm)', hi: 'वर्गाकार 8 x 8 इंच (20 x 20 सेमी)' };
const paperback = { en: 'Paperback', hi: 'पेपरबैक' };
const details = {
  childFirstName: 'Kabir',
  radioOptionGender: 'Boy' as const,
  dropdownValueAge: 6,
  dropdownValueBirthMonth: 4,
  bookLanguage: 'hi' as const,
};

/** A draft at the end of the funnel: every stage has written its part. */
const ordered = reduce(
  initialOrderDraft,
  storyChosen(1),
  childDetailsEntered({ ...details, requestUuid: '01012026-a' }),
  requestKeyIssued('key-a'),
  contactSaved({
    personName: 'Meera Rao',
    email: 'meera@example.com',
    phoneCode: '+91',
    phoneNumber: '9812345678',
    country: 'IN',
    orderFor: '01012026-a',
  }),
  printOptionChosen({
    printType: 'Hardcover',
    printTypeNames: hardcover,
    printSize: 'Square 8 x 8 in (20 x 20 cm)',
    price: 1499,
    dedication: 'For Anaya',
  }),
  addressesSaved({
    deliveryAddress: address,
    billingAddress: address,
    isBillingSameAsDelivery: true,
    printTypeNames: hardcover,
    printSizeNames: square,
    orderSummary: summary,
  }),
  paymentRecorded({ status: 'success', paymentId: 'pay_1', orderId: 'order_1', signature: 'sig' }),
);

describe('the order draft, written by each stage', () => {
  it('keeps what every stage wrote', () => {
    expect(ordered).toMatchObject({
      productId: 1,
      ...details,
      requestUuid: '01012026-a',
      requestKey: 'key-a',
      personName: 'Meera Rao',
      printType: 'Hardcover',
      orderSummary: summary,
      paymentDetails: { status: 'success', paymentId: 'pay_1' },
    });
  });

  it('a story chosen starts a new book: no request, no key, no order details', () => {
    expect(reduce(ordered, storyChosen(2))).toEqual({
      ...ordered,
      productId: 2,
      requestUuid: null,
      requestKey: null,
      orderSummary: null,
      paymentDetails: null,
      price: null,
      printSize: null,
      printSizeNames: null,
      printType: null,
      printTypeNames: null,
      dedication: '',
    });
  });

  it('new child details start a new request, whose key comes later', () => {
    expect(reduce(ordered, childDetailsEntered({ ...details, childFirstName: 'Ira', requestUuid: '02012026-b' }))).toMatchObject({
      childFirstName: 'Ira',
      bookLanguage: 'hi',
      requestUuid: '02012026-b',
      requestKey: null,
    });
  });

  it("the deposit's contact changes only the contact", () => {
    const contact = { personName: 'Anil', email: 'anil@example.com', phoneCode: '+91', phoneNumber: '9000000000', country: 'India' };
    expect(reduce(ordered, contactSaved(contact))).toEqual({ ...ordered, ...contact });
  });

  it("asking for a price starts the request's order afresh, keeping its key only when it is the same request", () => {
    const contact = { personName: 'Meera Rao', email: 'meera@example.com', phoneCode: '+91', phoneNumber: '', country: 'IN' };
    expect(reduce(ordered, contactSaved({ ...contact, orderFor: '01012026-a' }))).toMatchObject({
      requestKey: 'key-a',
      printType: null,
      orderSummary: null,
      paymentDetails: null,
    });
    expect(reduce(ordered, contactSaved({ ...contact, orderFor: '03012026-c' }))).toMatchObject({
      requestUuid: '03012026-c',
      requestKey: null,
    });
  });

  it('another print option clears the summary and payment of the last one', () => {
    expect(
      reduce(
        ordered,
        printOptionChosen({ printType: 'Paperback', printTypeNames: paperback, printSize: 'A4', price: 999, dedication: '' }),
      ),
    ).toMatchObject({
      printType: 'Paperback',
      printTypeNames: paperback,
      price: 999,
      orderSummary: null,
      paymentDetails: null,
    });
  });

  it('saved addresses bring their totals and clear an earlier payment', () => {
    const next = reduce(
      ordered,
      addressesSaved({
        deliveryAddress: address,
        billingAddress: { ...address, city: 'Mysuru' },
        isBillingSameAsDelivery: false,
        printTypeNames: hardcover,
        printSizeNames: square,
        orderSummary: { ...summary, shippingCost: 50, totalCost: 1549 },
      }),
    );
    expect(next).toMatchObject({
      isBillingSameAsDelivery: false,
      billingAddress: { city: 'Mysuru' },
      orderSummary: { totalCost: 1549 },
      paymentDetails: null,
    });
  });

  it("a coupon's answer replaces the summary, and a payment's answer is recorded", () => {
    const discounted = { ...summary, discountApplied: true, discountAmount: 149.9, totalCost: 1349.1, couponCode: 'HEROTALE10' };
    expect(reduce(ordered, orderSummaryUpdated(discounted)).orderSummary).toEqual(discounted);
    expect(reduce(ordered, paymentRecorded({ status: 'failed', orderId: 'order_2', error: { code: 'X' } })).paymentDetails).toEqual({
      status: 'failed',
      orderId: 'order_2',
      error: { code: 'X' },
    });
  });

  it('records when the server confirmed the payment, and nothing without a payment', () => {
    const paid = reduce(initialOrderDraft, paymentRecorded({ orderId: 'order_1', paymentId: 'pay_1', status: 'success' }));
    expect(reduce(paid, paymentConfirmed('2026-11-23T10:00:00.000Z')).paymentDetails).toEqual({
      orderId: 'order_1',
      paymentId: 'pay_1',
      status: 'success',
      confirmedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(reduce(initialOrderDraft, paymentConfirmed('2026-11-23T10:00:00.000Z'))).toEqual(initialOrderDraft);
  });

  it('a full reset restores every default', () => {
    expect(reduce(ordered, draftReset())).toEqual(initialOrderDraft);
  });

  it('restores a stored copy over the defaults, ignoring unknown fields', () => {
    expect(restoreOrderDraft({ productId: 4, unknown: 1 })).toEqual({ ...initialOrderDraft, productId: 4 });
    expect(restoreOrderDraft('nonsense')).toEqual(initialOrderDraft);
  });
});

describe('a link from one of the shop’s emails', () => {
  const inProgress: BookOrderDraft = {
    ...initialOrderDraft,
    productId: 2,
    childFirstName: 'Kabir',
    requestUuid: '01012026-a',
    requestKey: 'own-key',
    printType: 'Hardcover',
  };

  it('turns the draft to the linked request, keeping nothing of another order', () => {
    expect(reduce(inProgress, requestLinkOpened({ requestUuid: '02012026-b', requestKey: 'link.1.sig' }))).toEqual({
      ...initialOrderDraft,
      requestUuid: '02012026-b',
      requestKey: 'link.1.sig',
    });
  });

  it('keeps the draft and its own key when the link is for the same request', () => {
    expect(reduce(inProgress, requestLinkOpened({ requestUuid: '01012026-a', requestKey: 'link.1.sig' }))).toEqual(inProgress);
    const withoutKey = { ...inProgress, requestKey: null };
    expect(reduce(withoutKey, requestLinkOpened({ requestUuid: '01012026-a', requestKey: 'link.1.sig' })).requestKey).toBe('link.1.sig');
  });
});
