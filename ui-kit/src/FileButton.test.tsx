import { fireEvent, render, screen } from '@testing-library/react';
import { FileButton } from './FileButton';

describe('file button', () => {
  it("says the page's words over the real file input, which keeps its label and takes the file", () => {
    const chosen: string[] = [];
    render(
      <>
        <label htmlFor="photo">Choose a photo</label>
        <FileButton id="photo" text="फ़ोटो चुनें" accept="image/jpeg" onChange={(e) => chosen.push(e.target.files![0].name)} />
      </>,
    );
    const input = screen.getByLabelText('Choose a photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg');
    expect(screen.getByText('फ़ोटो चुनें')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.change(input, { target: { files: [new File(['x'], 'anaya.jpg', { type: 'image/jpeg' })] } });
    expect(chosen).toEqual(['anaya.jpg']);
  });

  it('is disabled as a whole', () => {
    render(<FileButton aria-label="Photo" text="Choose photo" disabled />);
    expect(screen.getByLabelText('Photo')).toBeDisabled();
  });
});
