import { REQUEST_UUID_PATTERN } from 'shared-contracts';

const ACCESS_PARAM = 'access';
const requestUuidPattern = new RegExp(REQUEST_UUID_PATTERN);

/**
 * A link from one of the shop's emails carries its request and a signed `access` to it. The draft
 * takes both, and the address drops them before anything reads, reports or shares it.
 */
export function takeRequestLink(href: string): { opened: { requestUuid: string; requestKey: string } | null; address: string } {
  const url = new URL(href);
  const access = url.searchParams.get(ACCESS_PARAM);
  if (access === null) return { opened: null, address: href };
  url.searchParams.delete(ACCESS_PARAM);
  const requestUuid = url.searchParams.get('requestUuid') ?? '';
  const opened = access !== '' && requestUuidPattern.test(requestUuid) ? { requestUuid, requestKey: access } : null;
  if (opened) url.searchParams.delete('requestUuid');
  return { opened, address: `${url.pathname}${url.search}${url.hash}` };
}
