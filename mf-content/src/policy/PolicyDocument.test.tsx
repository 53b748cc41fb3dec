import { act, screen } from '@testing-library/react';
import { activateLanguage } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, testI18n } from 'shared-contracts/testing';
import { PolicyDocument } from './PolicyDocument';

describe('a policy document', () => {
  it('shows its Last Updated badge and its text', async () => {
    answerRequests((_request, path) =>
      path === '/api/policies/privacy-policy.md'
        ? new Response('# Privacy Policy\n\nLast Updated: 1 November 2026\n\nWe keep what we need.', {
            headers: { 'content-type': 'text/markdown' },
          })
        : undefined,
    );
    renderWithStore(<PolicyDocument document="privacy-policy" label="privacy policy" />);
    expect(await screen.findByText('Last Updated: 1 November 2026')).toBeInTheDocument();
    // The text's renderer is a chunk of its own, loaded as the browser draws the text.
    expect(await screen.findByText('We keep what we need.')).toBeInTheDocument();
  });

  it("shows the page's own message whatever the failure, with the server's reason after it", async () => {
    answerRequests((_request, path) =>
      path === '/api/policies/cookie-policy.md' ? jsonAnswer({ detail: 'This policy is not available.' }, 404) : undefined,
    );
    renderWithStore(<PolicyDocument document="cookie-policy" label="cookie policy" />);
    expect(await screen.findByText('Error loading cookie policy: Failed to load cookie policy')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This policy is not available.');
  });

  it('shows the message alone when the server fails on its side', async () => {
    answerRequests((_request, path) =>
      path === '/api/policies/shipping-and-delivery-policy.md'
        ? jsonAnswer({ detail: 'Something went wrong on our side.' }, 500)
        : undefined,
    );
    renderWithStore(<PolicyDocument document="shipping-and-delivery-policy" label="shipping policy" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading shipping policy: Failed to load shipping policy$/);
  });
});

describe('a policy document in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  afterEach(() => act(() => activateLanguage(testI18n, 'en')));

  it('asks for the Hindi text, shows its date, and says that the English text governs', async () => {
    answerRequests((request, path) =>
      path === '/api/policies/privacy-policy.md' && new URL(request.url).searchParams.get('lang') === 'hi'
        ? new Response('# गोपनीयता नीति\n\nअंतिम अपडेट: 23 नवंबर 2026\n\nहम केवल ज़रूरी जानकारी रखते हैं।', {
            headers: { 'content-type': 'text/markdown' },
          })
        : undefined,
    );
    const { unmount } = renderWithStore(<PolicyDocument document="privacy-policy" label="गोपनीयता नीति" />);
    expect(await screen.findByText('हम केवल ज़रूरी जानकारी रखते हैं।')).toBeInTheDocument();
    expect(screen.getByText(/23 नवंबर 2026/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('किसी भी अंतर की स्थिति में अंग्रेज़ी संस्करण ही मान्य होगा');
    // Gone before the language goes back to English, which would ask for the English text.
    unmount();
  });
});
