import { loadSelections, REQUEST_LINK_ACCESS_PATTERN, REQUEST_UUID_PATTERN, type BookOrderDraft } from 'shared-contracts';

const ACCESS_PARAM = 'access';
const requestUuidPattern = new RegExp(REQUEST_UUID_PATTERN);
const accessPattern = new RegExp(REQUEST_LINK_ACCESS_PATTERN);

export interface OpenedLink {
  requestUuid: string;
  requestKey: string;
}

/**
 * A link from one of the shop's emails carries its request, and a signed access to it in the fragment
 * (`#access=`), which no server, proxy or log ever receives. The draft takes both when both are well
 * formed, and the address drops them before anything reads, reports or shares it.
 */
export function takeRequestLink(href: string): { opened: OpenedLink | null; address: string } {
  const url = new URL(href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const access = fragment.get(ACCESS_PARAM);
  if (access === null) return { opened: null, address: href };
  fragment.delete(ACCESS_PARAM);
  const rest = fragment.toString();
  const requestUuid = url.searchParams.get('requestUuid') ?? '';
  const opened = accessPattern.test(access) && requestUuidPattern.test(requestUuid) ? { requestUuid, requestKey: access } : null;
  if (opened) url.searchParams.delete('requestUuid');
  return { opened, address: `${url.pathname}${url.search}${rest ? `#${rest}` : ''}` };
}

/**
 * Whether opening the link would put another book in place of one the visitor has chosen pictures for
 * on this device: then the shell asks first.
 */
export function replacesChosenPictures(draft: BookOrderDraft, opened: OpenedLink, storage: Storage): boolean {
  if (draft.requestUuid === null || draft.requestUuid === opened.requestUuid) return false;
  return Object.keys(loadSelections(draft.requestUuid, storage)).length > 0;
}
