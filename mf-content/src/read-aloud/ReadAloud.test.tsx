import { act, fireEvent, screen } from '@testing-library/react';
import { activateLanguage, type PageVoicesResponse } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, testI18n } from 'shared-contracts/testing';
import FlipbookPage from '../flipbook/FlipbookPage';
import { oceanQuestBook } from '../testing/oceanQuestBook';

const SHARE = '22112026-own.flipbook.1.mac';
const RECORD = '22112026-own.link1.1.mac';

const book = oceanQuestBook;

const voice = (page: number, reader: string) => ({ page, reader, language: 'en' as const, seconds: 12.4, version: `v${page}` });

/** The API as a book's family sees it: the shared book, and its recordings for whatever pass the call carries. */
function answerFamily(voices: PageVoicesResponse, passes: Record<string, string | null>[] = []) {
  answerRequests((request, path) => {
    if (path === '/api/shared-books') return jsonAnswer(book);
    if (path === '/api/books/22112026-own/voices') {
      passes.push({ share: request.headers.get('x-book-share'), record: request.headers.get('x-record-link') });
      return jsonAnswer(voices);
    }
    return undefined;
  });
}

describe('a book read aloud by the family', () => {
  afterEach(async () => {
    await act(() => activateLanguage(testI18n, 'en'));
  });

  it('offers the family "Read to me" when pages are recorded, by their share link, and nothing to record', async () => {
    const passes: Record<string, string | null>[] = [];
    answerFamily({ voices: [voice(1, 'Nani'), voice(2, 'Papa')], canRecord: false, reader: null }, passes);
    renderWithStore(<FlipbookPage />, { path: `/flipbook#share=${SHARE}` });
    expect(await screen.findByRole('heading', { name: 'Read aloud by the family' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read to me' })).toBeEnabled();
    expect(passes).toEqual([{ share: SHARE, record: null }]);
    expect(screen.queryByRole('button', { name: 'Record this page' })).toBeNull();
    expect(screen.queryByText('Turn to a page of the story to read it aloud.')).toBeNull();
  });

  it('shows nothing of reading aloud to the family of a book no one has read yet', async () => {
    answerFamily({ voices: [], canRecord: false, reader: null });
    renderWithStore(<FlipbookPage />, { path: `/flipbook#share=${SHARE}` });
    expect(await screen.findByText('Page 1 of 34')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Read aloud by the family' })).toBeNull();
  });

  it('asks a grandparent with a record link to read, in the name the link gives them', async () => {
    const passes: Record<string, string | null>[] = [];
    answerFamily({ voices: [], canRecord: true, reader: 'Nani' }, passes);
    renderWithStore(<FlipbookPage />, { path: `/flipbook#share=${SHARE}&record=${RECORD}` });
    expect(
      await screen.findByText("Nani, the family asks you to read Kabir's book aloud. Turn to a page of the story, then record it below."),
    ).toBeInTheDocument();
    // The book opens at its cover: a page of the story is turned to before recording.
    expect(screen.getByText('Turn to a page of the story to read it aloud.')).toBeInTheDocument();
    expect(passes).toEqual([{ share: SHARE, record: RECORD }]);
  });

  it('lets the owner of a paid book invite a reader, and make the printed book’s code stoppable', async () => {
    const asked: { path: string; body: string }[] = [];
    answerRequests(async (request, path) => {
      if (path === '/api/books/22112026-own') return jsonAnswer(book);
      if (path === '/api/books/22112026-own/voices') return jsonAnswer({ voices: [], canRecord: true, reader: null });
      if (path === '/api/books/22112026-own/record-links' && request.method === 'GET') return jsonAnswer({ links: [] });
      if (path === '/api/books/22112026-own/record-links') {
        asked.push({ path, body: await request.text() });
        return jsonAnswer({
          linkId: 'link1',
          reader: 'Nani',
          recordPath: `/flipbook#share=${SHARE}&record=${RECORD}`,
          expiresAt: '2026-12-14T00:00:00.000Z',
        });
      }
      return undefined;
    });
    renderWithStore(<FlipbookPage />, { path: '/flipbook', draft: { requestUuid: '22112026-own', childFirstName: 'Kabir' } });
    expect(await screen.findByRole('heading', { name: 'Ask the family to read it' })).toBeInTheDocument();
    const make = screen.getByRole('button', { name: 'Make a link to record' });
    expect(make).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Their name, as Kabir calls them'), { target: { value: ' Nani ' } });
    fireEvent.click(make);
    await screen.findByRole('button', { name: 'Make a link to record' });
    expect(asked).toEqual([{ path: '/api/books/22112026-own/record-links', body: JSON.stringify({ reader: 'Nani' }) }]);
    expect(screen.getByRole('button', { name: 'Show its link' })).toBeEnabled();
  });
});
