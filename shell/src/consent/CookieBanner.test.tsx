import { act, fireEvent, screen } from '@testing-library/react';
import { countryDetected, STORAGE_KEYS } from 'shared-contracts';
import { renderWithStore } from '../testing/renderWithStore';
import { CookieBanner } from './CookieBanner';
import { CookiePreferencesDialog } from './CookiePreferencesDialog';
import { Footer } from '../layout/Footer';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? 'null');

function renderConsent(country: string | null) {
  const result = renderWithStore(
    <>
      <CookieBanner />
      <CookiePreferencesDialog />
    </>,
  );
  act(() => {
    result.store.dispatch(countryDetected(country));
  });
  return result;
}

beforeEach(() => localStorage.clear());

describe('cookie banner', () => {
  it('links the cookie policy and offers the three choices', () => {
    renderConsent('GB');
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/policies/cookie-policy');
    for (const name of ['Cookie Settings', 'Reject All', 'Accept All']) expect(screen.getByRole('button', { name })).toBeVisible();
  });

  it('is not shown in India', () => {
    renderConsent('IN');
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
  });

  it('Accept All stores every category on and hides the banner', () => {
    renderConsent(null);
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(stored()).toMatchObject({ analytics: true, advertising: true, functional: true });
    expect(Date.parse(stored().timestamp)).not.toBeNaN();
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
  });

  it('Reject All stores every category off', () => {
    renderConsent('US');
    fireEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(stored()).toMatchObject({ analytics: false, advertising: false, functional: false });
  });

  it('Save Preferences stores the switches as set, Essential always on', async () => {
    renderConsent('US');
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    expect(screen.getByRole('switch', { name: 'Essential' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Essential' })).toBeDisabled();
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Functional' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toMatchObject({ analytics: true, advertising: false, functional: true });
    expect(dialog).not.toBeInTheDocument();
  });

  it("the dialog says where to change the choice later: the footer's Cookie Preferences, on every page", async () => {
    renderWithStore(
      <>
        <CookiePreferencesDialog />
        <Footer />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    expect(dialog).toHaveTextContent("You can change this at any time with 'Cookie Preferences' at the foot of every page.");
    expect(dialog).not.toHaveTextContent('cookie policy page');
  });

  it('is not shown again once a choice is stored', () => {
    renderConsent('US');
    fireEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    document.body.innerHTML = '';
    renderConsent('US');
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
  });
});
