import type { Language } from 'shared-contracts/languages';
import type { Book } from 'shared-contracts/schemas';
import type { Db } from '../../platform/db/openDatabase.js';
import { SAMPLES } from '../media/sampleBooks.js';
import { storedLook } from '../personalization/heroes/heroLooks.js';
import { bookStory, storyBlurb, storyWords } from '../personalization/stories/bookStory.js';

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
): Promise<Pick<Book, 'title' | 'childFirstName' | 'blurb' | 'dedication' | 'words' | 'hero'>> {
  const product = await db
    .selectFrom('products')
    .select(['title', 'description', 'story_pages', 'story_translations'])
    .where('product_id', '=', book.productId)
    .executeTakeFirstOrThrow();
  const told = async () => {
    if (sample) {
      const hero = SAMPLES.find((s) => s.variant === sample.sampleFlipbookId % 100) ?? SAMPLES[0];
      return {
        language: sample.language,
        childFirstName: hero.names[sample.language],
        gender: hero.gender,
        dedication: null,
        look: hero.look,
      };
    }
    const request = await db
      .selectFrom('book_requests')
      .leftJoin('product_orders', 'product_orders.request_uuid', 'book_requests.request_uuid')
      .leftJoin('book_previews', 'book_previews.request_uuid', 'book_requests.request_uuid')
      .select([
        'book_requests.language',
        'book_requests.child_first_name',
        'book_requests.gender',
        'book_requests.age',
        'product_orders.dedication',
        'book_previews.hero',
        'book_previews.skin_tone',
      ])
      .where('book_requests.request_uuid', '=', book.requestUuid)
      .executeTakeFirstOrThrow();
    return {
      language: request.language,
      childFirstName: request.child_first_name,
      gender: request.gender,
      dedication: request.dedication ?? null,
      look: request.hero
        ? storedLook(request.hero, { gender: request.gender, age: request.age, skinTone: request.skin_tone ?? 'Medium' })
        : null,
    };
  };
  const { language, childFirstName, gender, dedication, look } = await told();
  return {
    title: bookStory(product, language).title,
    childFirstName,
    blurb: storyBlurb(product, language),
    dedication,
    words: storyWords(product, language, { firstName: childFirstName, gender }),
    hero: look,
  };
}
