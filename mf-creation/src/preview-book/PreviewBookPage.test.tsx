import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activateLanguage, SITE, type BookPreviewResponse } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, testI18n, untranslatedTexts } from 'shared-contracts/testing';
import PreviewBookPage from './PreviewBookPage';

const requestUuid = '22112026-00000000-0000-4000-8000-000000000000';
const picture = (page: number, option: number) => `/api/generated/${requestUuid}/tok-p${page}-o${option}.webp`;

/** Two preview pages: the first with two pictures to choose from, the second with one. */
const preview: BookPreviewResponse = {
  title: 'The Brave Little Explorer, starring Kabir',
  coverImageURL: `/api/generated/${requestUuid}/tok-cover.webp`,
  storyTitle: 'The Brave Little Explorer',
  blurb: 'A jungle adventure starring your child.',
  status: 'completed',
  navigationText: 'Choose your favourite picture for every page, then save your choices.',
  pages: [
    {
      pageNumber: 1,
      pageTitle: 'Meet Kabir',
      previewPage: true,
      imageFileURL: [picture(1, 0), picture(1, 1)],
      text: 'Kabir packs his bag.',
    },
    { pageNumber: 2, pageTitle: 'The map', previewPage: true, imageFileURL: [picture(2, 0)], text: 'A map falls out.' },
  ],
  previewPagesStatus: { 1: 'available', 2: 'available' },
  nonPreviewPagesStatus: {},
  pagesGenerated: 2,
  pagesGeneratedForPreview: 2,
  numberOfPagesForPreview: 2,
  numberOfPagesPerGenerationBatch: 2,
  depositDetails: { depositAmount: 99, depositTakenAfterPage: 4, depositPaid: true },
};

/** Eight pages: the four before the deposit drawn, two pictures each, the rest not asked for yet. */
function halfwayPreview(depositPaid: boolean): BookPreviewResponse {
  const pageNumbers = [1, 2, 3, 4, 5, 6, 7, 8];
  return {
    ...preview,
    status: 'partially_completed',
    pages: pageNumbers.map((pageNumber) => ({
      pageNumber,
      pageTitle: `Page ${pageNumber}`,
      previewPage: true,
      imageFileURL: pageNumber <= 4 ? [picture(pageNumber, 0), picture(pageNumber, 1)] : [],
    })),
    previewPagesStatus: Object.fromEntries(pageNumbers.map((n) => [n, n <= 4 ? 'available' : 'pending'])),
    pagesGenerated: 4,
    pagesGeneratedForPreview: 4,
    numberOfPagesForPreview: 8,
    depositDetails: { depositAmount: 99, depositTakenAfterPage: 4, depositPaid },
  };
}

