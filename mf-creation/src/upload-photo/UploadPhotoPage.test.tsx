import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activateLanguage, carryPhoto, defaultHeroLook, PHOTO_CONSENT, type PersonalPhotoResponse } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, siteText, testI18n } from 'shared-contracts/testing';
import UploadPhotoPage from './UploadPhotoPage';

const requestUuid = '22112026-00000000-0000-4000-8000-000000000000';
const draft = {
  productId: 1,
  requestUuid,
  childFirstName: 'Kabir',
  radioOptionGender: 'Boy' as const,
  dropdownValueAge: 6,
  dropdownValueBirthMonth: 4,
};
const accepted: PersonalPhotoResponse = {
  status: 'ok',
  message: 'Great photo: one clear face.',
  skinTones: [
    { skinTone: 'Light', hexColor: '#f1c27d', chosen: false },
    { skinTone: 'Medium', hexColor: '#c68642', chosen: true },
  ],
  requestUuid,
  requestKey: 'k'.repeat(43),
  hero: { ...defaultHeroLook('Boy', 6), skinTone: 'Medium' },
};

const photo = (bytes = 1000) => new File([new Uint8Array(bytes)], 'kabir.jpg', { type: 'image/jpeg' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText(/Choose a photo/), { target: { files: [file] } });

describe('photo upload', () => {
  it("sends the quick preview's photo once the book's consent is given, without choosing it again", async () => {
    const sent: File[] = [];
    answerRequests(async (request, path) => {
      if (path !== '/api/personalphotos/') return undefined;
      sent.push((await request.formData()).get('photo') as File);
      return jsonAnswer(accepted);
    });
    carryPhoto(photo());
    renderWithStore(<UploadPhotoPage />, { path: '/upload-book-photo', draft });
    expect(
      screen.getByText('Your photo from the quick preview is ready: tick the box above to use it for the book, or choose another.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /^I am this child's parent or guardian/ }));
    expect(await screen.findByText(accepted.message)).toBeInTheDocument();
    // Chosen: the button offers another, and the photo is shown.
    expect(screen.getByText('Choose another photo')).toBeInTheDocument();
    expect(sent.map((file) => file.name)).toEqual(['kabir.jpg']);
  });

  it('asks which face is the child in a group photo, and sends the photo again with the face tapped', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    const group: PersonalPhotoResponse = {
      status: 'error',
      message: 'We found 3 faces in this photo. Please choose a photo with only your child in it.',
      skinTones: [],
      requestUuid,
      faces: [
        { left: 0.1, top: 0.2, width: 0.1, height: 0.12 },
        { left: 0.45, top: 0.25, width: 0.09, height: 0.11 },
        { left: 0.8, top: 0.1, width: 0.08, height: 0.1 },
      ],
    };
    answerRequests(async (request, path) => {
      if (path !== '/api/personalphotos/') return undefined;
      const fields = Object.fromEntries(await request.formData());
      sent.push(fields);
      return jsonAnswer(fields.face ? accepted : group);
    });
    renderWithStore(<UploadPhotoPage />, { path: '/upload-book-photo', draft });
    fireEvent.click(screen.getByRole('checkbox', { name: /^I am this child's parent or guardian/ }));
    choose(photo());
    expect(await screen.findByRole('heading', { name: 'Which one is Kabir?' })).toBeInTheDocument();
    expect(
      screen.getByText("We found 3 faces in this photo. Tap your child's face: we'll use only that part of the photo."),
    ).toBeInTheDocument();
    // The refusal's advice to choose another photo is not shown: the parent can say which face instead.
    expect(screen.queryByText(group.message)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Face 2 of 3' }));
    expect(await screen.findByText(accepted.message)).toBeInTheDocument();
    expect(sent.map((fields) => fields.face)).toEqual([undefined, '450,250,90,110']);
    expect((sent[1].photo as File).name).toBe('kabir.jpg');
    expect(screen.queryByRole('heading', { name: 'Which one is Kabir?' })).not.toBeInTheDocument();
  });

  it('takes a photo only after the consent, keeps the key the server issues, and starts the preview with the tone chosen', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    const started: unknown[] = [];
    answerRequests(async (request, path) => {
      if (path === '/api/personalphotos/') {
        sent.push(Object.fromEntries(await request.formData()));
        return jsonAnswer(accepted);
      }
      if (path === '/api/bookpreviews/') {
        started.push(await request.json());
        return jsonAnswer({ status: 'processing', queuedPages: [1, 2] });
      }
      return undefined;
    });
    const { store } = renderWithStore(<UploadPhotoPage />, { path: '/upload-book-photo', draft });
    expect(screen.getByLabelText(/Choose a photo/)).toBeDisabled();
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: /^I am this child's parent or guardian\. I agree that Hero Tales uses this photo only to draw the pictures of this book/,
      }),
    );
    choose(photo());

    expect(await screen.findByText(accepted.message)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      requestUuid,
      firstName: 'Kabir',
      gender: 'Boy',
      age: '6',
      birthMonth: '4',
      bookId: '1',
      consent: PHOTO_CONSENT.version,
      consentLanguage: 'en',
      language: 'en',
    });
    expect(store.getState().orderDraft.requestKey).toBe(accepted.requestKey);
    expect(screen.getByRole('heading', { name: 'Is this Kabir?' })).toBeInTheDocument();
    const skinTones = screen.getByRole('group', { name: 'Skin tone for the illustrations' });
    expect(within(skinTones).getByRole('radio', { name: /Medium/ })).toBeChecked();

    fireEvent.click(within(skinTones).getByRole('radio', { name: /Light/ }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Hair type' })).getByRole('radio', { name: 'Curly' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Glasses' })).getByRole('radio', { name: 'Round' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Freckles' }));
    // Who else is in the story: a dog, which must be named before the preview starts.
    fireEvent.click(screen.getByRole('button', { name: 'Add a pet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dog' }));
    const confirm = screen.getByRole('button', { name: 'Yes, this is Kabir Click to generate preview' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Name in the story'), { target: { value: 'Bruno' } });
    // The answer to "Is this Kabir?", saying what it does in the specification's words.
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/preview-book'));
    expect(started).toEqual([
      expect.objectContaining({
        requestUuid,
        bookId: 1,
        gender: 'Boy',
        age: 6,
        skinTone: 'Light',
        hero: { ...accepted.hero, skinTone: 'Light', hairTexture: 'curly', glasses: 'round', freckles: true },
        companions: [{ kind: 'pet', animal: 'dog', coat: 'golden', name: 'Bruno' }],
      }),
    ]);
  });

  it('refuses a photo over 5 MB before sending it, and shows the advice for a photo the server refuses', async () => {
    answerRequests((_request, path) =>
      path === '/api/personalphotos/'
        ? jsonAnswer({ ...accepted, status: 'error', message: 'We found 2 faces.', skinTones: [] })
        : undefined,
    );
    renderWithStore(<UploadPhotoPage />, { path: '/upload-book-photo', draft });
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: /^I am this child's parent or guardian\. I agree that Hero Tales uses this photo only to draw the pictures of this book/,
      }),
    );
    choose(photo(5 * 1024 * 1024 + 1));
    expect(screen.getByText('File size exceeds the 5 MB limit. Please upload a smaller image.')).toBeInTheDocument();

    choose(photo());
    // The upload runs through the store, the progress events and the answer: more than a second when every core is busy.
    expect(await screen.findByText('We found 2 faces.', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Please select a different photo that meets the requirements and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click to generate preview' })).toBeDisabled();
  });

  it('sends the visitor back to the details without a request', () => {
    renderWithStore(<UploadPhotoPage />, { path: '/upload-book-photo', draft: { productId: 1 } });
    expect(screen.getByTestId('location')).toHaveTextContent('/provide-book-details');
  });

  it('says the photo is being uploaded while it is sent, then being checked while the server looks at it', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerRequests((_request, path) =>
      path === '/api/personalphotos/' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    renderWithStore(<UploadPhotoPage />, { path: '/upload-book-photo', draft });
    fireEvent.click(screen.getByRole('checkbox', { name: /^I am this child's parent or guardian/ }));
    choose(photo());
    expect(screen.getByRole('status')).toHaveTextContent('Uploading your photo...');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Checking your photo...'));
    answer(jsonAnswer(accepted));
    await waitFor(() => expect(screen.getByText('Great photo: one clear face.')).toBeVisible());
    expect(screen.queryByText('Checking your photo...')).toBeNull();
  });
});

describe('photo upload in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  afterEach(() => act(() => activateLanguage(testI18n, 'en')));

  it('asks for the consent in Hindi, says so to the server with the book’s own language, and words a refused file in Hindi', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    answerRequests(async (request, path) => {
      if (path !== '/api/personalphotos/') return undefined;
      sent.push(Object.fromEntries(await request.formData()));
      return jsonAnswer({ detail: 'Image too large, upload an image smaller than 5 MB' }, 413);
    });
    renderWithStore(<UploadPhotoPage />, { path: '/upload-book-photo', draft: { ...draft, bookLanguage: 'en' } });
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${siteText('consent.book')}`) }));
    const file = screen.getByLabelText(/एक फ़ोटो चुनें/);
    // The picker speaks the page's language, not the browser's 'Choose File'.
    expect(screen.getByText('फ़ोटो चुनें')).toBeInTheDocument();
    fireEvent.change(file, { target: { files: [new File([new Uint8Array(10)], 'kabir.gif', { type: 'image/gif' })] } });
    expect(screen.getByText('फ़ाइल 5 MB की सीमा से बड़ी है। कृपया छोटी फ़ोटो अपलोड करें।')).toBeInTheDocument();
    fireEvent.change(file, { target: { files: [photo()] } });
    expect(await screen.findByText('फ़ोटो बहुत बड़ी है, 5 MB से छोटी फ़ोटो अपलोड करें')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ consent: PHOTO_CONSENT.version, consentLanguage: 'hi', language: 'en' });
  });
});
