import { REQUEST_UUID_PATTERN } from 'shared-contracts';

const ACCESS_PARAM = 'access';
const requestUuidPattern = new RegExp(REQUEST_UUID_PATTERN);

/**
 * A link from one of the shop's emails carries a signed `access` to its request. The draft takes
 * it, and the address drops it before anything reads, reports or shares the page's address.
 */
export function takeRequestLink(href: string): { opened: { requestUuid: string; requestKey: string } | null; address: string } {
  const url = new URL(href);
  const access = url.searchParams.get(ACCESS_PARAM);
  if (access === null) return { opened: null, address: href };
  url.searchParams.delete(ACCESS_PARAM);
  const requestUuid = url.searchParams.get('requestUuid') ?? '';
  const opened = access !== '' && requestUuidPattern.test(requestUuid) ? { requestUuid, requestKey: access } : null;
  return { opened, address: `${url.pathname}${url.search}${url.hash}` };
}
