import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderProgressResponse } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore } from 'shared-contracts/testing';
import OrderStatusPage from './OrderStatusPage';

const requestUuid = '25112026-00000000-0000-4000-8000-000000000000';
const progress = (changes: Partial<OrderProgressResponse>): OrderProgressResponse => ({
  requestUuid,
  paid: true,
  bookTitle: 'The Brave Little Explorer',
  childFirstName: 'Anaya',
  steps: { paid: '2026-11-20T10:00:00.000Z', printing: null, shipped: null, delivered: null },
  trackingNumber: null,
  carrier: null,
  trackingUrl: null,
  amounts: {
    subTotal: 1499,
    discountAmount: 149.9,
    couponCode: 'HEROTALE10',
    shippingCost: 0,
    depositPaid: 99,
    totalCost: 1250.1,
    currency: 'INR',
  },
  review: null,
  printProblem: false,
  shared: true,
  ...changes,
});

function answering(body: OrderProgressResponse, status = 200) {
  answerRequests((_request, path) => (path === `/api/orders/${requestUuid}/progress` ? jsonAnswer(body, status) : undefined));
}

describe('where is my book', () => {
  it('saves everything the shop keeps for the book as one file, fetched with the book’s key', async () => {
    const exported: (string | null)[] = [];
    answerRequests((request, path) => {
      if (path === `/api/orders/${requestUuid}/progress`) return jsonAnswer(progress({}));
      if (path !== `/api/books/${requestUuid}/personal-data`) return undefined;
      exported.push(request.headers.get('x-request-key'));
      return jsonAnswer({ requestUuid, child: { firstName: 'Anaya' }, recordings: [] });
    });
    const saved: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    Object.assign(URL, { createObjectURL: () => 'blob:http://127.0.0.1/export', revokeObjectURL: () => undefined });
    renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid, requestKey: 'the-key' } });
    const data = await screen.findByRole('region', { name: 'Your data' });
    expect(data).toHaveTextContent(
      "Download everything we keep for this book: the child's details, your order and payments, and the family's recordings, as one file.",
    );
    fireEvent.click(within(data).getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://127.0.0.1/export', download: `hero-tales-${requestUuid}.json` }]));
    expect(exported).toEqual(['the-key']);
    click.mockRestore();
  });

  it('shows each step done with its date, the courier and a link to follow the parcel', async () => {
    answering(
      progress({
        steps: {
          paid: '2026-11-20T10:00:00.000Z',
          printing: '2026-11-21T09:00:00.000Z',
          shipped: '2026-11-23T15:30:00.000Z',
          delivered: null,
        },
        trackingNumber: 'EZ123456789IN',
        carrier: 'India Post',
        trackingUrl: 'https://www.indiapost.gov.in/',
        arrivesBy: '2026-11-30',
      }),
    );
    renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid } });
    expect(await screen.findByText('The Brave Little Explorer for Anaya, from our print shop to your door:')).toBeInTheDocument();
    expect(screen.getByText('Arrives by Monday, 30 November')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-done'))).toEqual(['true', 'true', 'true', 'false']);
    expect(within(steps[1]).getByText('November 21, 2026')).toBeInTheDocument();
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[2]).getByText(/With India Post, tracking number EZ123456789IN\./)).toBeInTheDocument();
    expect(within(steps[2]).getByRole('link', { name: "Track it on India Post's site" })).toHaveAttribute(
      'href',
      'https://www.indiapost.gov.in/',
    );
    expect(within(steps[3]).getByText('Not yet')).toBeInTheDocument();
  });

  it('shows what was paid, line by line: the coupon on the book, then the deposit counted', async () => {
    answering(progress({}));
    renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid } });
    const paid = await screen.findByRole('region', { name: 'What you paid' });
    const lines = [...paid.querySelectorAll('dt')].map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      'Subtotal ₹1,499.00',
      'Discount (HEROTALE10) −₹149.90',
      'Shipping ₹0.00',
      'Deposit paid, counted towards your book −₹99.00',
      'Total ₹1,250.10',
    ]);
  });

  it('links to the book, and stops the family links when asked', async () => {
    const stopped: string[] = [];
    answerRequests((request, path) => {
      if (path === `/api/orders/${requestUuid}/progress`) return jsonAnswer(progress({}));
      if (path === `/api/books/${requestUuid}/share` && request.method === 'DELETE') {
        stopped.push(path);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid } });
    const book = await screen.findByRole('region', { name: 'Your book' });
    expect(within(book).getByRole('link', { name: 'See your book and share it with the family' })).toHaveAttribute('href', '/flipbook');
    fireEvent.click(within(book).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(book).findByText('Sharing stopped: the links you sent no longer open the book.')).toBeInTheDocument();
    expect(stopped).toHaveLength(1);
    expect(within(book).queryByRole('button', { name: 'Stop sharing' })).toBeNull();
  });

  it('offers no Stop sharing before a link was given out', async () => {
    answering(progress({ shared: false }));
    renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid } });
    const book = await screen.findByRole('region', { name: 'Your book' });
    expect(within(book).getByRole('link', { name: 'See your book and share it with the family' })).toBeInTheDocument();
    expect(within(book).queryByRole('button', { name: 'Stop sharing' })).toBeNull();
    expect(within(book).queryByText('Links you have sent to the family open the book until you stop sharing.')).toBeNull();
  });

  it('changes the names and the message until the book goes to print, and says when every page is drawn again', async () => {
    const sent: unknown[] = [];
    let review = {
      until: '2026-11-20T22:00:00.000Z',
      dedication: 'For Anaya' as string | null,
      companionNames: ['Nani'],
      redrawing: false,
    };
    answerRequests(async (request, path) => {
      if (path === `/api/orders/${requestUuid}/progress`) return jsonAnswer(progress({ review }));
      if (path === `/api/orders/${requestUuid}/book` && request.method === 'PATCH') {
        sent.push(await request.json());
        review = { ...review, dedication: 'For Vihaan', redrawing: true };
        return jsonAnswer({ status: 'saved', redrawing: true });
      }
      return undefined;
    });
    renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid } });
    const change = await screen.findByRole('region', { name: 'Change your book' });
    expect(
      within(change).getByText(/^Until November \d\d, 2026 at \d+:\d\d [AP]M you can still change a picture, Anaya's name or the message/),
    ).toBeInTheDocument();
    expect(within(change).getByRole('link', { name: 'Change a picture' })).toHaveAttribute('href', '/preview-book');
    const name = within(change).getByLabelText("Your child's first name");
    expect(name).toHaveValue('Anaya');

    // Bad input is said at the field and sent nowhere.
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.blur(name);
    fireEvent.click(within(change).getByRole('button', { name: 'Save changes' }));
    expect(await within(change).findByText("Please enter your child's first name")).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Nani is in the book too: her name may change as well, by the same rule.
    const nani = within(change).getByLabelText("Nani's name in the story");
    fireEvent.change(nani, { target: { value: '' } });
    fireEvent.blur(nani);
    expect(await within(change).findByText('Please give them a name for the story.')).toBeInTheDocument();
    fireEvent.change(nani, { target: { value: 'Nani Maa' } });
    fireEvent.change(name, { target: { value: 'Vihaan' } });
    fireEvent.change(within(change).getByLabelText('A message for the book (optional)'), { target: { value: 'For Vihaan  ' } });
    fireEvent.click(within(change).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(change).findByText('Every page is being drawn again with the new name. It takes a minute or two.'),
    ).toBeInTheDocument();
    // A new name is saved like any change, and said to be.
    expect(within(change).getByText('Saved. Your book will be printed with these changes.')).toBeInTheDocument();
    expect(sent).toEqual([{ childFirstName: 'Vihaan', dedication: 'For Vihaan', companionNames: ['Nani Maa'] }]);
  });

  it("shows the server's reason when a change is refused, and no way to change a book gone to print", async () => {
    const closed = 'This book has gone to print and can no longer be changed.';
    answerRequests((request, path) => {
      if (path.endsWith('/progress'))
        return jsonAnswer(
          progress({ review: { until: '2026-11-20T22:00:00.000Z', dedication: null, companionNames: [], redrawing: false } }),
        );
      if (path.endsWith('/book') && request.method === 'PATCH') return jsonAnswer({ detail: closed }, 409);
      return undefined;
    });
    const { unmount } = renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid } });
    const change = await screen.findByRole('region', { name: 'Change your book' });
    fireEvent.click(within(change).getByRole('button', { name: 'Save changes' }));
    expect(await within(change).findByText(closed)).toBeInTheDocument();
    unmount();

    answering(
      progress({ steps: { paid: '2026-11-20T10:00:00.000Z', printing: '2026-11-20T22:00:00.000Z', shipped: null, delivered: null } }),
    );
    renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid } });
    await screen.findByRole('region', { name: 'Your book' });
    expect(screen.queryByRole('region', { name: 'Change your book' })).not.toBeInTheDocument();
  });

  it('says what happens next when the print partner did not take the book', async () => {
    answering(
      progress({
        printProblem: true,
        steps: { paid: '2026-11-20T10:00:00.000Z', printing: '2026-11-20T22:00:00.000Z', shipped: null, delivered: null },
      }),
    );
    renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong when your book went to print. Our team is on it and will write to you within a day; there is nothing you need to do.',
    );
    // Sent to print, but not being printed: the step says so instead of being ticked with its date.
    const printing = screen.getByRole('heading', { name: 'Being printed' }).closest('li')!;
    expect(printing).toHaveAttribute('aria-current', 'step');
    expect(within(printing).getByText('Held up: see the note above')).toBeInTheDocument();
    expect(within(printing).queryByText('✓')).not.toBeInTheDocument();
  });

  it('sends an order not paid yet back to the checkout', async () => {
    answering(progress({ paid: false, steps: { paid: null, printing: null, shipped: null, delivered: null } }));
    renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid } });
    expect(await screen.findByText('This book has not been paid for yet, so it is not on its way.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it("says so when there is no book, and shows the server's reason when the order cannot be read", async () => {
    const { unmount } = renderWithStore(<OrderStatusPage />, { path: '/order-status' });
    expect(screen.getByText(/There is no order to show here\./)).toBeInTheDocument();
    unmount();
    answerRequests((_request, path) =>
      path.endsWith('/progress')
        ? jsonAnswer({ detail: 'We could not find your book request. Please start again from the story you chose.' }, 404)
        : undefined,
    );
    renderWithStore(<OrderStatusPage />, { path: '/order-status', draft: { requestUuid } });
    expect(await screen.findByText('We could not load your order. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByText('We could not find your book request. Please start again from the story you chose.')).toBeInTheDocument();
  });
});
