import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activateLanguage, SITE, type CheckoutResponse } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, SAMPLE_ADDRESS, testI18n, untranslatedTexts } from 'shared-contracts/testing';
import CheckoutPage from './CheckoutPage';

const requestUuid = '22112026-00000000-0000-4000-8000-000000000000';
const states = {
  states: [
    { code: 'KA', name: 'Karnataka' },
    { code: 'MH', name: 'Maharashtra' },
  ],
};
const hindiStates = {
  states: [
    { code: 'KA', name: 'कर्नाटक' },
    { code: 'MH', name: 'महाराष्ट्र' },
  ],
};
const checkedOut: CheckoutResponse = {
  bookTitle: 'The Brave Little Explorer',
  printType: 'Hardcover',
  printTypeNames: { en: 'Hardcover', hi: 'हार्डकवर' },
  printSizeNames: { en: 'Square 8 x 8 in (20 x 20 cm)', hi: 'वर्गाकार 8 x 8 इंच (20 x 20 सेमी)' },
  subTotal: 1499,
  shippingCost: 0,
  depositPaid: 99,
  totalCost: 1400,
  currency: 'INR',
  customerName: 'Meera Rao',
  customerEmail: 'meera@example.com',
  customerPhoneNumber: '+919812345678',
  requestUuid,
};

// The summary scrolls into view 100 ms after it appears, which a slow run reaches before the test
// ends; jsdom has no scrolling.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function fill(label: string, value: string) {
  fireEvent.change(within(screen.getByRole('group', { name: 'Delivery address' })).getByLabelText(label), { target: { value } });
}

