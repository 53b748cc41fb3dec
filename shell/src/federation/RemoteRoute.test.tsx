import { fireEvent, screen } from '@testing-library/react';
import { findRoute } from 'shared-contracts';
import { SHOP_ROUTES } from 'shared-contracts/testing';
import { renderWithStore } from '../testing/renderWithStore';
import { loadRemoteModule } from './registerStorefrontRemotes';
import { RemoteRoute } from './RemoteRoute';

// The federation runtime fetches remote entries over the network: the edge of what a unit test runs.
jest.mock('./registerStorefrontRemotes', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function FaqPage() {
  return <h1>Frequently Asked Questions</h1>;
}

function BrokenPage(): never {
  throw new Error('this page cannot render');
}

describe("the shell's remote route", () => {
  beforeEach(() => load.mockReset());

  it('shows the loading state, then the page the remote exposes for the route', async () => {
    let resolve: (module: { default: typeof FaqPage }) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    renderWithStore(<RemoteRoute route={findRoute(SHOP_ROUTES, '/faq')!} />, '/faq');
    expect(screen.getByRole('status')).toBeInTheDocument();
    resolve({ default: FaqPage });
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_content', './FaqPage', false);
  });

  it('shows the fallback when the remote is down, and loads it again on Try again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('RUNTIME-003: remote entry failed to load')).mockResolvedValueOnce({ default: FaqPage });
    renderWithStore(<RemoteRoute route={findRoute(SHOP_ROUTES, '/privacy')!} />, '/privacy');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_content', './PrivacyPage', true);
    warn.mockRestore();
  });

  it('shows the fallback when the page fails while rendering, never a blank page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValueOnce({ default: BrokenPage });
    renderWithStore(<RemoteRoute route={findRoute(SHOP_ROUTES, '/terms')!} />, '/terms');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    error.mockRestore();
  });
});
