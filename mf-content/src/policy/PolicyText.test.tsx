import { render, screen, within } from '@testing-library/react';
import { PolicyText } from './PolicyText';

describe("a policy's text", () => {
  afterEach(() => document.querySelectorAll('[data-server-page]').forEach((element) => element.remove()));

  /** The page as the server sent it, before the browser hydrates it. */
  function drawnByServer(textKey: string, html: string) {
    const page = document.createElement('div');
    page.dataset.serverPage = '';
    page.innerHTML = `<div data-policy-text="${textKey}">${html}</div>`;
    document.body.append(page);
  }

  it('keeps the text the server drew as the page hydrates, without drawing it again', () => {
    drawnByServer('privacy-policy:en', '<div data-policy-drawn=""><h2>Drawn by the server</h2></div>');
    const { container } = render(<PolicyText textKey="privacy-policy:en" source="## Drawn in the browser" />);
    expect(within(container).getByRole('heading')).toHaveTextContent('Drawn by the server');
  });

  it('draws the text itself when the server sent only the spinner', async () => {
    drawnByServer('privacy-policy:en', '<span aria-hidden="true" class="spinner"></span>');
    render(<PolicyText textKey="privacy-policy:en" source="## Drawn in the browser" />);
    expect(await screen.findByRole('heading', { name: 'Drawn in the browser' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('draws a text itself when the server drew another (another policy or language)', async () => {
    drawnByServer('privacy-policy:en', '<div data-policy-drawn=""><h2>Drawn by the server</h2></div>');
    const { rerender } = render(<PolicyText textKey="privacy-policy:en" source="## Drawn by the server" />);
    rerender(<PolicyText textKey="privacy-policy:hi" source="## गोपनीयता" />);
    // The first load of the Markdown renderer compiles it and its ES modules: seconds on a busy machine.
    expect(await screen.findByRole('heading', { name: 'गोपनीयता' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('draws the Markdown, tables included, when the server drew nothing', async () => {
    render(<PolicyText textKey="terms-of-service:en" source={'| Cookie | Purpose |\n| --- | --- |\n| lang | language |'} />);
    expect(await screen.findByRole('table')).toHaveTextContent('Cookie');
  });
});
