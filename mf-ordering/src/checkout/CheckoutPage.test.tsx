import { fireEvent, screen, within } from '@testing-library/react';
import type { CheckoutResponse } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, SAMPLE_ADDRESS } from 'shared-contracts/testing';
import { CHECKOUT_MESSAGES } from './addressRules';
import CheckoutPage from './CheckoutPage';

const requestUuid = '22112026-00000000-0000-4000-8000-000000000000';
const states = {
  states: [
    { code: 'KA', name: 'Karnataka' },
    { code: 'MH', name: 'Maharashtra' },
  ],
};
const checkedOut: CheckoutResponse = {
  bookTitle: 'The Brave Little Explorer',
  printType: 'Hardcover',
  subTotal: 1499,
  shippingCost: 0,
  totalCost: 1499,
  currency: 'INR',
  customerName: 'Meera Rao',
  customerEmail: 'meera@example.com',
  customerPhoneNumber: '+919812345678',
  requestUuid,
};

function fill(label: string, value: string) {
  fireEvent.change(within(screen.getByRole('group', { name: 'Delivery address' })).getByLabelText(label), { target: { value } });
}

describe('checkout', () => {
  it('asks for the addresses before it shows any total, then shows the totals the server computed', async () => {
    const sent: unknown[] = [];
    answerRequests(async (request, path) => {
      if (path === '/api/referencedata/states') return jsonAnswer(states);
      if (path === `/api/orders/${requestUuid}/checkout`) {
        sent.push(await request.json());
        return jsonAnswer(checkedOut);
      }
      return undefined;
    });
    const { store } = renderWithStore(<CheckoutPage />, { path: '/checkout', draft: { requestUuid, childFirstName: 'Kabir' } });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent(CHECKOUT_MESSAGES.enterAddress);

    fireEvent.click(screen.getByRole('button', { name: 'Save Address Details' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fill('First name', 'Meera');
    fill('Last name', 'Rao');
    fill('Address line 1', '12 Lake View Road');
    fill('Address line 2', 'Indiranagar');
    fill('City', 'Bengaluru');
    fill('ZIP / postal code', '560038');
    fill('Phone number', '9812345678');
    await within(screen.getByRole('group', { name: 'Delivery address' })).findByRole('option', { name: 'Karnataka' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Address Details' }));

    expect(await within(summary).findByText('₹1,499.00', { selector: '.total' })).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        deliveryAddress: expect.objectContaining({ firstName: 'Meera', state: 'KA', stateName: 'Karnataka', phoneNumber: '+919812345678' }),
        billingAddress: expect.objectContaining({ firstName: 'Meera' }),
      }),
    ]);
    expect(store.getState().orderDraft.orderSummary).toMatchObject({
      subTotal: 1499,
      shippingCost: 0,
      totalCost: 1499,
      discountApplied: false,
    });
    expect(within(summary).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
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
    expect(await screen.findByText(CHECKOUT_MESSAGES.saveFailed)).toBeInTheDocument();
  });
});
