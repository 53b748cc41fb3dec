import { useEffect } from 'react';
import { useLocation } from 'shared-contracts';

/** /comfyui/* belongs to the server, not the app: leave the app for that same address. */
export function FullPageNavigation() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.assign(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
