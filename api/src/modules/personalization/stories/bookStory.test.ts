import { personaliseText } from '../../imaging/generators/pageGenerator.js';
import { bookStory, starringTitle } from './bookStory.js';

const english = [
  { pageNumber: 1, pageTitle: 'Meet {name}', text: '{name} packs {his} bag.', scene: 'scene-01' },
  { pageNumber: 2, pageTitle: 'Into the Jungle', text: '{He} marches off.', scene: 'scene-02' },
];
const product = {
  title: 'The Brave Little Explorer',
  pages: english,
  translations: {
    hi: {
      displayName: 'जंगल का खोजी',
      title: 'नन्हा बहादुर खोजी',
      description: 'जंगल की एक कहानी।',
      ageGroup: 'उम्र 3-8 साल',
      pages: [
        { pageNumber: 1, pageTitle: '{name} से मिलिए', text: '{name} अपना थैला {भरता|भरती} है।' },
        { pageNumber: 2, pageTitle: 'जंगल की ओर', text: '{name} जंगल की ओर {चल पड़ा|चल पड़ी}।' },
      ],
    },
  },
};

describe("a book's story in its language", () => {
  it('tells a Hindi book in Hindi, each page keeping its scene', () => {
    const story = bookStory(product, 'hi');
    expect(story.title).toBe('नन्हा बहादुर खोजी');
    expect(story.pages).toEqual([
      { pageNumber: 1, pageTitle: '{name} से मिलिए', text: '{name} अपना थैला {भरता|भरती} है।', scene: 'scene-01' },
      { pageNumber: 2, pageTitle: 'जंगल की ओर', text: '{name} जंगल की ओर {चल पड़ा|चल पड़ी}।', scene: 'scene-02' },
    ]);
  });

  it('tells an English book, or a story not translated yet, in English', () => {
    expect(bookStory(product, 'en')).toEqual({ title: 'The Brave Little Explorer', pages: english });
    expect(bookStory({ ...product, translations: {} }, 'hi')).toEqual({ title: 'The Brave Little Explorer', pages: english });
  });

  it('names the hero in the title, in the book’s language', () => {
    expect(starringTitle('The Brave Little Explorer', 'Anaya', 'en')).toBe('The Brave Little Explorer, starring Anaya');
    expect(starringTitle('नन्हा बहादुर खोजी', 'अनाया', 'hi')).toBe('नन्हा बहादुर खोजी: मुख्य भूमिका में अनाया');
  });
});

describe('the words for this child', () => {
  it("takes the boy's or the girl's form where Hindi agrees with the child, and the name as written", () => {
    const text = '{name} जंगल की ओर {चल पड़ा|चल पड़ी} और बहुत {ख़ुश हुआ|ख़ुश हुई}।';
    expect(personaliseText(text, { firstName: 'आरव', gender: 'Boy' })).toBe('आरव जंगल की ओर चल पड़ा और बहुत ख़ुश हुआ।');
    expect(personaliseText(text, { firstName: 'Anaya', gender: 'Girl' })).toBe('Anaya जंगल की ओर चल पड़ी और बहुत ख़ुश हुई।');
  });

  it('never reads a name as words to replace', () => {
    expect(personaliseText('{name} {चला|चली}', { firstName: '{his}', gender: 'Girl' })).toBe('{his} चली');
  });
});
