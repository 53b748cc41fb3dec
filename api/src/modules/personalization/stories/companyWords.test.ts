import { companyNames, newPerson, newPet, type Companion } from 'contracts/companions';
import { companyLine, withCompany } from './companyWords.js';

const named = <T extends Companion>(companion: T, name: string): T => ({ ...companion, name });
const nani = newPerson('nani', 'hi');
const dada = newPerson('dada', 'hi');
const sister = named(newPerson('sibling', 'hi', 'female'), 'रिया');
const brother = named(newPerson('sibling', 'hi', 'male'), 'आरव');
const dog = named(newPet('dog'), 'ब्रूनो');
const cat = named(newPet('cat'), 'मिनी');
const came = '{company} भी {c:आया|आई|आए|आईं}।';

describe('the companions in the words', () => {
  it('agree in Hindi with each companion’s gender, and speak of a grown-up with respect', () => {
    expect(companyLine(came, [brother], 'hi')).toBe('आरव भी आया।');
    expect(companyLine(came, [sister], 'hi')).toBe('रिया भी आई।');
    expect(companyLine(came, [dog], 'hi')).toBe('ब्रूनो भी आया।');
    expect(companyLine(came, [cat], 'hi')).toBe('मिनी भी आई।');
    expect(companyLine(came, [nani], 'hi')).toBe('नानी भी आईं।');
    expect(companyLine(came, [dada], 'hi')).toBe('दादा भी आए।');
    expect(companyLine(came, [nani, dog], 'hi')).toBe('नानी और ब्रूनो भी आए।');
    expect(companyLine(came, [sister, cat], 'hi')).toBe('रिया और मिनी भी आईं।');
  });

  it('agree in English with one or two, and start a sentence with a capital', () => {
    const line = '{company} {c:is|are} here. And {company} laughed.';
    expect(companyLine(line, [named(newPerson('nani', 'en'), 'nani ji')], 'en')).toBe('Nani ji is here. And nani ji laughed.');
    expect(companyLine(line, [newPerson('nani', 'en'), named(newPet('dog'), 'Bruno')], 'en')).toBe(
      'Nani and Bruno are here. And Nani and Bruno laughed.',
    );
    expect(companyNames([], 'en')).toBe('');
  });

  it('add who comes along to a title, in each language, and nothing without them', () => {
    expect(`Anaya's book${withCompany([newPerson('nani', 'en'), named(newPet('dog'), 'Bruno')], 'en')}`).toBe(
      "Anaya's book, with Nani and Bruno",
    );
    expect(`अनाया की किताब${withCompany([nani, dog], 'hi')}`).toBe('अनाया की किताब, साथ में नानी और ब्रूनो');
    expect(withCompany([], 'en')).toBe('');
  });
});
