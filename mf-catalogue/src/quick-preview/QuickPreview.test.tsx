import { act, fireEvent, screen } from '@testing-library/react';
import { activateLanguage, carriedPhoto, forgetCarriedPhoto } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, siteText, testI18n } from 'shared-contracts/testing';
import { QuickPreview } from './QuickPreview';

function choose(bytes: number, type = 'image/jpeg', label = 'Choose a photo of your child') {
  const file = new File([new Uint8Array(bytes)], 'kid.jpg', { type });
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

describe('quick preview', () => {
  it("shows gender, age (3 to 8, 5 chosen) and the button once a photo is chosen, enabled by the guardian's consent", () => {
    renderWithStore(<QuickPreview />);
    expect(screen.queryByRole('button', { name: 'Generate Preview' })).toBeNull();
    choose(1000);
    expect(screen.getByRole('button', { name: 'Generate Preview' })).toBeDisabled();
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: /^I am this child's parent or guardian\. I agree that Hero Tales uses this photo only to draw this preview/,
      }),
    );
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
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds the 5 MB limit. Please upload a smaller image.');
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

/** Chooses a photo, consents and generates, the server answering the preview with `answer`. */
async function generate(answer: Response, labels = { photo: 'Choose a photo of your child', button: 'Generate Preview' }) {
  const sent: FormData[] = [];
  answerRequests(async (request, path) => {
    if (path === '/api/check-abuse/') return jsonAnswer({ isAbusing: false });
    if (path === '/api/quickpreviews/') {
      sent.push(await request.formData());
      return answer;
    }
    return undefined;
  });
  renderWithStore(<QuickPreview />);
  choose(1000, 'image/jpeg', labels.photo);
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: labels.button }));
  await screen.findByRole('alert');
  return sent;
}

describe('quick preview answers', () => {
  it("shows the fixed message for an error status without one, and says which consent wording's language was shown", async () => {
    const sent = await generate(jsonAnswer({ status: 'error', message: '', imageFileUrl: [] }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate preview. Please try again.');
    expect(sent[0].get('consentLanguage')).toBe('en');
  });
});

describe('from the quick preview to the book', () => {
  afterEach(forgetCarriedPhoto);

  it('makes the book of the story drawn with the same photo, gender and age: nothing chosen or typed twice', async () => {
    answerRequests(async (_request, path) => {
      if (path === '/api/check-abuse/') return jsonAnswer({ isAbusing: false });
      if (path === '/api/quickpreviews/')
        return jsonAnswer({ status: 'ok', message: 'Looks good', imageFileUrl: ['/api/quickpreviews/t/o0.webp'], productId: 2 });
      return undefined;
    });
    const { store } = renderWithStore(<QuickPreview />);
    choose(1000);
    fireEvent.click(screen.getByRole('radio', { name: 'Girl' }));
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Preview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make this book for your child' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/provide-book-details');
    expect(store.getState().orderDraft).toMatchObject({ productId: 2, radioOptionGender: 'Girl', dropdownValueAge: 7, requestUuid: null });
    expect(carriedPhoto()?.name).toBe('kid.jpg');
  });
});

describe('quick preview in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  afterEach(() => act(() => activateLanguage(testI18n, 'en')));

  it('asks for the photo, the details and the consent in Hindi, keeping the values the server reads', () => {
    renderWithStore(<QuickPreview />);
    choose(1000, 'image/jpeg', 'अपने बच्चे की एक फ़ोटो चुनें');
    expect(screen.getByText('चुनी गई: kid.jpg')).toBeInTheDocument();
    expect(screen.getByLabelText('लड़का')).toHaveAttribute('value', 'Boy');
    expect(screen.getByRole('option', { name: '5 साल' })).toHaveValue('5');
    fireEvent.click(screen.getByRole('checkbox', { name: siteText('consent.quickPreview') }));
    expect(screen.getByRole('button', { name: 'पूर्वावलोकन बनाएँ' })).toBeEnabled();
  });

  it('refuses a photo of another type in Hindi', () => {
    renderWithStore(<QuickPreview />);
    choose(1000, 'image/gif', 'अपने बच्चे की एक फ़ोटो चुनें');
    expect(screen.getByRole('alert')).toHaveTextContent('फ़ाइल 5 MB की सीमा से बड़ी है। कृपया छोटी फ़ोटो अपलोड करें।');
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया JPEG, PNG या WEBP फ़ोटो चुनें।');
  });
});

describe('quick preview answers in Hindi', () => {
  beforeEach(() => act(() => activateLanguage(testI18n, 'hi')));
  afterEach(() => act(() => activateLanguage(testI18n, 'en')));

  it("words the server's refusal of a large photo in Hindi and records that the consent was read in Hindi", async () => {
    const sent = await generate(jsonAnswer({ detail: 'Image too large, upload an image smaller than 5 MB' }, 413), {
      photo: 'अपने बच्चे की एक फ़ोटो चुनें',
      button: 'पूर्वावलोकन बनाएँ',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('फ़ोटो बहुत बड़ी है, 5 MB से छोटी फ़ोटो अपलोड करें');
    expect(sent[0].get('consentLanguage')).toBe('hi');
  });
});
