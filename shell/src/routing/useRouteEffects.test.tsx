import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { activateLanguage, useNavigate } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, SHOP_ROUTES, testI18n } from 'shared-contracts/testing';
import { useRouteEffects } from './useRouteEffects';

function Page() {
  useRouteEffects();
  const navigate = useNavigate();
  return <button onClick={() => navigate('/faq')}>FAQ</button>;
}

describe("the route's head", () => {
  beforeEach(() => {
    document.title = 'As the server sent it';
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The live pages' words, as the server answers them from the remotes' route manifests.
    answerRequests((_request, path) => (path === '/routes.json' ? jsonAnswer(SHOP_ROUTES) : undefined));
  });
  afterEach(() => jest.restoreAllMocks());

  it('leaves the head the server sent, and writes the next page’s and the new language’s', async () => {
    renderWithStore(<Page />, { path: '/about' });
    // Nothing to load for the page the server sent with its head.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('As the server sent it');

    fireEvent.click(screen.getByRole('button', { name: 'FAQ' }));
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions | Hero Tales'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/faq$/);

    await act(() => activateLanguage(testI18n, 'hi'));
    await waitFor(() => expect(document.title).toBe('अक्सर पूछे जाने वाले प्रश्न | Hero Tales'));
    await act(() => activateLanguage(testI18n, 'en'));
  });
});
