import { FIRST_VISIT_USAGE } from 'contracts/constants';
import { singleFacePhoto } from '../../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../testing/photoUpload.js';
import { newBookRequest } from '../../testing/orderFixtures.js';
import { describeOnOneDatabase, newVisitor } from '../../testing/testApp.js';
import { defaultHeroLook } from 'contracts/hero';
import { readChosenBook } from './chosenBook.js';

describeOnOneDatabase('a book in English and Hindi', (storefront) => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await singleFacePhoto();
  });

  it('is asked for with the photo, and its preview answers the second language’s title and words with the Devanagari name', async () => {
    const visitor = await newVisitor(storefront().app);
    const requestUuid = newRequestUuid();
    const details = {
      ...childDetails(requestUuid),
      firstName: 'Kabir',
      gender: 'Boy',
      language: 'en',
      secondLanguage: 'hi',
      hindiFirstName: ' कबीर ',
    };
    expect((await uploadPhoto(storefront(), photo, details, { visitor })).json().status).toBe('ok');
    await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Boy', age: 5, usageStats: FIRST_VISIT_USAGE });
    const preview = (await visitor.get(`/api/bookpreviews/${requestUuid}`)).json();
    expect(preview.pages[0].text).toContain('Kabir');
    expect(preview.second).toMatchObject({ language: 'hi', title: 'बहादुर खोजी', childFirstName: 'कबीर' });
    expect(preview.second.words['1']).toContain('कबीर');
    expect(preview.second.words['1']).not.toContain('Kabir');
    expect(Object.keys(preview.second.words)).toHaveLength(preview.pages.length);
  });

  it('reads in its flipbook in both languages, Hindi first when chosen', async () => {
    const { app } = storefront();
    const owner = await newVisitor(app);
    const requestUuid = await newBookRequest(app, owner, 1, {
      childFirstName: 'Kabir',
      language: 'hi',
      secondLanguage: 'en',
      hindiFirstName: 'कबीर',
    });
    const { book } = (await owner.get(`/api/books/${requestUuid}`)).json();
    expect(book).toMatchObject({
      title: 'बहादुर खोजी',
      childFirstName: 'कबीर',
      second: { language: 'en', title: 'The Brave Little Explorer', childFirstName: 'Kabir' },
    });
    expect(book.words['1']).toContain('कबीर');
    expect(book.second.words['1']).toContain('Kabir');
  });

  it('is read as the parent chose it: named in its first language, its pages decoded, the default hero before one is confirmed', async () => {
    const { app } = storefront();
    const requestUuid = await newBookRequest(app, await newVisitor(app), 1, {
      childFirstName: 'Kabir',
      language: 'hi',
      secondLanguage: 'en',
      hindiFirstName: 'कबीर',
    });
    expect(await readChosenBook(app.db, requestUuid)).toEqual({
      productId: 1,
      language: 'hi',
      edition: { language: 'hi', second: 'en', names: { en: 'Kabir', hi: 'कबीर' } },
      child: { firstName: 'कबीर', gender: 'Boy', age: 6 },
      confirmedHero: null,
      look: { ...defaultHeroLook('Boy', 6), skinTone: 'Medium' },
      companions: [],
      pages: { 1: `/api/generated/${requestUuid}/page-1.webp` },
    });
    await expect(readChosenBook(app.db, 'no-such-request')).rejects.toThrow();
  });

  it('refuses a second language that is the first, and a Hindi name not in Devanagari, writing nothing', async () => {
    const { app } = storefront();
    const asked = async (extra: Record<string, string>) => {
      const requestUuid = newRequestUuid();
      const answer = await uploadPhoto(storefront(), photo, { ...childDetails(requestUuid), language: 'en', ...extra });
      const stored = await app.db.selectFrom('book_requests').select('request_uuid').where('request_uuid', '=', requestUuid).execute();
      return { status: answer.statusCode, detail: answer.json().detail, stored: stored.length };
    };
    expect(await asked({ secondLanguage: 'en' })).toEqual({
      status: 400,
      detail: 'A book in two languages needs two different languages.',
      stored: 0,
    });
    expect(await asked({ secondLanguage: 'hi', hindiFirstName: 'Kabir' })).toEqual({
      status: 400,
      detail: 'Please write the name in Hindi letters (Devanagari), for example कबीर.',
      stored: 0,
    });
  });

  it('suggests a Devanagari spelling for the name typed', async () => {
    const visitor = await newVisitor(storefront().app);
    expect((await visitor.get('/api/child-names/hindi?name=Ananya')).json()).toEqual({ hindiFirstName: 'अनन्या' });
    expect((await visitor.get('/api/child-names/hindi?name=')).statusCode).toBe(400);
  });
});
