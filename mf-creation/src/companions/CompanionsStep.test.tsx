import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Companion } from 'contracts/companions';
import { activateLanguage, PHOTO_CONSENT, type Language } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, siteText, testI18n } from 'shared-contracts/testing';
import { CompanionsStep } from './CompanionsStep';

let chosen: Companion[] = [];

function Choosing({ bookLanguage = 'en' }: { bookLanguage?: Language }) {
  const [companions, setCompanions] = useState<Companion[]>([]);
  const change = (next: Companion[]) => {
    chosen = next;
    setCompanions(next);
  };
  return <CompanionsStep heroName="Meera" bookLanguage={bookLanguage} companions={companions} onChange={change} />;
}

const card = (name: string) => screen.getByRole('group', { name });

describe('"Who else is in the story?"', () => {
  it('adds Nani named as the family calls her, drawn at each change, and a dog once named; two at most', async () => {
    renderWithStore(<Choosing />, { path: '/upload-book-photo' });
    expect(screen.getByRole('heading', { name: 'Who else is in the story?' })).toBeInTheDocument();
    // Skipped by default: nobody is added until the parent asks.
    expect(screen.queryByRole('group', { name: 'Who is it?' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Who is it?' })).getByRole('button', { name: 'Nani' }));
    expect(within(card('Nani')).getByLabelText('Name in the story')).toHaveValue('Nani');
    const drawn = await within(card('Nani')).findByRole('img', { name: 'Nani as drawn in the book' });
    const before = drawn.getAttribute('src');
    expect(before).toMatch(/^data:image\/svg\+xml/);
    // An elder's hair may be white; no beard is offered to Nani.
    fireEvent.click(within(within(card('Nani')).getByRole('group', { name: 'Hair colour' })).getByRole('radio', { name: 'White' }));
    expect(within(card('Nani')).getByRole('img', { name: 'Nani as drawn in the book' }).getAttribute('src')).not.toBe(before);
    expect(within(card('Nani')).queryByRole('group', { name: 'Beard' })).not.toBeInTheDocument();
    expect(chosen[0]).toMatchObject({ relation: 'nani', name: 'Nani', look: { hairColour: 'white', clothing: 'saree' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add a pet' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Who is it?' })).getByRole('button', { name: 'Dog' }));
    // Unnamed, the name is where the parent types first; asked for only once they have been in the field.
    const name = within(card('Dog')).getByLabelText('Name in the story');
    expect(name).toHaveFocus();
    expect(within(card('Dog')).queryByText('Please give them a name for the story.')).not.toBeInTheDocument();
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.blur(name);
    expect(within(card('Dog')).getByText('Please give them a name for the story.')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Bruno' } });
    fireEvent.click(within(within(card('Dog')).getByRole('group', { name: 'Colour' })).getByRole('radio', { name: 'Spotted' }));
    expect(chosen[1]).toEqual({ kind: 'pet', animal: 'dog', coat: 'spotted', name: 'Bruno' });

    // Two is all the book has room for; removing one makes room again.
    expect(screen.getByText('The book has room for two beside the hero.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a person' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bruno' }));
    expect(chosen.map((companion) => companion.name)).toEqual(['Nani']);
    expect(screen.getByRole('button', { name: 'Add a pet' })).toBeInTheDocument();
  });

  it('draws Nani from her photo once its use is agreed, asking which face is hers in a group photo', async () => {
    const requestUuid = '22112026-00000000-0000-4000-8000-000000000000';
    const sent: FormData[] = [];
    const face = { left: 0.1, top: 0.2, width: 0.2, height: 0.25 };
    answerRequests(async (request, path) => {
      if (path !== '/api/companionphotos/') return undefined;
      const form = await request.formData();
      sent.push(form);
      return form.get('face')
        ? jsonAnswer({
            status: 'ok',
            message: 'We drew them from this photo.',
            look: { skinTone: 'Dark', hairColour: 'white', glasses: 'round', bindi: true },
          })
        : jsonAnswer({
            status: 'error',
            message: 'We found 2 faces in this photo. Please tap theirs.',
            faces: [face, { ...face, left: 0.6 }],
          });
    });
    renderWithStore(<Choosing />, { path: '/upload-book-photo', draft: { requestUuid } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Who is it?' })).getByRole('button', { name: 'Nani' }));
    const nani = card('Nani');
    const file = within(nani).getByLabelText('Choose a photo of Nani');
    expect(file).toBeDisabled();
    fireEvent.click(within(nani).getByRole('checkbox', { name: new RegExp(`^${siteText('consent.companion')}`) }));
    fireEvent.change(file, { target: { files: [new File([new Uint8Array(1000)], 'nani.jpg', { type: 'image/jpeg' })] } });

    fireEvent.click(await within(nani).findByRole('button', { name: 'Face 1 of 2' }));
    expect(await within(nani).findByText('We drew them from this photo.')).toBeInTheDocument();
    expect(sent.map((form) => [form.get('requestUuid'), form.get('ageGroup'), form.get('consent'), form.get('face')])).toEqual([
      [requestUuid, 'elder', PHOTO_CONSENT.version, null],
      [requestUuid, 'elder', PHOTO_CONSENT.version, '100,200,200,250'],
    ]);
    // What the photo told, over the rest of her look as it was (her saree stays).
    expect(chosen[0]).toMatchObject({ look: { skinTone: 'Dark', hairColour: 'white', glasses: 'round', bindi: true, clothing: 'saree' } });
    expect(within(within(nani).getByRole('group', { name: 'Hair colour' })).getByRole('radio', { name: 'White' })).toBeChecked();
  });

  it('asks whether a sibling is a girl or a boy, and offers a beard only to a grown man', async () => {
    renderWithStore(<Choosing />, { path: '/upload-book-photo' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Who is it?' })).getByRole('button', { name: 'Brother or sister' }));
    const sibling = card('Brother or sister');
    fireEvent.click(within(within(sibling).getByRole('group', { name: 'Girl or boy' })).getByRole('radio', { name: 'Boy' }));
    expect(within(sibling).queryByRole('group', { name: 'Beard' })).not.toBeInTheDocument();
    fireEvent.click(within(within(sibling).getByRole('group', { name: 'Age' })).getByRole('radio', { name: 'Grown-up' }));
    fireEvent.click(within(within(sibling).getByRole('group', { name: 'Beard' })).getByRole('radio', { name: 'Moustache' }));
    expect(chosen[0]).toMatchObject({ gender: 'male', ageGroup: 'adult', look: { facialHair: 'moustache' } });
    // Back to a child: the moustache goes with the age.
    fireEvent.click(within(within(sibling).getByRole('group', { name: 'Age' })).getByRole('radio', { name: 'Child' }));
    expect(chosen[0].kind === 'person' && chosen[0].look.facialHair).toBe('none');
    await within(sibling).findByRole('img', { name: /as drawn in the book|Drawn as they will be/ });
  });
});

describe('"Who else is in the story?" in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  // Unmounted first: in English again, the step would ask for its English words.
  afterEach(async () => {
    cleanup();
    await act(() => activateLanguage(testI18n, 'en'));
  });

  it('speaks Hindi and names Nani in the book’s language', async () => {
    renderWithStore(<Choosing bookLanguage="hi" />, { path: '/upload-book-photo' });
    expect(screen.getByRole('heading', { name: 'कहानी में और कौन है?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'कोई व्यक्ति जोड़ें' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'यह कौन है?' })).getByRole('button', { name: 'नानी' }));
    expect(within(card('नानी')).getByLabelText('कहानी में नाम')).toHaveValue('नानी');
    expect(await within(card('नानी')).findByRole('img', { name: 'किताब में बना नानी का चित्र' })).toBeInTheDocument();
  });
});
