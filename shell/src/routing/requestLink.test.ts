import { takeRequestLink } from './requestLink';

const requestUuid = '22112026-0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
const access = 'link.checkout.1790000000000.abc_DEF-123';

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
});
