import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import {
  keptPhotoOf,
  photoKey,
  readStoredFace,
  generatedKey,
  pictureAloneUrl,
  readChosenBook,
  type ChosenBook,
  chosenPageRequests,
  bookStory,
  starringTitle,
  storyAgeGroup,
  storyBlurb,
  previewCoverUrl,
} from '../personalization/index.js';
import { bookPageList, type BookContent, type CoverGeometry } from '../printing/index.js';
import { routeBinding, type CountryRoute, SOFTCOVER, storedBindingOf, pageShape, trimSizeInches, findProduct } from '../catalogue/index.js';
import { orderRoute } from './orderRoute.js';

/** What a book's print content takes beyond the order and the chosen book. */
export interface BookContentSettings {
  storage: ObjectStore;
  /** The shop's web address, printed on the back cover; null where the shop has no public one. */
  webAddress: string | null;
  /** The address of the book's recordings, printed as a code in it; none: no code. */
  listenUrl?(requestUuid: string): Promise<string>;
  /** The cover's layout a route's partner asks for the book's inside pages; undefined: the binding's. */
  coverGeometry?(route: CountryRoute, interiorPages: number): Promise<CoverGeometry | undefined>;
}

/** A bilingual book's second language as its print carries it: the title and the child's name in it. */
function secondEdition(story: Parameters<typeof bookStory>[0], book: ChosenBook): BookContent['second'] {
  const { second, names } = book.edition;
  return second ? { language: second, title: bookStory(story, second).title, childFirstName: names[second] } : null;
}

/**
 * A paid order's book as it is printed, made from the book the parent chose, the order's print
 * choice, route and dedication, and the story; with the files of the pictures it keeps.
 */
export async function bookContent(
  db: Db,
  settings: BookContentSettings,
  requestUuid: string,
): Promise<{ content: BookContent; chosenFiles: Set<string> }> {
  const order = await db
    .selectFrom('product_orders')
    .select(['print_type', 'print_size', 'dedication', 'delivery_address'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirstOrThrow();
  const route = await orderRoute(db, order);
  const book = await readChosenBook(db, requestUuid);
  const product = await findProduct(db, book.productId);
  if (!product) throw new Error(`The story of ${requestUuid} is gone`);
  const photo = await keptPhotoOf(db, requestUuid);
  // The book's own cover stays with the chosen pictures, square (the receipt's) and in the book's shape: its
  // flipbook opens with it.
  const trim = trimSizeInches(order.print_size ?? '');
  const shape = pageShape(trim.width / trim.height);
  const covers = [await previewCoverUrl(db, requestUuid), await previewCoverUrl(db, requestUuid, { shape, storage: settings.storage })];
  // Each chosen picture is kept with its words and alone (the flipbook sets the words beside it).
  const kept = [...Object.values(book.pages).flatMap((url) => [url, pictureAloneUrl(url)]), ...covers.filter((url) => url !== null)];
  const chosenFiles = new Set(kept.map((url) => url.split('/').pop()!));
  const { look, companions } = book;
  const child = { firstName: book.child.firstName, gender: book.child.gender };
  const story = bookStory(product, book.language);
  const photoImage = photo ? await settings.storage.get(photoKey(requestUuid, photo.file_name)) : null;
  // The chosen pictures (without their words: the book sets them beside) are printed as they are only when the
  // photo to draw them again is gone.
  const chosenImage = async (file: string | null) =>
    file && !photoImage ? settings.storage.get(generatedKey(requestUuid, pictureAloneUrl(file))) : null;
  const content: BookContent = {
    language: book.language,
    title: story.title,
    blurb: storyBlurb(product, book.language),
    ageGroup: storyAgeGroup(product, book.language),
    webAddress: settings.webAddress,
    dedication: order.dedication,
    listenUrl: settings.listenUrl ? await settings.listenUrl(requestUuid) : null,
    // An order whose print type is no longer offered is bound as a softcover; the files as the route's partner asks.
    binding: routeBinding((order.print_type && (await storedBindingOf(db, order.print_type))) || SOFTCOVER, route),
    coverTitle: starringTitle(story.title, child.firstName, book.language, companions),
    second: secondEdition(product, book),
    child,
    cover: { productSlug: product.slug },
    look,
    companions,
    printSize: order.print_size ?? '',
    ...(route?.trimMm ? { trimMm: route.trimMm } : {}),
    photo: photo && photoImage ? { image: photoImage, face: readStoredFace(photo.face) } : null,
    pages: await Promise.all(
      chosenPageRequests(product, book).map(async ({ pageNumber, text, secondText, file, request }) => ({
        pageNumber,
        text,
        ...(secondText !== undefined ? { secondText } : {}),
        request,
        chosenImage: await chosenImage(file),
      })),
    ),
  };
  if (route && settings.coverGeometry) content.coverGeometry = await settings.coverGeometry(route, bookPageList(content).length);
  return { content, chosenFiles };
}
