import { useEffect, useState } from 'react';
import { storefrontApi, TIMINGS, useGetBookPreviewQuery } from 'shared-contracts';
import { shouldKeepPolling } from './previewRules';

/** The preview, first fetched 3 seconds after the screen opens, then every 3 seconds while pages are made. */
export function usePreviewPolling(requestUuid: string | null) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), TIMINGS.previewPollMs);
    return () => clearTimeout(timer);
  }, []);
  const skip = !started || !requestUuid;
  const cached = storefrontApi.endpoints.getBookPreview.useQueryState(requestUuid ?? '', { skip });
  const polling = shouldKeepPolling(cached.data) && !cached.isError;
  return useGetBookPreviewQuery(requestUuid ?? '', { skip, pollingInterval: polling ? TIMINGS.previewPollMs : 0 });
}
