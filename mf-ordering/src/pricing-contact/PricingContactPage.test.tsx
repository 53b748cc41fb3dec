import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { activateLanguage, storefrontApi, type BookPreviewResponse } from 'shared-contracts';
import { answerRequests, renderWithStore, testI18n } from 'shared-contracts/testing';
import PricingContactPage from './PricingContactPage';

const savedPreview: BookPreviewResponse = {
  title: 'The Brave Little Explorer, starring Kabir',
  coverImageURL: null,
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
    for (const message of ['Name is required', 'Email address is required', 'Please select a delivery country']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByTestId('location')).toHaveTextContent('/initiate-order');
    expect(screen.getByRole('button', { name: 'Preview Book' })).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    // The other tests read the English texts.
    afterEach(() => act(() => activateLanguage(testI18n, 'en')));

    it('words the messages already shown again when the language changes', async () => {
      renderWithStore(<PricingContactPage />, { path: '/initiate-order' });
      fireEvent.click(await screen.findByRole('button', { name: 'Show Price' }));
      expect(await screen.findByText('Name is required')).toBeInTheDocument();

      await act(() => activateLanguage(testI18n, 'hi'));
      expect(screen.getByRole('heading', { level: 1, name: 'बस थोड़ा और! आइए, आपकी पुस्तक की कीमत जानें' })).toBeInTheDocument();
      expect(await screen.findByText('नाम लिखना ज़रूरी है')).toBeInTheDocument();
      expect(screen.getByText('कृपया डिलीवरी का देश चुनें')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'कीमत देखें' })).toBeInTheDocument();
      expect([...screen.getByLabelText<HTMLSelectElement>('डिलीवरी का देश').options].map((o) => o.text)).toEqual(['देश चुनें', 'भारत']);
    });
  });
});
