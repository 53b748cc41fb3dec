import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { creationApi } from '../api/creationApi';
import { answerRequests, jsonAnswer, renderWithStore, testI18n } from 'shared-contracts/testing';
import { activateLanguage, type Language, type Product } from 'shared-contracts';
import BookDetailsPage from './BookDetailsPage';

const product = { productId: 1, title: 'The Brave Little Explorer', minAge: 3, maxAge: 8 } as Product;

/** The screen with its story already loaded, in the language the test's pages are in. */
function renderWithProduct(story: Product = product, keptAge?: number, language: Language = 'en') {
  return renderWithStore(<BookDetailsPage />, {
    path: '/provide-book-details',
    draft: { productId: story.productId, ...(keptAge === undefined ? {} : { dropdownValueAge: keptAge }) },
    prepare: (store) =>
      void store.dispatch(creationApi.util.upsertQueryData('getProduct', { productId: story.productId, language }, { product: story })),
  });
}

describe('child details screen', () => {
  it('sends a visitor without a chosen story back home', () => {
    renderWithStore(<BookDetailsPage />, { path: '/provide-book-details' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("offers the story's ages with 6 chosen, months by name, and counts the name's characters", async () => {
    renderWithProduct();
    const age = await screen.findByRole('combobox', { name: 'Age' });
    await waitFor(() => expect(age).toHaveValue('6'));
    expect([...(age as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Select age',
      '3 years',
      '4 years',
      '5 years',
      '6 years',
      '7 years',
      '8 years',
    ]);
    expect(screen.getByRole('option', { name: 'December' })).toBeInTheDocument();
    expect(screen.getByText('0/16 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('First name of child'), { target: { value: 'Anaya' } });
    expect(screen.getByText('5/16 characters')).toBeInTheDocument();
  });

  it("says '1 year' for a one-year-old", async () => {
    renderWithProduct({ ...product, minAge: 1, maxAge: 2 });
    const age = await screen.findByRole('combobox', { name: 'Age' });
    // The select is there while its ages load ('Loading age options...'): wait for them.
    await waitFor(() => expect([...(age as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Select age', '1 year', '2 years']));
  });

  it('replaces an age kept from another story that this one is not for: by 6, or else the nearest age it is for', async () => {
    const { unmount } = renderWithProduct(product, 10);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Age' })).toHaveValue('6'));
    unmount();
    const older = { productId: 2, title: 'Journey to the Stars', minAge: 7, maxAge: 10 } as Product;
    renderWithProduct(older, 4);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Age' })).toHaveValue('7'));
  });

  it('shows every required message and stays put', async () => {
    renderWithProduct();
    const age = await screen.findByRole('combobox', { name: 'Age' });
    await waitFor(() => expect(age).toHaveValue('6'));
    fireEvent.change(age, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Upload Photo' }));
    expect(await screen.findByText("Please enter your child's first name")).toBeInTheDocument();
    expect(screen.getByText('Please select an age')).toBeInTheDocument();
    expect(screen.getByText('Please select a birth month')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/provide-book-details');
  });

  it('saves the details with a new request id and goes to the upload', async () => {
    const { store } = renderWithProduct();
    fireEvent.change(screen.getByLabelText('First name of child'), { target: { value: 'Anaya' } });
    fireEvent.click(screen.getByLabelText('Girl'));
    fireEvent.change(screen.getByLabelText('Month of birth'), { target: { value: '11' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Age' })).toHaveValue('6'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Upload Photo' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/upload-book-photo'));
    const draft = store.getState().orderDraft;
    expect(draft).toMatchObject({ childFirstName: 'Anaya', radioOptionGender: 'Girl', dropdownValueAge: 6, dropdownValueBirthMonth: 11 });
    expect(draft.bookLanguage).toBe('en');
    expect(draft.requestUuid).toMatch(/^\d{8}-[0-9a-f-]{36}$/);
  });

  it("offers the book in English, the page's language, or in Hindi, each named in its own script", async () => {
    const { store } = renderWithProduct();
    const languages = screen.getByRole('group', { name: 'Language of the book' });
    expect(languages).toHaveAccessibleDescription(
      'The story, the words in the pictures and the printed book. A book in both languages has both on every page, the first named first.',
    );
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English + हिन्दी' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'हिन्दी + English' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    fireEvent.change(screen.getByLabelText('First name of child'), { target: { value: 'अनाया' } });
    fireEvent.change(screen.getByLabelText('Month of birth'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Age' })).toHaveValue('6'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Upload Photo' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/upload-book-photo'));
    // A name typed in Devanagari is its own Hindi spelling: nothing more is asked.
    expect(screen.queryByLabelText('The name in Hindi letters')).toBeNull();
    expect(store.getState().orderDraft).toMatchObject({
      childFirstName: 'अनाया',
      bookLanguage: 'hi',
      secondBookLanguage: null,
      hindiFirstName: '',
    });
  });

  it('asks a book in English and Hindi for the name in Hindi letters, suggests a spelling, and keeps the parent’s own', async () => {
    const asked: string[] = [];
    answerRequests((request, path) => {
      if (path !== '/api/child-names/hindi') return undefined;
      asked.push(new URL(request.url).searchParams.get('name')!);
      return jsonAnswer({ hindiFirstName: 'कबिर' });
    });
    const { store } = renderWithProduct();
    fireEvent.click(screen.getByRole('radio', { name: 'English + हिन्दी' }));
    fireEvent.change(screen.getByLabelText('First name of child'), { target: { value: 'Kabir' } });
    const hindi = await screen.findByLabelText('The name in Hindi letters');
    await waitFor(() => expect(hindi).toHaveValue('कबिर'));
    expect(hindi).toHaveAccessibleDescription(
      'As the Hindi words print it. We suggest a spelling: change it if the family writes it otherwise.',
    );
    fireEvent.change(hindi, { target: { value: 'Kabir' } });
    fireEvent.change(screen.getByLabelText('Month of birth'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Upload Photo' }));
    expect(await screen.findByText('Please use Hindi letters (Devanagari) only, for example कबीर')).toBeInTheDocument();
    fireEvent.change(hindi, { target: { value: 'कबीर' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Upload Photo' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/upload-book-photo'));
    expect(store.getState().orderDraft).toMatchObject({
      childFirstName: 'Kabir',
      bookLanguage: 'en',
      secondBookLanguage: 'hi',
      hindiFirstName: 'कबीर',
    });
    expect(asked).toEqual(['Kabir']);
  });

  it('keeps the language chosen before, whatever the page is shown in', () => {
    renderWithStore(<BookDetailsPage />, {
      path: '/provide-book-details',
      draft: { productId: product.productId, bookLanguage: 'hi' },
      prepare: (store) =>
        void store.dispatch(creationApi.util.upsertQueryData('getProduct', { productId: product.productId, language: 'en' }, { product })),
    });
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
  });

  it('stops the name at 16 characters as they are seen, in Latin or Devanagari letters', async () => {
    renderWithProduct();
    const name = await screen.findByLabelText('First name of child');
    fireEvent.change(name, { target: { value: 'A'.repeat(17) } });
    expect(name).toHaveValue('A'.repeat(16));
    expect(screen.getByText('16/16 characters')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'अनुष्का' } });
    expect(screen.getByText('3/16 characters')).toBeInTheDocument();
    // Each of these is one letter with its conjunct and vowel sign: four code points, one character.
    fireEvent.change(name, { target: { value: 'क्षि'.repeat(17) } });
    expect(name).toHaveValue('क्षि'.repeat(16));
    expect(screen.getByText('16/16 characters')).toBeInTheDocument();
  });

  it("says the limit of a too long name kept from before in the screen's words", async () => {
    renderWithStore(<BookDetailsPage />, {
      path: '/provide-book-details',
      draft: { productId: product.productId, childFirstName: 'A'.repeat(17) },
      prepare: (store) =>
        void store.dispatch(creationApi.util.upsertQueryData('getProduct', { productId: product.productId, language: 'en' }, { product })),
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Age' })).toHaveValue('6'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Upload Photo' }));
    expect(await screen.findByText('First name must be at most 16 characters')).toBeInTheDocument();
  });
});

describe('child details screen in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  // Unmounted first: in English again, the screen would ask for its story's English words.
  afterEach(async () => {
    cleanup();
    await act(() => activateLanguage(testI18n, 'en'));
  });

  it('asks for the details in Hindi, and keeps the values the order sends', async () => {
    answerRequests((_request, path) => (path === '/api/child-names/hindi' ? jsonAnswer({ hindiFirstName: 'अनया' }) : undefined));
    const { store } = renderWithProduct(product, undefined, 'hi');
    expect(screen.getByRole('heading', { name: 'अपनी ख़ास कहानी-पुस्तक के लिए जानकारी दें' })).toBeInTheDocument();
    const age = await screen.findByRole('combobox', { name: 'उम्र' });
    await waitFor(() => expect(age).toHaveValue('6'));
    expect(screen.getByRole('option', { name: '6 साल' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'दिसंबर' })).toHaveValue('12');

    fireEvent.click(screen.getByRole('button', { name: 'फ़ोटो अपलोड करने के लिए आगे बढ़ें' }));
    expect(await screen.findByText('कृपया अपने बच्चे का पहला नाम लिखें')).toBeInTheDocument();
    expect(screen.getByText('कृपया जन्म का महीना चुनें')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('बच्चे का पहला नाम'), { target: { value: 'Anaya' } });
    expect(screen.getByText('5/16 अक्षर')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('लड़की'));
    fireEvent.change(screen.getByLabelText('जन्म का महीना'), { target: { value: '11' } });
    // A Hindi book asks for the name in Hindi letters, filled with the suggestion; the parent corrects it.
    const hindi = await screen.findByLabelText('हिन्दी अक्षरों में नाम');
    await waitFor(() => expect(hindi).toHaveValue('अनया'));
    fireEvent.change(hindi, { target: { value: 'अनाया' } });
    fireEvent.click(screen.getByRole('button', { name: 'फ़ोटो अपलोड करने के लिए आगे बढ़ें' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/upload-book-photo'));
    expect(screen.getByRole('group', { name: 'किताब की भाषा' })).toBeInTheDocument();
    expect(store.getState().orderDraft).toMatchObject({
      radioOptionGender: 'Girl',
      dropdownValueBirthMonth: 11,
      bookLanguage: 'hi',
      hindiFirstName: 'अनाया',
    });
  });
});
