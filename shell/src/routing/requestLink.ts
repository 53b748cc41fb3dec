import { REQUEST_UUID_PATTERN } from 'shared-contracts';

const ACCESS_PARAM = 'access';
const requestUuidPattern = new RegExp(REQUEST_UUID_PATTERN);

/**
 * A link from one of the shop's emails carries its request, and a signed access to it in the fragment
 * (`#access=`), which no server, proxy or log ever receives. The draft takes both, and the address drops
 * them before anything reads, reports or shares it.
 */
export function takeRequestLink(href: string): { opened: { requestUuid: string; requestKey: string } | null; address: string } {
  const url = new URL(href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const access = fragment.get(ACCESS_PARAM);
  if (access === null) return { opened: null, address: href };
  fragment.delete(ACCESS_PARAM);
  const rest = fragment.toString();
  const requestUuid = url.searchParams.get('requestUuid') ?? '';
  const opened = access !== '' && requestUuidPattern.test(requestUuid) ? { requestUuid, requestKey: access } : null;
  if (opened) url.searchParams.delete('requestUuid');
  return { opened, address: `${url.pathname}${url.search}${rest ? `#${rest}` : ''}` };
}
