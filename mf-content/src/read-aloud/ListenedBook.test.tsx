import { act, screen } from '@testing-library/react';
import { activateLanguage } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, testI18n } from 'shared-contracts/testing';
import FlipbookPage from '../flipbook/FlipbookPage';

const LISTEN = '22112026-own.listen.1922054400000.mac';

describe("the printed book's code", () => {
  afterEach(async () => {
    await act(() => activateLanguage(testI18n, 'en'));
  });

  it('opens the recordings page by page, by its link in a header, with "Read to me"', async () => {
    const passes: (string | null)[] = [];
    answerRequests((request, path) => {
      if (path !== '/api/listened-books') return undefined;
      passes.push(request.headers.get('x-listen-link'));
      return jsonAnswer({
        childFirstName: 'Kabir',
        voices: [
          { page: 1, reader: 'Nani', language: 'hi', seconds: 42.2, version: 'a' },
          { page: 3, reader: 'Papa', language: 'en', seconds: 8, version: 'b' },
        ],
      });
    });
    renderWithStore(<FlipbookPage />, { path: `/flipbook#listen=${LISTEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: "Hear Kabir's book" })).toBeInTheDocument();
    expect(screen.getByText('Page 1 · read by Nani · 0:42')).toBeInTheDocument();
    expect(screen.getByText('Page 3 · read by Papa · 0:08')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read to me' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Play page 3' })).toBeEnabled();
    expect(passes).toEqual([LISTEN]);
  });

  it("says, in the server's one sentence, that the family stopped the code", async () => {
    answerRequests((_request, path) =>
      path === '/api/listened-books'
        ? jsonAnswer({ detail: "The family has stopped this book's recordings. The book is still yours to read aloud together." }, 410)
        : undefined,
    );
    renderWithStore(<FlipbookPage />, { path: `/flipbook#listen=${LISTEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The family has stopped this book's recordings\. The book is still yours to read aloud together\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Read to me' })).toBeNull();
  });

  it('says in Hindi that no one has read the book yet', async () => {
    await act(() => activateLanguage(testI18n, 'hi'));
    answerRequests((_request, path) => (path === '/api/listened-books' ? jsonAnswer({ childFirstName: '', voices: [] }) : undefined));
    renderWithStore(<FlipbookPage />, { path: `/flipbook#listen=${LISTEN}` });
    expect(await screen.findByText(/^अभी तक किसी ने यह किताब पढ़कर रिकॉर्ड नहीं की है।/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'यह किताब सुनें' })).toBeInTheDocument();
  });
});
