import { act, screen } from '@testing-library/react';
import { activateLanguage, type BookResponse } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, testI18n } from 'shared-contracts/testing';
import { contentApi } from '../api/contentApi';
import FlipbookPage from './FlipbookPage';

const book: BookResponse = {
  book: {
    bookId: 3,
    pages: { 2: '/p2.webp', 1: '/p1.webp' },
    title: 'Ocean Quest',
    childFirstName: 'Kabir',
    blurb: 'Under the sea.',
    dedication: null,
  },
};

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

  it("counts the whole book's pages under the viewer: cover, title page, story, the end, back cover", async () => {
    renderBook();
    expect(await screen.findByText('Page 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByText('A story for Kabir')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByText('Under the sea.')).toBeInTheDocument();
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
    expect(await screen.findByText('6 में से पृष्ठ 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला पृष्ठ' })).toBeEnabled();
    expect(asked).toEqual(['?lang=hi']);
  });
});
