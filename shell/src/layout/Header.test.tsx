import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../testing/renderWithStore';
import { Footer } from './Footer';
import { Header } from './Header';

describe('header and footer', () => {
  it('links Home, About Us, FAQ and Contact', () => {
    renderWithStore(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
    ]);
  });

  it('publishes its height for what a page keeps in view under it, and again when it wraps', async () => {
    // jsdom lays nothing out: the header's height and the observer of its size are given here.
    let height = 62;
    let resized = () => undefined as void;
    const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const { unmount } = renderWithStore(<Header />);
      expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('62px');
      height = 116;
      act(() => resized());
      expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('116px');
      unmount();
      expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('');
    } finally {
      spy.mockRestore();
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });

  it('shows a shadow only once scrolled more than 10 px', async () => {
    renderWithStore(<Header />);
    const header = screen.getByRole('banner');
    // Awaited: the header reads its messages with React's use(), which act wants awaited.
    const scrollTo = (y: number) =>
      act(async () => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });
    await scrollTo(10);
    expect(header).toHaveAttribute('data-raised', 'false');
    await scrollTo(11);
    expect(header).toHaveAttribute('data-raised', 'true');
  });

  it('footer has the four legal links and the social links', () => {
    renderWithStore(<Footer />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    const hrefs = Array.from(legal.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/privacy', '/terms', '/refund', '/shipping-and-delivery-policy']);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', expect.stringContaining('facebook.com'));
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', expect.stringContaining('instagram.com'));
    expect(screen.getByText(/All rights reserved/)).toBeInTheDocument();
  });
});