describe('book preview', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('asks for the preview 3 seconds after opening, selects a single picture itself, and saves every choice', async () => {
    const saved: unknown[] = [];
    answerRequests(async (request, path) => {
      if (path === `/api/bookpreviews/${requestUuid}`) return jsonAnswer(preview);
      if (path === '/api/books/requests') {
        saved.push(await request.json());
        return jsonAnswer({ status: 'saved' });
      }
      return undefined;
    });
    renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid, childFirstName: 'Kabir' } });
    expect(screen.getByText('Preparing your book preview...')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));

    const first = await screen.findByRole('article', { name: 'Page 1: Meet Kabir' });
    const second = screen.getByRole('article', { name: 'Page 2: The map' });
    // Their own cover, drawn with their hero, at the top.
    expect(screen.getByRole('img', { name: 'The cover of The Brave Little Explorer, starring Kabir' })).toHaveAttribute(
      'src',
      preview.coverImageURL,
    );
    expect(within(second).getByText('Selected automatically')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save All Selected Pages & Proceed' })).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: 'Next image' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Select this picture' }));
    expect(within(first).getByText('Option 2 selected')).toBeInTheDocument();
    // Every page chosen: the whole book as it will be printed, from the print files' page list.
    const book = screen.getByRole('region', { name: 'Your book, page by page' });
    expect(
      within(book)
        .getAllByRole('listitem')
        .map((leaf) => leaf.textContent),
    ).toEqual([
      'Cover',
      'This book belongs toPage 1',
      // No message yet: the page printed without one.
      '✦ ✦ ✦Page 2',
      'The Brave Little ExplorerA story for KabirHero TalesPage 3',
      // Each story page's words, as text, facing its picture.
      'Kabir packs his bag.Page 4',
      'Page 5',
      // "The End" under the last page's words.
      'A map falls out.The EndPage 6',
      'Page 7',
      'About KabirEvery picture in this book was drawn for Kabir.Page 8',
      // A keepsake page, then pages for the child's own drawing up to the picture book's 32, the imprint last.
      expect.stringMatching(/^Kabir's keepsake pageMade for Kabir on \d{1,2} \w+ \d{4}A note from the one who gave this book.*Page 9$/),
      "Draw Kabir's next adventurePage 10",
      ...Array.from({ length: 21 }, (_, i) => `Page ${11 + i}`),
      `The Brave Little ExplorerMade for Kabir by Hero Tales© ${new Date().getFullYear()} Hero Tales. All rights reserved.Printed on demand, one copy, for Kabir.Page 32`,
      // The back: the story's world with its blurb, not words alone.
      'A jungle adventure starring your child.Hero TalesMade for Kabir by Hero TalesBack cover',
    ]);
    const alone = (url: string) => url.replace('.webp', '-alone.webp');
    expect(within(book).getByRole('img', { name: 'Cover' })).toHaveAttribute('src', preview.coverImageURL);
    expect(within(book).getByRole('img', { name: 'Page 5' })).toHaveAttribute('src', alone(picture(1, 1)));
    expect(within(book).getByRole('img', { name: 'Page 7' })).toHaveAttribute('src', alone(picture(2, 0)));

    // A tap opens a page over the whole screen; the buttons and a swipe turn to the pages beside it.
    fireEvent.click(within(book).getByRole('button', { name: 'Page 4: open full screen' }));
    expect(screen.getByRole('dialog', { name: 'Page 4' })).toHaveTextContent('Kabir packs his bag.');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(screen.getByRole('dialog', { name: 'Page 5' })).getByRole('img', { name: 'Page 5' })).toBeInTheDocument();
    const page = screen.getByRole('dialog').querySelector('.leaf')!;
    // jsdom has no PointerEvent: a mouse event of the pointer's type carries the finger's position.
    const swipe = (from: number, to: number) => {
      fireEvent(page, new MouseEvent('pointerdown', { bubbles: true, clientX: from }));
      fireEvent(page, new MouseEvent('pointerup', { bubbles: true, clientX: to }));
    };
    swipe(300, 120);
    expect(screen.getByRole('dialog', { name: 'Page 6' })).toHaveTextContent('A map falls out.');
    swipe(100, 300);
    expect(screen.getByRole('dialog', { name: 'Page 5' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save All Selected Pages & Proceed' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/initiate-order'));
    expect(saved).toEqual([{ requestUuid, selectedImages: { 1: picture(1, 1), 2: picture(2, 0) } }]);
  });

  it('keeps the choices made when the page is opened again', async () => {
    answerRequests((_request, path) => (path === `/api/bookpreviews/${requestUuid}` ? jsonAnswer(preview) : undefined));
    const first = renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    const page = await screen.findByRole('article', { name: 'Page 1: Meet Kabir' });
    fireEvent.click(within(page).getByRole('button', { name: 'Select this picture' }));
    first.unmount();

    renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(within(await screen.findByRole('article', { name: 'Page 1: Meet Kabir' })).getByText('Option 1 selected')).toBeInTheDocument();
  });

  it('changes a paid book’s picture in its review window, from the pictures it was ordered with, then goes back to the order', async () => {
    const saved: unknown[] = [];
    const ordered = { 1: picture(1, 1), 2: picture(2, 0) };
    answerRequests(async (request, path) => {
      if (path === `/api/bookpreviews/${requestUuid}`)
        return jsonAnswer({ ...preview, review: { until: '2026-11-20T22:00:00.000Z', selectedImages: ordered } });
      if (path === '/api/books/requests') {
        saved.push(await request.json());
        return jsonAnswer({ status: 'saved' });
      }
      return undefined;
    });
    renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    const first = await screen.findByRole('article', { name: 'Page 1: Meet Kabir' });
    expect(screen.getByText(/^Your book is ordered\. Until November \d\d, 2026 at .+ you can choose other pictures/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', '/order-status');
    expect(within(first).getByText('Option 2 selected')).toBeInTheDocument();

    fireEvent.click(within(first).getByRole('button', { name: 'Change picture' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Previous image' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Select this picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes & Back to Your Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-status'));
    expect(saved).toEqual([{ requestUuid, selectedImages: { ...ordered, 1: picture(1, 0) } }]);
  });

  /** Lets time pass half a second at a go, letting each answer arrive (real I/O) before the clock moves on. */
  async function pass(ms: number, each: () => void = () => {}) {
    const { setImmediate: realImmediate } = jest.requireActual<typeof import('timers')>('timers');
    for (let spent = 0; spent < ms; spent += 500) {
      await act(() => jest.advanceTimersByTimeAsync(500));
      await act(() => new Promise((resolve) => realImmediate(resolve)));
      each();
    }
  }

  it('rides out a few failed polls without alarming anyone, waiting longer each time', async () => {
    const answers = [503, 503, 200];
    const asked: number[] = [];
    answerRequests((_request, path) => {
      if (path !== `/api/bookpreviews/${requestUuid}`) return undefined;
      asked.push(Date.now());
      const status = answers.shift() ?? 200;
      return status === 200 ? jsonAnswer(preview) : jsonAnswer({ detail: 'Service unavailable' }, status);
    });
    renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await pass(25_000, () => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('article', { name: 'Page 1: Meet Kabir' })).toBeInTheDocument();
    expect(asked).toHaveLength(3);
    const [first, second] = asked.slice(1).map((at, i) => at - asked[i]);
    expect(first).toBeGreaterThanOrEqual(6000);
    expect(second).toBeGreaterThanOrEqual(12000);
  });

  it('shows the fixed message when polls keep failing, and clears it by itself when one succeeds', async () => {
    const answers = [500, 500, 500, 200];
    answerRequests((_request, path) => {
      if (path !== `/api/bookpreviews/${requestUuid}`) return undefined;
      const status = answers.shift() ?? 200;
      return status === 200 ? jsonAnswer(preview) : jsonAnswer({ detail: 'Something went wrong on our side.' }, status);
    });
    renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await pass(24_000);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load book preview data$/);
    await pass(25_000);
    expect(screen.getByRole('article', { name: 'Page 1: Meet Kabir' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks again when an answer is lost on the way, instead of waiting for it for ever', async () => {
    let polls = 0;
    answerRequests((_request, path) => {
      if (path !== `/api/bookpreviews/${requestUuid}`) return undefined;
      polls += 1;
      // The first answer never comes: a phone between two masts, a proxy that dropped the connection.
      return polls === 1 ? new Promise<Response>(() => {}) : jsonAnswer(preview);
    });
    renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await pass(40_000);
    expect(screen.getByRole('article', { name: 'Page 1: Meet Kabir' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('catches up at once when the tab comes back to the front', async () => {
    const making = { ...preview, status: 'processing' as const, previewPagesStatus: { 1: 'available' as const, 2: 'processing' as const } };
    let answer: BookPreviewResponse = making;
    let polls = 0;
    answerRequests((_request, path) => {
      if (path !== `/api/bookpreviews/${requestUuid}`) return undefined;
      polls += 1;
      return polls === 2 ? jsonAnswer({ detail: 'Service unavailable' }, 503) : jsonAnswer(answer);
    });
    renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await pass(7000);
    expect(polls).toBe(2);
    // In the background the failed poll waits 6 seconds before the next one; the page is ready meanwhile.
    answer = preview;
    setVisibility('hidden');
    await pass(500);
    setVisibility('visible');
    await pass(500);
    expect(polls).toBe(3);
    expect(within(screen.getByRole('article', { name: 'Page 2: The map' })).getByText('Selected automatically')).toBeInTheDocument();
  });

  it('keeps asking every 3 seconds while a page is made, however soon each answer comes', async () => {
    const making = { ...preview, status: 'processing' as const, previewPagesStatus: { 1: 'available' as const, 2: 'processing' as const } };
    let polls = 0;
    answerRequests((_request, path) => {
      if (path !== `/api/bookpreviews/${requestUuid}`) return undefined;
      polls += 1;
      return jsonAnswer(polls < 4 ? making : preview);
    });
    renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await pass(12_500);
    expect(polls).toBe(4);
    expect(within(screen.getByRole('article', { name: 'Page 2: The map' })).getByText('Selected automatically')).toBeInTheDocument();
  });

  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('asks for the deposit once the pages before it are seen, and says it is counted towards the book', async () => {
    const halfway = halfwayPreview(false);
    answerRequests((_request, path) => (path === `/api/bookpreviews/${requestUuid}` ? jsonAnswer(halfway) : undefined));
    renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(
      await screen.findByText(
        'Choose a picture for each of the first 4 pages. Then a deposit of ₹99.00, counted towards the price of your book, draws the rest.',
      ),
    ).toBeInTheDocument();
    for (const pageNumber of [1, 2, 3]) {
      fireEvent.click(
        within(screen.getByRole('article', { name: `Page ${pageNumber}: Page ${pageNumber}` })).getByRole('button', {
          name: 'Select this picture',
        }),
      );
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(screen.getByRole('article', { name: 'Page 4: Page 4' })).getByRole('button', { name: 'Select this picture' }));
    const dialog = screen.getByRole('dialog', { name: 'Token Payment Required' });
    expect(dialog).toHaveTextContent('the deposit is counted towards the price of your book, and your checkout takes it off the total.');
  });

  describe('after the deposit', () => {
    const paidHalfway = halfwayPreview(true);
    const loadMore = () => screen.queryByRole('button', { name: 'Load More Pages' });

    it('asks for every remaining batch in turn, without a tap, and says the deposit was received', async () => {
      const asked: unknown[] = [];
      answerRequests(async (request, path) => {
        if (path === `/api/bookpreviews/${requestUuid}`) return jsonAnswer(paidHalfway);
        if (path === `/api/bookpreviews/${requestUuid}/generate-pages`) {
          const { startPage, endPage } = await request.json();
          asked.push([startPage, endPage]);
          return jsonAnswer({ queuedPages: [startPage, startPage + 1] });
        }
        return undefined;
      });
      renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid, childFirstName: 'Kabir' } });
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(await screen.findByText("₹99.00 received — drawing the rest of Kabir's book")).toBeInTheDocument();
      await waitFor(() =>
        expect(asked).toEqual([
          [5, 7],
          [7, 9],
        ]),
      );
      // Later polls that still show the pages pending (the worker has not picked them up) ask nothing twice.
      await act(() => jest.advanceTimersByTimeAsync(6000));
      expect(asked).toHaveLength(2);
    });

    it('stops at a batch the server refuses and leaves Load More Pages for it; a tap lets the rest follow', async () => {
      const asked: unknown[] = [];
      let refuse = true;
      answerRequests(async (request, path) => {
        if (path === `/api/bookpreviews/${requestUuid}`) return jsonAnswer(paidHalfway);
        if (path === `/api/bookpreviews/${requestUuid}/generate-pages`) {
          const { startPage, endPage } = await request.json();
          asked.push([startPage, endPage]);
          if (refuse) return jsonAnswer({ detail: 'Too many requests' }, 429);
          return jsonAnswer({ queuedPages: [startPage, startPage + 1] });
        }
        return undefined;
      });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid, childFirstName: 'Kabir' } });
      await act(() => jest.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(loadMore()).toBeEnabled());
      await act(() => jest.advanceTimersByTimeAsync(6000));
      expect(asked).toEqual([[5, 7]]);

      refuse = false;
      fireEvent.click(loadMore()!);
      await waitFor(() =>
        expect(asked).toEqual([
          [5, 7],
          [5, 7],
          [7, 9],
        ]),
      );
      warn.mockRestore();
    });
  });

  it("counts a request's preview in the usage once, not again when the page is opened again", async () => {
    const generated = { ...preview, pagesGeneratedForPreview: 4 };
    answerRequests((_request, path) => (path === `/api/bookpreviews/${requestUuid}` ? jsonAnswer(generated) : undefined));
    const first = renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await screen.findByRole('article', { name: 'Page 1: Meet Kabir' });
    expect(first.store.getState().usage.bookPreviewsCount).toBe(1);
    first.unmount();

    const again = renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid } });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await screen.findByRole('article', { name: 'Page 1: Meet Kabir' });
    expect(again.store.getState().usage.bookPreviewsCount).toBe(0);
  });
});

