import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activateLanguage, SITE, type OrderDetailsResponse } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, testI18n, untranslatedTexts } from 'shared-contracts/testing';
import PlaceOrderPage from './PlaceOrderPage';

const requestUuid = '22112026-00000000-0000-4000-8000-000000000000';
const square = 'Square 8 x 8 in (20 x 20 cm)';
const orderDetails: OrderDetailsResponse = {
  requestUuid,
  printTypeDetails: [
    {
      printType: 'Hardcover',
      bestChoice: true,
      sampleImageURL: '/media/print/hardcover.webp',
      description: 'A sturdy book',
      paperFinishType: 'Matte',
      deliveryTimeline: '7-10 days',
      printSizeVariations: [{ size: square, price: 1499, originalPrice: 1999, arrivesBy: '2026-12-11' }],
      texts: {
        en: {
          printType: 'Hardcover',
          description: 'A sturdy book',
          paperFinishType: 'Matte',
          deliveryTimeline: '7-10 days',
          sizes: { [square]: square },
        },
        hi: {
          printType: 'हार्डकवर',
          description: 'एक मज़बूत किताब',
          paperFinishType: 'मैट',
          deliveryTimeline: '7-10 दिन',
          sizes: { [square]: 'वर्गाकार 8 x 8 इंच (20 x 20 सेमी)' },
        },
      },
    },
  ],
};
const atPlaceOrder = { pathname: '/place-order', state: { orderDetails } };

