import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from 'shared-contracts/testing';
import PricingContactPage from './PricingContactPage';
import { PRICING_MESSAGES } from './pricingRules';

describe('pricing contact step', () => {
  it('prefills from the draft and keeps only digits in the phone', async () => {
    renderWithStore(<PricingContactPage />, { draft: { personName: 'Meera Rao', email: 'meera@example.com', requestUuid: '22112026-00000000-0000-4000-8000-000000000000' } });
    expect(await screen.findByLabelText('Name')).toHaveValue('Meera Rao');
    expect(screen.getByLabelText('Email address')).toHaveValue('meera@example.com');
    expect(screen.getByText('Required for order confirmation.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '98123 456-78' } });
    expect(screen.getByLabelText('Phone number')).toHaveValue('9812345678');
    expect([...(screen.getByLabelText('Delivery Country') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Select Country', 'India']);
  });

  it('shows every message and stays on the form', async () => {
    renderWithStore(<PricingContactPage />, { path: '/initiate-order' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show Price' }));
    for (const message of [PRICING_MESSAGES.nameRequired, PRICING_MESSAGES.emailRequired, PRICING_MESSAGES.countryRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByTestId('location')).toHaveTextContent('/initiate-order');
    expect(screen.getByRole('button', { name: 'Preview Book' })).toBeInTheDocument();
  });
});
