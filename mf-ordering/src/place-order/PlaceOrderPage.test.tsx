import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OrderDetailsResponse } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore } from 'shared-contracts/testing';
import PlaceOrderPage from './PlaceOrderPage';

const requestUuid = '22112026-00000000-0000-4000-8000-000000000000';
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
      printSizeVariations: [{ size: 'Square 8 x 8 in (20 x 20 cm)', price: 1499, originalPrice: 1999 }],
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
    expect(placed).toEqual([{ printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' }]);
    expect(store.getState().orderDraft).toMatchObject({ printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)', price: 1499 });

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent('/place-order');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
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
