import type { Language } from 'contracts/languages';
import type { Book } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { SAMPLES } from '../media/index.js';
import { findProduct } from '../catalogue/index.js';
import { orderDedication } from '../orders/index.js';
import { readChosenBook, bookStory, secondLanguageWords, storyBlurb, storyWords } from '../personalization/index.js';
import { companyNames } from 'contracts/companions';

/**
 * The words of a book (each story page's, and its own pages': title page, dedication, back cover) and
 * its hero, so the flipbook shows the whole book as it is printed: a sample's in the language it is
 * read in, with its sample hero; a visitor's in its own language, with the child's name, the hero the
 * parent confirmed and the giver's message.
 */
export async function bookWords(
  db: Db,
  book: { requestUuid: string; productId: number },
  sample: { sampleFlipbookId: number; language: Language } | null,
): Promise<Pick<Book, 'title' | 'childFirstName' | 'blurb' | 'dedication' | 'words' | 'hero' | 'company' | 'second'>> {
  const product = await findProduct(db, book.productId);
  if (!product) throw new Error(`The story of ${book.requestUuid} is gone`);
  const told = async () => {
    if (sample) {
      const hero = SAMPLES.find((s) => s.variant === sample.sampleFlipbookId % 100) ?? SAMPLES[0];
      return {
        language: sample.language,
        childFirstName: hero.names[sample.language],
        gender: hero.gender,
        dedication: null,
        look: hero.look,
        companions: [],
        second: undefined,
      };
    }
    const chosen = await readChosenBook(db, book.requestUuid);
    return {
      language: chosen.language,
      childFirstName: chosen.child.firstName,
      gender: chosen.child.gender,
      dedication: await orderDedication(db, book.requestUuid),
      look: chosen.confirmedHero,
      companions: chosen.companions,
      second: secondLanguageWords(product, chosen.edition, chosen.child.gender, chosen.companions),
    };
  };
  const { language, childFirstName, gender, dedication, look, companions, second } = await told();
  return {
    title: bookStory(product, language).title,
    childFirstName,
    blurb: storyBlurb(product, language),
    dedication,
    words: storyWords(product, language, { firstName: childFirstName, gender }, companions),
    hero: look,
    ...(companions.length ? { company: companyNames(companions, language) } : {}),
    ...(second ? { second } : {}),
  };
}
