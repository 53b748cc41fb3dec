import { screen } from '@testing-library/react';
import { renderWithStore } from 'shared-contracts/testing';
import PaymentConfirmationPage from './PaymentConfirmationPage';

describe('payment confirmation without what it needs', () => {
  it("shows the error view with 'Missing order details' when there is no order", async () => {
    renderWithStore(<PaymentConfirmationPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing order details');
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
  });

  it("shows 'Payment details are missing' when the order has no payment", async () => {
    renderWithStore(<PaymentConfirmationPage />, { draft: { requestUuid: '22112026-00000000-0000-4000-8000-000000000000' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment details are missing');
  });
});
