import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { storefrontApi, type BookPreviewResponse } from 'shared-contracts';
import { answerRequests, renderWithStore } from 'shared-contracts/testing';
import PricingContactPage from './PricingContactPage';
import { PRICING_MESSAGES } from './pricingRules';

const savedPreview: BookPreviewResponse = {
  title: 'The Brave Little Explorer, starring Kabir',
  status: 'completed',
  navigationText: '',
  pages: [],
  previewPagesStatus: {},
  nonPreviewPagesStatus: {},
  pagesGenerated: 8,
  pagesGeneratedForPreview: 8,
  numberOfPagesForPreview: 8,
  numberOfPagesPerGenerationBatch: 2,
  depositDetails: { depositAmount: 99, depositTakenAfterPage: 4, depositPaid: true },
};

describe('pricing contact step', () => {
  it('prefills from the draft, once its book is checked with the server, and keeps only digits in the phone', async () => {
    const requestUuid = '22112026-00000000-0000-4000-8000-000000000000';
    // The server has not answered yet.
    const asked: string[] = [];
    answerRequests((_request, path) => {
      asked.push(path);
      return new Promise<undefined>(() => undefined);
    });
    const { store } = renderWithStore(<PricingContactPage />, {
      draft: { personName: 'Meera Rao', email: 'meera@example.com', requestUuid },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking for existing information...');
    await waitFor(() => expect(asked).toEqual([`/api/bookpreviews/${requestUuid}`]));
    await act(() => store.dispatch(storefrontApi.util.upsertQueryData('getBookPreview', requestUuid, savedPreview)));
    expect(await screen.findByLabelText('Name')).toHaveValue('Meera Rao');
    expect(screen.getByLabelText('Email address')).toHaveValue('meera@example.com');
    expect(screen.getByText('Required for order confirmation.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '98123 456-78' } });
    expect(screen.getByLabelText('Phone number')).toHaveValue('9812345678');
    expect([...screen.getByLabelText<HTMLSelectElement>('Delivery Country').options].map((o) => o.text)).toEqual([
      'Select Country',
      'India',
    ]);
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
