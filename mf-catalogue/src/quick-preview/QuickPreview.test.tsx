import { fireEvent, screen } from '@testing-library/react';
import { PHOTO_CONSENT, PHOTO_MESSAGES } from 'shared-contracts';
import { renderWithStore } from 'shared-contracts/testing';
import { QuickPreview } from './QuickPreview';

function choose(bytes: number, type = 'image/jpeg') {
  const file = new File([new Uint8Array(bytes)], 'kid.jpg', { type });
  fireEvent.change(screen.getByLabelText('Choose a photo of your child'), { target: { files: [file] } });
}

describe('quick preview', () => {
  it("shows gender, age (3 to 8, 5 chosen) and the button once a photo is chosen, enabled by the guardian's consent", () => {
    renderWithStore(<QuickPreview />);
    expect(screen.queryByRole('button', { name: 'Generate Preview' })).toBeNull();
    choose(1000);
    expect(screen.getByRole('button', { name: 'Generate Preview' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: PHOTO_CONSENT.quickPreview }));
    expect(screen.getByRole('button', { name: 'Generate Preview' })).toBeEnabled();
    expect(screen.getByLabelText('Boy')).toBeChecked();
    const age = screen.getByLabelText<HTMLSelectElement>('Age');
    expect(age).toHaveValue('5');
    expect([...age.options].map((o) => o.value)).toEqual(['3', '4', '5', '6', '7', '8']);
    expect(screen.getByText('Selected: kid.jpg')).toBeInTheDocument();
  });

  it('refuses a photo over 5 MB and keeps nothing', () => {
    renderWithStore(<QuickPreview />);
    choose(5 * 1024 * 1024 + 1);
    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooLarge);
    expect(screen.queryByRole('button', { name: 'Generate Preview' })).toBeNull();
    expect(screen.queryByText(/Selected:/)).toBeNull();
  });

  it('× removes the photo and its file name', () => {
    renderWithStore(<QuickPreview />);
    choose(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByText(/Selected:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate Preview' })).toBeNull();
  });
});
