import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { activateLanguage, type Language, type Product } from 'shared-contracts';
import { catalogueApi } from '../api/catalogueApi';
import { answerRequests, jsonAnswer, renderWithStore, testI18n } from 'shared-contracts/testing';
import { ProductCatalogue } from './ProductCatalogue';

const product = (overrides: Partial<Product>): Product => ({
  productId: 1,
  displayName: 'Jungle Explorer',
  title: 'The Brave Little Explorer',
  description: 'A jungle adventure.',
  ageGroup: 'Ages 3-8',
  status: 'live',
  priority: 1,
  imageUrls: ['/media/a.webp', '/media/b.webp'],
  productPriceSummary: [
    { summaryLine: 'Paperback from', price: 899, originalPrice: 1299, arrivesBy: '2026-12-14' },
    { summaryLine: 'Hardcover from', price: 1499, arrivesBy: '2026-12-11' },
  ],
  minAge: 3,
  maxAge: 8,
  ...overrides,
});

function renderCatalogue(products: Product[], language: Language = 'en') {
  return renderWithStore(<ProductCatalogue />, {
    prepare: (store) => void store.dispatch(catalogueApi.util.upsertQueryData('getProducts', language, { products })),
  });
}

describe('product catalogue', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('shows the red alert when the products cannot be loaded', async () => {
    answerRequests((_request, path) =>
      path === '/api/products' ? jsonAnswer({ detail: 'Something went wrong on our side.' }, 500) : undefined,
    );
    renderWithStore(<ProductCatalogue />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading stories...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products. Please try again later.');
  });

  it('sorts cards by priority and shows prices with the rupee sign and 2 decimals', async () => {
    renderCatalogue([product({ productId: 2, title: 'Second', priority: 5 }), product({ productId: 1, title: 'First', priority: 1 })]);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['First', 'Second']);
    expect(within(cards[0]).getByText('₹899.00')).toBeInTheDocument();
    expect(within(cards[0]).getByText('₹1,299.00')).toBeInTheDocument();
    // The soonest day a book bought now arrives by.
    expect(within(cards[0]).getByText('Order today, and it arrives by Friday, 11 December')).toBeInTheDocument();
  });

  it('shows carousel controls only for several images', async () => {
    renderCatalogue([
      product({ productId: 1, imageUrls: ['/a.webp', '/b.webp'] }),
      product({ productId: 2, title: 'One picture', priority: 2, imageUrls: ['/c.webp'] }),
    ]);
    const [several, single] = await screen.findAllByRole('article');
    expect(within(several).getByRole('button', { name: 'Next image' })).toBeInTheDocument();
    expect(within(single).queryByRole('button', { name: 'Next image' })).toBeNull();
  });

  it('disables a coming-soon story with its badge', async () => {
    renderCatalogue([product({ status: 'coming-soon' })]);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(card).queryByText(/arrives by/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Personalize This Story' })).toBeDisabled();
  });

  it('Personalize This Story keeps the product in the draft, records add to cart and opens the details', async () => {
    const { store } = renderCatalogue([product({ productId: 3 })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Personalize This Story' }));
    expect(store.getState().orderDraft.productId).toBe(3);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        currency: 'INR',
        items: [expect.objectContaining({ item_id: '3', item_name: 'Jungle Explorer', price: 0 })],
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/provide-book-details');
  });

  it('Check Sample Books opens the flipbooks of that story', async () => {
    renderCatalogue([product({ productId: 4 })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Check Sample Books' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/flipbook-catalogue?productId=4');
  });
});

describe('product catalogue in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  // Unmounted first: in English again, the screen would ask for its story's English words.
  afterEach(async () => {
    cleanup();
    await act(() => activateLanguage(testI18n, 'en'));
  });

  it("names a card's carousel controls in Hindi", async () => {
    renderCatalogue([product({ imageUrls: ['/a.webp', '/b.webp'] })], 'hi');
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('button', { name: 'अगली तस्वीर' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'पिछली तस्वीर' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'तस्वीर 2 दिखाएँ' })).toBeInTheDocument();
  });

  it("asks the API for the catalogue's words in Hindi and shows them", async () => {
    const asked: string[] = [];
    answerRequests((request, path) => {
      if (path !== '/api/products') return undefined;
      asked.push(new URL(request.url).search);
      return jsonAnswer({ products: [product({ title: 'बहादुर खोजी', ageGroup: 'उम्र 3-8 साल' })] });
    });
    renderWithStore(<ProductCatalogue />);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading')).toHaveTextContent('बहादुर खोजी');
    expect(within(card).getByText('उम्र 3-8 साल')).toBeInTheDocument();
    expect(asked).toEqual(['?lang=hi']);
  });
});
