import { takeRequestLink } from './requestLink';

const requestUuid = '22112026-0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('links from the shop’s emails', () => {
  it('hands the request and its signed access to the draft and drops both from the address', () => {
    const taken = takeRequestLink(
      `https://herotales.in/checkout?requestUuid=${requestUuid}&access=link.1790000000000.abc_DEF-123&utm_source=email`,
    );
    expect(taken).toEqual({ opened: { requestUuid, requestKey: 'link.1790000000000.abc_DEF-123' }, address: '/checkout?utm_source=email' });
  });

  it('leaves an ordinary address as it is', () => {
    expect(takeRequestLink(`https://herotales.in/preview-book?requestUuid=${requestUuid}`)).toEqual({
      opened: null,
      address: `https://herotales.in/preview-book?requestUuid=${requestUuid}`,
    });
  });

  it('drops an access without a valid request id, opening nothing', () => {
    expect(takeRequestLink('https://herotales.in/checkout?requestUuid=nope&access=link.1.x')).toEqual({
      opened: null,
      address: '/checkout?requestUuid=nope',
    });
  });
});
