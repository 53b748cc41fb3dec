import { useLocation, useSearchParams } from 'react-router-dom';
import { useAppSelector } from './rootReducer.js';

/**
 * The book request a page is about. The screens pass it to each other in the navigation's state,
 * not in the address, so it never reaches an analytics or third-party script through the page's
 * address; an address that names one (an old bookmark) still works, and the draft's is the default.
 */
export function useBookRequestId(): string | null {
  const [params] = useSearchParams();
  const state = useLocation().state as { requestUuid?: unknown } | null;
  const draftRequestUuid = useAppSelector((s) => s.orderDraft.requestUuid);
  return params.get('requestUuid') || (typeof state?.requestUuid === 'string' ? state.requestUuid : null) || draftRequestUuid;
}

/** Navigation options that take a book request to the next screen. */
export const withBookRequest = (requestUuid: string | null) => ({ state: { requestUuid } });
