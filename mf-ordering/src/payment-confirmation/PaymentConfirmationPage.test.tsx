import { act, screen } from '@testing-library/react';
import { activateLanguage, type BookOrderDraft, type PaymentConfirmationResponse } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, testI18n } from 'shared-contracts/testing';
import PaymentConfirmationPage from './PaymentConfirmationPage';

const requestUuid = '22112026-00000000-0000-4000-8000-000000000000';
const paid: Partial<BookOrderDraft> = {
  requestUuid,
  childFirstName: 'Kabir',
  personName: 'Meera Rao',
  printType: 'Hardcover',
  printSize: 'Square 8 x 8 in (20 x 20 cm)',
  printSizeNames: { en: 'Square 8 x 8 in (20 x 20 cm)', hi: 'वर्गाकार 8 x 8 इंच (20 x 20 सेमी)' },
  orderSummary: {
    bookTitle: 'The Brave Little Explorer',
    printType: 'Hardcover',
    subTotal: 1499,
    shippingCost: 0,
    depositPaid: 99,
    totalCost: 1400,
    currency: 'INR',
    discountAmount: 0,
    discountApplied: false,
    couponCode: '',
  },
  paymentDetails: { orderId: 'order_1', paymentId: 'pay_1', signature: 'sig', status: 'success' },
};

/** Answers the confirmation call, counting how often it was made. */
function confirmationAnswers(answer: () => Response) {
  const calls = { count: 0 };
  answerRequests((_request, path) => {
    if (path !== `/api/orders/${requestUuid}/payment_confirmation`) return undefined;
    calls.count += 1;
    return answer();
  });
  return calls;
}

const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase').length;

describe('payment confirmation without what it needs', () => {
  it("shows the error view with 'Missing order details' when there is no order", async () => {
    renderWithStore(<PaymentConfirmationPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing order details');
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
  });

  it("shows 'Missing order details' when the order has no payment", async () => {
    renderWithStore(<PaymentConfirmationPage />, { draft: { requestUuid } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing order details');
  });

  it("shows 'Payment details are missing' for a payment without its order, and 'Payment information is missing' without a summary", async () => {
    const { unmount } = renderWithStore(<PaymentConfirmationPage />, { draft: { ...paid, paymentDetails: { status: 'success' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment details are missing');
    unmount();
    renderWithStore(<PaymentConfirmationPage />, { draft: { ...paid, orderSummary: null } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment information is missing');
  });
});

describe('payment confirmation with the server', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('shows the fixed message when the call fails, with the reason the server gave on its own line', async () => {
    confirmationAnswers(() => jsonAnswer({ detail: 'This payment order does not exist.' }, 404));
    renderWithStore(<PaymentConfirmationPage />, { draft: paid });
    const alert = await screen.findByRole('alert');
    expect(screen.getByText('Failed to confirm payment with the server. Please contact support.')).toBeInTheDocument();
    expect(screen.getByText('This payment order does not exist.')).toBeInTheDocument();
    expect(alert).toContainElement(screen.getByText('This payment order does not exist.'));
  });

  it('shows the fixed message alone when the server fails on its side', async () => {
    confirmationAnswers(() => jsonAnswer({ detail: 'Something went wrong on our side. Please try again.' }, 500));
    renderWithStore(<PaymentConfirmationPage />, { draft: paid });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to confirm payment with the server\. Please contact support\.$/);
  });

  it('shows the failure view when the widget said success but the server does not confirm it', async () => {
    const unconfirmed: PaymentConfirmationResponse = { paymentConfirmed: false, message: 'The payment signature does not match.' };
    confirmationAnswers(() => jsonAnswer(unconfirmed));
    const { store } = renderWithStore(<PaymentConfirmationPage />, { draft: paid });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Unsuccessful' })).toBeInTheDocument();
    expect(screen.getByText('The payment signature does not match.')).toBeInTheDocument();
    expect(store.getState().usage.hasPurchased).toBe(false);
    expect(purchases()).toBe(0);
  });

  it('confirms an order once: a later visit shows it confirmed without a second call, purchase or usage record', async () => {
    const calls = confirmationAnswers(() => jsonAnswer({ paymentConfirmed: true, message: 'Payment confirmed' }));
    const first = renderWithStore(<PaymentConfirmationPage />, { draft: { ...paid, dedication: 'For Kabir' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Dedication').nextElementSibling).toHaveTextContent('For Kabir');
    // The book by its story's title, its size, and rupees written as everywhere else in the shop.
    expect(screen.getByText('Book Title').nextElementSibling).toHaveTextContent('The Brave Little Explorer');
    expect(screen.getByText('Size').nextElementSibling).toHaveTextContent('Square 8 x 8 in (20 x 20 cm)');
    expect(screen.getByText('Deposit paid, counted towards your book').nextElementSibling).toHaveTextContent('₹99.00');
    expect(screen.getByText('Amount Paid').nextElementSibling).toHaveTextContent('₹1,400.00');
    expect(calls.count).toBe(1);
    expect(purchases()).toBe(1);
    const stored = first.store.getState().orderDraft;
    expect(stored.paymentDetails?.confirmedAt).toEqual(expect.any(String));
    first.unmount();

    // The reload: the shell restores the stored draft into a new store.
    const again = renderWithStore(<PaymentConfirmationPage />, { draft: stored });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(purchases()).toBe(1);
    expect(again.store.getState().usage.lastPurchase).toBeNull();
  });
});

describe('payment confirmation in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  // The other tests read the English texts.
  afterEach(() => act(() => activateLanguage(testI18n, 'en')));

  it('thanks the customer in Hindi, with the book named and the order dated as Hindi writes them', async () => {
    renderWithStore(<PaymentConfirmationPage />, {
      draft: {
        ...paid,
        orderSummary: { ...paid.orderSummary!, bookTitle: 'बहादुर खोजी' },
        paymentDetails: { orderId: 'order_1', paymentId: 'pay_1', status: 'success', confirmedAt: '2026-11-05T09:37:00.000Z' },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान सफल रहा!' })).toBeInTheDocument();
    expect(screen.getByText('आपके ऑर्डर के लिए धन्यवाद! हम बहादुर खोजी को छपाई के लिए तैयार कर रहे हैं।')).toBeInTheDocument();
    expect(screen.getAllByText(/^\d{1,2} नवंबर 2026/).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('आकार').nextElementSibling).toHaveTextContent('वर्गाकार 8 x 8 इंच (20 x 20 सेमी)');
    expect(screen.getByText('रसीद आपके ईमेल पर भेज दी गई है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
  });
});
