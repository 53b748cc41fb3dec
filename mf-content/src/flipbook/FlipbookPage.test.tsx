import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { activateLanguage } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, testI18n } from 'shared-contracts/testing';
import { contentApi } from '../api/contentApi';
import FlipbookPage from './FlipbookPage';
import { oceanQuestBook } from '../testing/oceanQuestBook';

const book = oceanQuestBook;

function renderBook() {
  return renderWithStore(<FlipbookPage />, {
    path: '/flipbook?requestUuid=u1',
    prepare: (store) => void store.dispatch(contentApi.util.upsertQueryData('getBook', { requestUuid: 'u1', language: 'en' }, book)),
  });
}

describe('the flipbook page', () => {
  afterEach(async () => {
    await act(() => activateLanguage(testI18n, 'en'));
  });

  it("counts the whole book's pages under the viewer: the cover, the 32 pages inside, the back cover", async () => {
    renderBook();
    expect(await screen.findByText('Page 1 of 34')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // The book's own pages are set once its words have come, which can be after the count.
    expect(await screen.findByText('A story for Kabir')).toBeInTheDocument();
    // Page 1 inside is the viewer's second: the first story page's words on its fifth, facing its picture.
    expect(screen.getByLabelText('Page 5')).toHaveTextContent('Kabir dives into the blue.');
    // The viewer hides the pages that are not open once it has laid the book out: asked for hidden or not.
    expect(screen.getByRole('img', { name: 'Page 6', hidden: true })).toHaveAttribute('src', '/p1.webp');
    expect(screen.getByText('Under the sea.')).toBeInTheDocument();
  });

  it("shows a book's pictures as its pages print them: drawn for its sheet, the part kept once trimmed filling the page", async () => {
    const page = { left: 0.2, top: 0.05, width: 0.5, height: 0.8 };
    const print = { trimAspect: 1, sheet: '800x800g127', ordered: true, page, spread: { ...page, width: 0.9 } };
    const printed = { book: { ...book.book, print } };
    renderWithStore(<FlipbookPage />, {
      path: '/flipbook?requestUuid=u1',
      prepare: (store) => void store.dispatch(contentApi.util.upsertQueryData('getBook', { requestUuid: 'u1', language: 'en' }, printed)),
    });
    // The viewer hides the pages that are not open: these are asked for hidden or not.
    const cut = await screen.findByRole('img', { name: 'Page 6', hidden: true });
    expect(cut).toHaveAttribute('src', '/p1-print-800x800g127.webp');
    expect(cut).toHaveStyle({ width: '200%', height: '125%', left: '-40%', top: '-6.25%' });
  });

  it('draws the hero the book is drawn with on its "About" page, as the printed book has them', async () => {
    renderBook();
    const about = (await screen.findByRole('heading', { name: 'About Kabir' })).parentElement!;
    await waitFor(() => expect(about.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/)));
    expect(about).toHaveTextContent('Every picture in this book was drawn for Kabir.');
  });

  it('shows its texts and the viewer controls in Hindi, and asks for the book in Hindi', async () => {
    await act(() => activateLanguage(testI18n, 'hi'));
    const asked: string[] = [];
    answerRequests((request, path) => {
      if (path !== '/api/books/u1') return undefined;
      asked.push(new URL(request.url).search);
      return jsonAnswer(book);
    });
    renderWithStore(<FlipbookPage />, { path: '/flipbook?requestUuid=u1' });
    expect(screen.getByRole('heading', { level: 1, name: 'आपकी जादुई फ़्लिपबुक' })).toBeInTheDocument();
    expect(await screen.findByText('34 में से पृष्ठ 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला पृष्ठ' })).toBeEnabled();
    expect(asked).toEqual(['?lang=hi']);
  });

  it('lets the owner share their book: a link made by the server, copied where the browser cannot share', async () => {
    const made: string[] = [];
    answerRequests((request, path) => {
      if (path === '/api/books/22112026-own/share' && request.method === 'POST') {
        made.push(path);
        return jsonAnswer({ sharePath: '/flipbook#share=22112026-own.flipbook.1.mac', expiresAt: '2026-12-11T00:00:00.000Z' });
      }
      if (path === '/api/books/22112026-own/voices') return jsonAnswer({ voices: [], canRecord: false, reader: null });
      return path === '/api/books/22112026-own' ? jsonAnswer(book) : undefined;
    });
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    renderWithStore(<FlipbookPage />, { path: '/flipbook', draft: { requestUuid: '22112026-own', childFirstName: 'Kabir' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Share the book' }));
    // Their book is made: no button to make it again over its draft.
    expect(screen.queryByRole('button', { name: 'Personalize This Story' })).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied. Paste it into a message to the family.');
    expect(copied).toEqual(['http://127.0.0.1/flipbook#share=22112026-own.flipbook.1.mac']);
    expect(screen.getByRole('textbox', { name: 'Link to the book' })).toHaveValue(copied[0]);
    // One tap to WhatsApp, the message and the link filled in; copying again is beside it.
    expect(screen.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent("Kabir's storybook http://127.0.0.1/flipbook#share=22112026-own.flipbook.1.mac")}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(copied).toHaveLength(2));
    expect(made).toHaveLength(1);
  });

  it('opens a book shared with the visitor read-only, naming the child, with nothing to share on', async () => {
    const shares: (string | null)[] = [];
    answerRequests((request, path) => {
      if (path === '/api/books/22112026-own/voices') return jsonAnswer({ voices: [], canRecord: false, reader: null });
      if (path !== '/api/shared-books') return undefined;
      shares.push(request.headers.get('x-book-share'));
      return jsonAnswer(book);
    });
    renderWithStore(<FlipbookPage />, { path: '/flipbook#share=22112026-own.flipbook.1.mac', draft: { requestUuid: '22112026-other' } });
    expect(await screen.findByRole('heading', { level: 1, name: "Kabir's book" })).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 34')).toBeInTheDocument();
    expect(shares).toEqual(['22112026-own.flipbook.1.mac']);
    expect(screen.queryByRole('button', { name: 'Share the book' })).toBeNull();
  });

  it("says why a shared link no longer opens, in the server's words", async () => {
    answerRequests((_request, path) =>
      path === '/api/shared-books'
        ? jsonAnswer({ detail: 'This link to the book no longer works. Ask whoever shared it for a new one.' }, 404)
        : undefined,
    );
    renderWithStore(<FlipbookPage />, { path: '/flipbook#share=22112026-own.flipbook.1.mac' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This link to the book no longer works\. Ask whoever shared it for a new one\.$/,
    );
    // One message, not three: nothing says the book is ready, nor that it failed to load.
    expect(screen.queryByText('Your magical flipbook is ready to be flipped and enjoyed!')).toBeNull();
    expect(screen.queryByText(/Failed to load book/)).toBeNull();
  });
});
