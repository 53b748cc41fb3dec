import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { defaultHeroLook, withChoice, type HeroLook, type SkinTone } from 'shared-contracts';
import { renderWithStore } from 'shared-contracts/testing';
import { HeroConfirm } from './HeroConfirm';

const tones: SkinTone[] = [
  { skinTone: 'Light', hexColor: '#e8bc98', chosen: false },
  { skinTone: 'Medium', hexColor: '#d29e78', chosen: true },
];

function Confirming({ start, photoKept }: { start: HeroLook; photoKept?: 'until-drawn' | 'until-made' }) {
  const [look, setLook] = useState(start);
  return (
    <HeroConfirm
      name="Meera"
      look={look}
      tones={tones}
      photo="blob:photo"
      photoKept={photoKept}
      onChoose={(key, value) => setLook(withChoice(look, key, value))}
    />
  );
}

const headDrawing = () => screen.findByRole('img', { name: /^The hero's face as drawn:/ });

describe('"Is this your child?"', () => {
  it('draws the hero beside the photo and draws it again at each change, saying what it shows', async () => {
    renderWithStore(<Confirming start={{ ...defaultHeroLook('Girl', 6), skinTone: 'Medium' }} />, { path: '/upload-book-photo' });
    expect(screen.getByRole('heading', { name: 'Is this Meera?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', 'blob:photo');
    const before = (await headDrawing()).getAttribute('src');
    expect(before).toMatch(/^data:image\/svg\+xml/);
    expect((await headDrawing()).getAttribute('alt')).toContain('Hair worn: Loose');

    fireEvent.click(within(screen.getByRole('group', { name: 'Hair worn' })).getByRole('radio', { name: 'Two plaits' }));
    const after = await headDrawing();
    expect(after.getAttribute('src')).not.toBe(before);
    expect(after.getAttribute('alt')).toContain('Hair worn: Two plaits');
    expect(screen.getByRole('img', { name: /^The hero drawn in full:/ }).getAttribute('alt')).toContain('Two plaits');
  });

  it('says how long the photo is kept, as the server does', async () => {
    const { unmount } = renderWithStore(<Confirming start={defaultHeroLook('Girl', 6)} photoKept="until-drawn" />, {
      path: '/upload-book-photo',
    });
    expect(await screen.findByText(/We delete the photo as soon as Meera is drawn\.$/)).toBeInTheDocument();
    unmount();
    renderWithStore(<Confirming start={defaultHeroLook('Girl', 6)} photoKept="until-made" />, { path: '/upload-book-photo' });
    expect(await screen.findByText(/We keep the photo until the book is made, then delete it\.$/)).toBeInTheDocument();
  });

  it('offers no tied hair for cropped hair, and lets tied hair loose when it is cropped', async () => {
    renderWithStore(<Confirming start={{ ...defaultHeroLook('Girl', 6), hairStyle: 'ponytail' }} />, { path: '/upload-book-photo' });
    await headDrawing();
    fireEvent.click(within(screen.getByRole('group', { name: 'Hair length' })).getByRole('radio', { name: 'Very short' }));
    const worn = screen.getByRole('group', { name: 'Hair worn' });
    expect(within(worn).getByRole('radio', { name: 'Loose' })).toBeChecked();
    for (const tied of ['Ponytail', 'Two plaits', 'Bun']) expect(within(worn).getByRole('radio', { name: tied })).toBeDisabled();
    expect(within(worn).getByRole('radio', { name: 'Patka' })).toBeEnabled();
    expect(worn).toHaveAccessibleDescription(/Cropped hair cannot be tied/);
  });

  it("asks the patka's colour once the hair is worn under one, and draws it", async () => {
    renderWithStore(<Confirming start={defaultHeroLook('Boy', 6)} />, { path: '/upload-book-photo' });
    await headDrawing();
    expect(screen.queryByRole('group', { name: 'Patka colour' })).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'Hair worn' })).getByRole('radio', { name: 'Patka' }));
    const colours = screen.getByRole('group', { name: 'Patka colour' });
    // Blue until a colour is chosen, as every patka was drawn before the colour was asked.
    expect(within(colours).getByRole('radio', { name: 'Blue' })).toBeChecked();
    const blue = (await headDrawing()).getAttribute('src');
    expect(decodeURIComponent(blue!)).toContain('#2f56a8');
    fireEvent.click(within(colours).getByRole('radio', { name: 'Saffron' }));
    const saffron = await headDrawing();
    expect(decodeURIComponent(saffron.getAttribute('src')!)).toContain('#ee8a1c');
    expect(saffron.getAttribute('alt')).toContain('Hair worn: Patka; Patka colour: Saffron');
  });

  it('marks the skin tone the photo suggests, and is used with the keyboard alone', async () => {
    renderWithStore(<Confirming start={{ ...defaultHeroLook('Boy', 6), skinTone: 'Medium' }} />, { path: '/upload-book-photo' });
    await headDrawing();
    const tone = within(screen.getByRole('group', { name: 'Skin tone for the illustrations' })).getByRole('radio', {
      name: /Medium \(suggested\)/,
    });
    expect(tone).toBeChecked();
    // Radios in one group move with the arrow keys as the browser's own; each is a labelled, focusable input.
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toHaveAttribute('tabindex', '-1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bindi' }));
    expect(screen.getByRole('checkbox', { name: 'Bindi' })).toBeChecked();
    expect((await headDrawing()).getAttribute('alt')).toContain('Little details: Bindi');
  });
});
