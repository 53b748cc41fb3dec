/**
 * The routing API for the shell and every remote. It is provided through shared-contracts, the one
 * federated singleton, so the router is a single instance and only these parts of it are shipped.
 */
import { useCallback } from 'react';
import { useNavigate as useRouterNavigate, type NavigateOptions, type To } from 'react-router-dom';

export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps } from 'react-router-dom';

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

/**
 * The router's navigate, for the shop's own addresses. The router answers a promise only for data
 * routers, which the shop does not use, and an in-app navigation cannot fail: it is dropped here once.
 */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  return useCallback((to, options) => void navigate(to, options), [navigate]);
}
