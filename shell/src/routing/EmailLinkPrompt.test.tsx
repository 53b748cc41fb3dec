import { act, fireEvent, screen } from '@testing-library/react';
import { childDetailsEntered } from 'shared-contracts';
import { renderWithStore } from '../testing/renderWithStore';
import { EmailLinkPrompt } from './EmailLinkPrompt';

const making = '21112026-1b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
const link = { requestUuid: '22112026-0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b', requestKey: `link.preview.1790000000000.${'s'.repeat(43)}` };

function renderMakingAnaya() {
  const rendered = renderWithStore(<EmailLinkPrompt link={link} />);
  act(() => {
    rendered.store.dispatch(
      childDetailsEntered({
        childFirstName: 'Anaya',
        radioOptionGender: 'Girl',
        dropdownValueAge: 5,
        dropdownValueBirthMonth: 8,
        bookLanguage: 'en',
        requestUuid: making,
      }),
    );
  });
  return rendered;
}

describe('the question before an email link replaces the book being made', () => {
  it('keeps the book being made when the visitor says so', () => {
    const { store } = renderMakingAnaya();
    expect(screen.getByRole('dialog', { name: 'Open the book from your email?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Keep making Anaya's book" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().orderDraft.requestUuid).toBe(making);
  });

  it('opens the emailed book when asked to', () => {
    const { store } = renderMakingAnaya();
    fireEvent.click(screen.getByRole('button', { name: 'Open the emailed book' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().orderDraft).toMatchObject({ requestUuid: link.requestUuid, requestKey: link.requestKey, childFirstName: '' });
  });
});