describe('place order', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for a size first, then places the order, records the option and goes to checkout 2 seconds later', async () => {
    jest.useFakeTimers();
    const placed: unknown[] = [];
    answerRequests(async (request, path) => {
      if (path !== `/api/orders/${requestUuid}/place` || request.method !== 'PATCH') return undefined;
      placed.push(await request.json());
      return jsonAnswer({ status: 'placed' });
    });
    const { store } = renderWithStore(<PlaceOrderPage />, { path: atPlaceOrder, draft: { requestUuid, orderSummary: null } });
    const card = screen.getByRole('article', { name: 'Hardcover' });
    fireEvent.click(within(card).getByRole('button', { name: 'Checkout' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Please select a size before proceeding');

    fireEvent.change(within(card).getByLabelText('Size'), { target: { value: 'Square 8 x 8 in (20 x 20 cm)' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Order placed successfully! Redirecting to checkout page...')).toBeInTheDocument();
    expect(placed).toEqual([{ printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)', dedication: '' }]);
    expect(store.getState().orderDraft).toMatchObject({
      printType: 'Hardcover',
      printTypeNames: { en: 'Hardcover', hi: 'हार्डकवर' },
      printSize: square,
      price: 1499,
    });

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent('/place-order');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('refuses a dedication with a bidi override in the words every typed field shares with the server', () => {
    renderWithStore(<PlaceOrderPage />, { path: atPlaceOrder, draft: { requestUuid, orderSummary: null } });
    const field = screen.getByLabelText('A message for the book (optional)');
    fireEvent.change(field, { target: { value: 'For \u202Eayana' } });
    fireEvent.blur(field);
    expect(screen.getByText(/^This has a hidden character/)).toBeInTheDocument();
  });

  it('sends the dedication with the option, line breaks kept, after refusing an emoji in the same words as the server', async () => {
    const placed: unknown[] = [];
    answerRequests(async (request, path) => {
      if (!path.endsWith('/place')) return undefined;
      placed.push(await request.json());
      return jsonAnswer({ status: 'placed' });
    });
    const { store } = renderWithStore(<PlaceOrderPage />, { path: atPlaceOrder, draft: { requestUuid, orderSummary: null } });
    const field = screen.getByLabelText('A message for the book (optional)');
    fireEvent.change(field, { target: { value: 'For Anaya 🎂' } });
    fireEvent.blur(field);
    expect(screen.getByText('Emoji cannot be printed in the book. Please use words only.')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Hardcover' });
    fireEvent.change(within(card).getByLabelText('Size'), { target: { value: square } });
    fireEvent.click(within(card).getByRole('button', { name: 'Checkout' }));
    expect(placed).toEqual([]);

    fireEvent.change(field, { target: { value: 'For Anaya,\nwith love from Nani' } });
    expect(screen.queryByText('Emoji cannot be printed in the book. Please use words only.')).not.toBeInTheDocument();
    expect(screen.getByText(/29\/250 characters/)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Order placed successfully! Redirecting to checkout page...')).toBeInTheDocument();
    expect(placed).toEqual([{ printType: 'Hardcover', printSize: square, dedication: 'For Anaya,\nwith love from Nani' }]);
    expect(store.getState().orderDraft.dedication).toBe('For Anaya,\nwith love from Nani');
  });

  it('says what the family in the book adds, when it adds something, in the price it shows', () => {
    const [hardcover] = orderDetails.printTypeDetails;
    const withFamily = {
      ...orderDetails,
      printTypeDetails: [{ ...hardcover, printSizeVariations: [{ size: square, price: 1897 }], companionPrice: { each: 199, count: 2 } }],
    };
    renderWithStore(<PlaceOrderPage />, { path: { pathname: '/place-order', state: { orderDetails: withFamily } } });
    const card = screen.getByRole('article', { name: 'Hardcover' });
    expect(within(card).getByText('Includes the family in the book: 2 × ₹199.00')).toBeInTheDocument();
    expect(within(card).getByText('₹1,897.00')).toBeInTheDocument();
  });

  it('says the day the book arrives by, as the server counts it for the size shown', () => {
    renderWithStore(<PlaceOrderPage />, { path: atPlaceOrder });
    expect(screen.getByRole('article', { name: 'Hardcover' })).toHaveTextContent('Arrives by Friday, 11 December');
  });

  it('says nothing of the family when it comes at no extra price', () => {
    renderWithStore(<PlaceOrderPage />, { path: atPlaceOrder });
    expect(screen.queryByText(/Includes the family/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the card and stays", async () => {
    answerRequests((_request, path) => (path.endsWith('/place') ? jsonAnswer({ detail: 'This order is already paid.' }, 409) : undefined));
    renderWithStore(<PlaceOrderPage />, { path: atPlaceOrder });
    const card = screen.getByRole('article', { name: 'Hardcover' });
    fireEvent.change(within(card).getByLabelText('Size'), { target: { value: 'Square 8 x 8 in (20 x 20 cm)' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Checkout' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This order is already paid.');
    expect(screen.getByTestId('location')).toHaveTextContent('/place-order');
  });

  it('without the price details, points back to the pricing step', () => {
    renderWithStore(<PlaceOrderPage />, { path: '/place-order' });
    expect(screen.getByRole('link', { name: "Get your book's price" })).toHaveAttribute('href', '/initiate-order');
  });
});

describe('place order in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  // The other tests read the English texts.
  afterEach(() => act(() => activateLanguage(testI18n, 'en')));

  it("shows each option's words in Hindi and places the order with the English values", async () => {
    const placed: unknown[] = [];
    answerRequests(async (request, path) => {
      if (!path.endsWith('/place')) return undefined;
      placed.push(await request.json());
      return jsonAnswer({ status: 'placed' });
    });
    renderWithStore(<PlaceOrderPage />, { path: atPlaceOrder, draft: { requestUuid } });
    const card = screen.getByRole('article', { name: 'हार्डकवर' });
    expect(card).toHaveTextContent('एक मज़बूत किताब');
    expect(card).toHaveTextContent('मैट');
    expect(card).toHaveTextContent('7-10 दिन');
    expect(card).toHaveTextContent('शुक्रवार, 11 दिसंबर तक पहुँच जाएगी');
    const size = within(card).getByRole('option', { name: /^वर्गाकार 8 x 8 इंच/ });
    fireEvent.change(within(card).getByRole('combobox'), { target: { value: size.getAttribute('value') } });
    fireEvent.click(within(card).getByRole('button', { name: 'चेकआउट' }));
    await waitFor(() => expect(placed).toEqual([{ printType: 'Hardcover', printSize: square, dedication: '' }]));
    // Every word on the screen is Hindi, but the shop's name and address and the paper's units.
    expect(untranslatedTexts(document.body, ['Hero Tales', SITE.supportEmail, 'gsm'])).toEqual([]);
  });
});
