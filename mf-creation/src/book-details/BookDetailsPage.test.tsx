import { fireEvent, screen, waitFor } from '@testing-library/react';
import { creationApi } from '../api/creationApi';
import { renderWithStore } from 'shared-contracts/testing';
import type { Product } from 'shared-contracts';
import BookDetailsPage from './BookDetailsPage';
import { BOOK_DETAILS_MESSAGES } from './bookDetailsRules';

const product = { productId: 1, title: 'The Brave Little Explorer', minAge: 3, maxAge: 8 } as Product;

function renderWithProduct(story: Product = product, keptAge?: number) {
  return renderWithStore(<BookDetailsPage />, {
    path: '/provide-book-details',
    draft: { productId: story.productId, ...(keptAge === undefined ? {} : { dropdownValueAge: keptAge }) },
    prepare: (store) => void store.dispatch(creationApi.util.upsertQueryData('getProduct', story.productId, { product: story })),
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
    fireEvent.change(screen.getByLabelText('First name of child'), { target: { value: 'Anaya' } });
    expect(screen.getByText('5/16 characters')).toBeInTheDocument();
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
    fireEvent.change(await screen.findByRole('combobox', { name: 'Age' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Upload Photo' }));
    expect(await screen.findByText(BOOK_DETAILS_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOK_DETAILS_MESSAGES.ageRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOK_DETAILS_MESSAGES.birthMonthRequired)).toBeInTheDocument();
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
    expect(draft.requestUuid).toMatch(/^\d{8}-[0-9a-f-]{36}$/);
  });
});
