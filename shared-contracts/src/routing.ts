/**
 * The routing API for the shell and every remote. It is provided through shared-contracts, the one
 * federated singleton, so the router is a single instance and only these parts of it are shipped.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavigateFunction, NavLinkProps } from 'react-router-dom';