describe('checkout', () => {
  it('asks for the addresses before it shows any total, then shows the totals the server computed, the deposit counted', async () => {
    const sent: unknown[] = [];
    answerRequests(async (request, path) => {
      if (path === '/api/referencedata/states') return jsonAnswer(states);
      if (path === `/api/orders/${requestUuid}/checkout`) {
        sent.push(await request.json());
        return jsonAnswer(checkedOut);
      }
      return undefined;
    });
    const { store } = renderWithStore(<CheckoutPage />, {
      path: '/checkout',
      draft: { requestUuid, childFirstName: 'Kabir', dedication: 'For Kabir,\nwith love from Dadi' },
    });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Please enter your delivery and billing information to see order details.');

    fireEvent.click(screen.getByRole('button', { name: 'Save Address Details' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fill('First name', 'Meera');
    fill('Last name', 'Rao');
    fill('Address line 1', '12 Lake View Road');
    fill('Address line 2', 'Indiranagar');
    fill('City', 'Bengaluru');
    fill('PIN code', '560038');
    fill('Phone number', '9812345678');
    await within(screen.getByRole('group', { name: 'Delivery address' })).findByRole('option', { name: 'Karnataka' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Address Details' }));

    expect(await within(summary).findByText('₹1,400.00', { selector: '.total' })).toBeInTheDocument();
    expect(within(summary).getByText('Deposit paid, counted towards your book').nextElementSibling).toHaveTextContent('−₹99.00');
    expect(sent).toEqual([
      expect.objectContaining({
        deliveryAddress: expect.objectContaining({ firstName: 'Meera', state: 'KA', stateName: 'Karnataka', phoneNumber: '+919812345678' }),
        billingAddress: expect.objectContaining({ firstName: 'Meera' }),
      }),
    ]);
    expect(store.getState().orderDraft.orderSummary).toMatchObject({
      subTotal: 1499,
      shippingCost: 0,
      depositPaid: 99,
      totalCost: 1400,
      discountApplied: false,
    });
    expect(within(summary).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    // Shipping as the order summary formats it: the amount, ₹0.00 when nothing is charged.
    expect(within(summary).getByText('Shipping').nextElementSibling).toHaveTextContent('₹0.00');
    expect(within(summary).getByText('Dedication').nextElementSibling).toHaveTextContent('For Kabir, with love from Dadi');
    // The size ordered, as the server named it.
    expect(within(summary).getByText('Size').nextElementSibling).toHaveTextContent('Square 8 x 8 in (20 x 20 cm)');
  });

  it("shows the checkout's fixed message when saving fails", async () => {
    answerRequests((_request, path) => {
      if (path === '/api/referencedata/states') return jsonAnswer(states);
      if (path.endsWith('/checkout')) return jsonAnswer({ detail: 'Something went wrong on our side. Please try again.' }, 500);
      return undefined;
    });
    renderWithStore(<CheckoutPage />, {
      path: '/checkout',
      draft: {
        requestUuid,
        deliveryAddress: SAMPLE_ADDRESS,
      },
    });
    await within(screen.getByRole('group', { name: 'Delivery address' })).findByRole('option', { name: 'Karnataka' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Address Details' }));
    expect(await screen.findByText('Failed to process checkout. Please try again.')).toBeInTheDocument();
  });

  it("asks India's 'PIN code': six digits, in the chosen state, or it says which state the PIN is in; nothing is sent", async () => {
    const sent: unknown[] = [];
    answerRequests(async (request, path) => {
      if (path === '/api/referencedata/states') return jsonAnswer(states);
      if (path.endsWith('/checkout')) sent.push(await request.json());
      return path.endsWith('/checkout') ? jsonAnswer(checkedOut) : undefined;
    });
    renderWithStore(<CheckoutPage />, { path: '/checkout', draft: { requestUuid, deliveryAddress: SAMPLE_ADDRESS } });
    const delivery = screen.getByRole('group', { name: 'Delivery address' });
    await within(delivery).findByRole('option', { name: 'Karnataka' });
    expect(within(delivery).getByLabelText('PIN code')).toHaveAttribute('inputmode', 'numeric');

    fill('PIN code', '400001');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address Details' }));
    expect(
      await within(delivery).findByText(
        'PIN code 400001 is in Maharashtra. Please check the PIN code, or choose Maharashtra as the state.',
      ),
    ).toBeInTheDocument();
    fill('PIN code', '40001');
    expect(within(delivery).getByText('Please enter the 6-digit PIN code, such as 560038')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fill('PIN code', '400 001');
    expect(within(delivery).getByLabelText('PIN code')).toHaveValue('400001');
    fireEvent.change(within(delivery).getByLabelText('State'), { target: { value: 'MH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Address Details' }));
    await waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ deliveryAddress: expect.objectContaining({ zip: '400001', state: 'MH' }) })]),
    );
  });

  it("changing the country resets the state to the new country's first, even when a state there has the same code", async () => {
    const byCountry: Record<string, { states: { code: string; name: string }[] }> = {
      IN: {
        states: [
          { code: 'AL', name: 'Arunachal Pradesh' },
          { code: 'TN', name: 'Tamil Nadu' },
        ],
      },
      US: {
        states: [
          { code: 'AK', name: 'Alaska' },
          { code: 'TN', name: 'Tennessee' },
        ],
      },
    };
    answerRequests((request, path) => {
      if (path === '/api/referencedata/states') return jsonAnswer(byCountry[new URL(request.url).searchParams.get('country_code') ?? 'IN']);
      return undefined;
    });
    renderWithStore(<CheckoutPage />, { path: '/checkout', draft: { requestUuid, childFirstName: 'Kabir' } });
    const delivery = within(await screen.findByRole('group', { name: 'Delivery address' }));
    await delivery.findByRole('option', { name: 'Tamil Nadu' });
    await waitFor(() => expect(delivery.getByLabelText('State')).toHaveValue('AL'));
    fill('State', 'TN');
    await waitFor(() => expect(delivery.getByLabelText('State')).toHaveValue('TN'));
    fill('Country', 'US');
    await delivery.findByRole('option', { name: 'Tennessee' });
    await waitFor(() => expect(delivery.getByLabelText('State')).toHaveValue('AK'));
  });
});

describe('checkout in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  // The other tests read the English texts.
  afterEach(() => act(() => activateLanguage(testI18n, 'en')));

  it('words the form, its messages and the prices in Hindi', async () => {
    const sent: { deliveryAddress: { state: string; stateName: string } }[] = [];
    answerRequests(async (request, path) => {
      if (path === '/api/referencedata/states') {
        return jsonAnswer(new URL(request.url).searchParams.get('lang') === 'hi' ? hindiStates : states);
      }
      if (path === `/api/orders/${requestUuid}/checkout`) {
        sent.push(await request.json());
        return jsonAnswer({ ...checkedOut, shippingCost: 49, subTotal: 1450, totalCost: 1400 });
      }
      return undefined;
    });
    renderWithStore(<CheckoutPage />, { path: '/checkout', draft: { requestUuid, childFirstName: 'Kabir' } });
    expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'ऑर्डर का सारांश' });
    expect(summary).toHaveTextContent('ऑर्डर का विवरण देखने के लिए कृपया अपनी डिलीवरी और बिलिंग की जानकारी भरें।');
    expect(screen.getByRole('button', { name: 'पुस्तक का पूर्वावलोकन' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'पते की जानकारी सहेजें' }));
    expect(await screen.findByText('पहला नाम लिखना ज़रूरी है')).toBeInTheDocument();

    const delivery = screen.getByRole('group', { name: 'डिलीवरी का पता' });
    const type = (label: string, value: string) => fireEvent.change(within(delivery).getByLabelText(label), { target: { value } });
    type('पहला नाम', 'Meera');
    type('उपनाम', 'Rao');
    type('पते की पंक्ति 1', '12 Lake View Road');
    type('पते की पंक्ति 2', 'Indiranagar');
    type('शहर', 'Bengaluru');
    type('पिन कोड', '560038');
    type('फ़ोन नंबर', '9812345678');
    await within(delivery).findByRole('option', { name: 'कर्नाटक' });
    const countries = within(within(delivery).getByLabelText('देश')).getAllByRole('option');
    expect(countries.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['IN', 'भारत'],
      ['US', 'संयुक्त राज्य अमेरिका'],
      ['UK', 'यूनाइटेड किंगडम'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'पते की जानकारी सहेजें' }));

    expect(await within(summary).findByText('₹1,400.00', { selector: '.total' })).toBeInTheDocument();
    expect(within(summary).getByText('पहले चुकाई गई जमा राशि, पुस्तक की कीमत में गिनी गई')).toBeInTheDocument();
    expect(within(summary).getByText('हार्डकवर')).toBeInTheDocument();
    expect(sent[0].deliveryAddress).toMatchObject({ state: 'KA', stateName: 'कर्नाटक' });
    expect(within(summary).getByText('शिपिंग')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'अभी भुगतान करें' })).toBeEnabled();
    // Every word on the screen is Hindi, but the shop's name and address and what the visitor typed or chose.
    const typed = ['Meera', 'Rao', '12 Lake View Road', 'Indiranagar', 'Bengaluru', checkedOut.bookTitle];
    expect(untranslatedTexts(document.body, ['Hero Tales', SITE.supportEmail, ...typed])).toEqual([]);
  });
});
