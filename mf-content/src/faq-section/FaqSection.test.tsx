import { screen, waitFor } from '@testing-library/react';
import { contentApi } from '../api/contentApi';
import { answerRequests, jsonAnswer, renderWithStore } from 'shared-contracts/testing';
import FaqSection from './FaqSection';

describe('reusable FAQ section', () => {
  it('shows the questions of its type', async () => {
    renderWithStore(<FaqSection faqType="place-order" title="Printing questions" />, {
      prepare: (store) =>
        void store.dispatch(
          contentApi.util.upsertQueryData(
            'getFaqs',
            { faqType: 'place-order', language: 'en' },
            { faqs: [{ question: 'How long?', answer: '10 days' }] },
          ),
        ),
    });
    expect(await screen.findByRole('region', { name: 'Printing questions' })).toBeInTheDocument();
    expect(screen.getByText('How long?')).toBeInTheDocument();
  });

  it('is hidden when there are none', async () => {
    const { container } = renderWithStore(<FaqSection faqType="empty" />, {
      prepare: (store) =>
        void store.dispatch(contentApi.util.upsertQueryData('getFaqs', { faqType: 'empty', language: 'en' }, { faqs: [] })),
    });
    // The cached answer is in the store before the first render: nothing is waiting to be shown.
    expect(container.querySelector('section')).toBeNull();
  });

  it('is hidden while loading and when loading fails, which is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerRequests((_request, path) => (path === '/api/faqs/general' ? jsonAnswer({ detail: 'Not available' }, 503) : undefined));
    const { container } = renderWithStore(<FaqSection faqType="general" />);
    expect(container.querySelector('section')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('FAQs of type general could not be loaded', expect.anything()));
    expect(container.querySelector('section')).toBeNull();
    warn.mockRestore();
  });
});
