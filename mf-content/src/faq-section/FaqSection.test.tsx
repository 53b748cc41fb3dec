import { screen, waitFor } from '@testing-library/react';
import { storefrontApi } from 'shared-contracts';
import { renderWithStore } from 'shared-contracts/testing';
import FaqSection from './FaqSection';

describe('reusable FAQ section', () => {
  it('shows the questions of its type', async () => {
    renderWithStore(<FaqSection faqType="place-order" title="Printing questions" />, {
      prepare: (store) => void store.dispatch(storefrontApi.util.upsertQueryData('getFaqs', 'place-order', { faqs: [{ question: 'How long?', answer: '10 days' }] })),
    });
    expect(await screen.findByRole('region', { name: 'Printing questions' })).toBeInTheDocument();
    expect(screen.getByText('How long?')).toBeInTheDocument();
  });

  it('is hidden when there are none', async () => {
    const { container } = renderWithStore(<FaqSection faqType="empty" />, {
      prepare: (store) => void store.dispatch(storefrontApi.util.upsertQueryData('getFaqs', 'empty', { faqs: [] })),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });

  it('is hidden while loading and when loading fails, which is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithStore(<FaqSection faqType="general" />);
    expect(container.querySelector('section')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('FAQs of type general could not be loaded', expect.anything()), { timeout: 5000 });
    expect(container.querySelector('section')).toBeNull();
    warn.mockRestore();
  });
});