describe('book preview in Hindi', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
    return act(() => activateLanguage(testI18n, 'hi'));
  });
  afterEach(() => {
    jest.useRealTimers();
    return act(() => activateLanguage(testI18n, 'en'));
  });

  it('words every text on the screen in Hindi: the pages, the whole book, the deposit to come', async () => {
    const hindi: BookPreviewResponse = {
      ...preview,
      title: 'बहादुर खोजी, मुख्य भूमिका में कबीर',
      navigationText: 'हर पृष्ठ के लिए अपना पसंदीदा चित्र चुनें, फिर अपनी पसंद सहेजें।',
      pages: [
        { ...preview.pages[0], pageTitle: 'मिलिए कबीर से', text: 'कबीर अपना बस्ता बाँधता है।' },
        { ...preview.pages[1], pageTitle: 'नक़्शा', text: 'एक नक़्शा गिरता है।' },
      ],
      storyTitle: 'बहादुर खोजी',
      blurb: 'जंगल का एक रोमांच।',
      numberOfPagesForPreview: 4,
      previewPagesStatus: { 1: 'available', 2: 'available', 3: 'pending', 4: 'pending' },
      status: 'partially_completed',
      depositDetails: { depositAmount: 99, depositTakenAfterPage: 2, depositPaid: false },
    };
    answerRequests((_request, path) => (path === `/api/bookpreviews/${requestUuid}` ? jsonAnswer(hindi) : undefined));
    renderWithStore(<PreviewBookPage />, { path: '/preview-book', draft: { requestUuid, childFirstName: 'कबीर' } });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await screen.findByRole('article', { name: 'पृष्ठ 1: मिलिए कबीर से' });
    expect(untranslatedTexts(document.body, ['Hero Tales', SITE.supportEmail])).toEqual([]);
  });
});
