import { act, fireEvent, screen } from '@testing-library/react';
import { activateLanguage, useLocation } from 'shared-contracts';
import { testI18n } from 'shared-contracts/testing';
import { renderWithStore } from '../testing/renderWithStore';
import { Footer } from './Footer';
import { Header } from './Header';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

describe('the language switch', () => {
  afterEach(async () => {
    await act(() => activateLanguage(testI18n, 'en'));
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('links each language to the same page in it, marking the one in use', () => {
    renderWithStore(<Header />, '/faq?ref=mail');
    const choices = screen.getByRole('group', { name: 'Language' });
    const links = Array.from(choices.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['English', '/faq?ref=mail&lang=en', 'true'],
      ['हिन्दी', '/faq?ref=mail&lang=hi', null],
    ]);
  });

  it('changes the page to Hindi in place, remembers the choice and drops the language from the address', async () => {
    renderWithStore(
      <>
        <Header />
        <Footer />
        <Address />
      </>,
      '/about?lang=en&ref=mail',
    );
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'हिन्दी' })));
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toHaveTextContent('हमारे बारे में');
    expect(screen.getByText(/सर्वाधिकार सुरक्षित/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
    expect(document.cookie).toContain('lang=hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/about?ref=mail');
  });
});
