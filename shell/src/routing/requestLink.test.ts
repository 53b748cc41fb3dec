import { initialOrderDraft, storeSelections } from 'shared-contracts';
import { replacesChosenPictures, takeRequestLink } from './requestLink';

const requestUuid = '22112026-0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
const signature = 'abc_DEF-123'.padEnd(43, 'x');
const access = `link.checkout.1790000000000.${signature}`;

describe('links from the shop’s emails', () => {
  it('hands the request and its signed access (in the fragment) to the draft and drops both from the address', () => {
    const taken = takeRequestLink(`https://herotales.in/checkout?requestUuid=${requestUuid}&utm_source=email#access=${access}`);
    expect(taken).toEqual({ opened: { requestUuid, requestKey: access }, address: '/checkout?utm_source=email' });
  });

  it('leaves an ordinary address as it is, and an access in the query is not taken', () => {
    for (const href of [
      `https://herotales.in/preview-book?requestUuid=${requestUuid}`,
      `https://herotales.in/checkout?requestUuid=${requestUuid}&access=${access}`,
    ]) {
      expect(takeRequestLink(href)).toEqual({ opened: null, address: href });
    }
  });

  it('drops an access without a valid request id, opening nothing', () => {
    expect(takeRequestLink(`https://herotales.in/checkout?requestUuid=nope#access=${access}`)).toEqual({
      opened: null,
      address: '/checkout?requestUuid=nope',
    });
  });

  it('takes only a well-formed access: any other value opens nothing and leaves the address', () => {
    for (const bad of [
      'x',
      `link.admin.1790000000000.${signature}`,
      `link.checkout.soon.${signature}`,
      `link.checkout.1790000000000.${signature}x`,
      `link.checkout.1790000000000.${signature.slice(1)}`,
      `link.checkout.1790000000000.${signature.slice(1)}!`,
      `${signature}`,
    ]) {
      expect(takeRequestLink(`https://herotales.in/checkout?requestUuid=${requestUuid}#access=${encodeURIComponent(bad)}`)).toEqual({
        opened: null,
        address: `/checkout?requestUuid=${requestUuid}`,
      });
    }
  });
});

describe('a link that would replace the book being made', () => {
  const opened = { requestUuid, requestKey: access };
  const making = { ...initialOrderDraft, requestUuid: '21112026-1b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b', childFirstName: 'Anaya' };

  it('asks first when the draft is another book with a chosen picture', () => {
    storeSelections(making.requestUuid, { 1: '/api/generated/p1.webp' });
    expect(replacesChosenPictures(making, opened, localStorage)).toBe(true);
  });

  it('opens at once for the same book, a book without chosen pictures, or an empty draft', () => {
    storeSelections(making.requestUuid, {});
    expect(replacesChosenPictures(making, opened, localStorage)).toBe(false);
    storeSelections(requestUuid, { 1: '/api/generated/p1.webp' });
    expect(replacesChosenPictures({ ...making, requestUuid }, opened, localStorage)).toBe(false);
    expect(replacesChosenPictures(initialOrderDraft, opened, localStorage)).toBe(false);
  });
});
