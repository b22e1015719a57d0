/**
 * The router API the site uses, as one small module. It is shared as a singleton in place of the
 * react-router packages (the Vite preset aliases `react-router-dom` to it), so the shell ships a
 * tree-shaken router instead of the whole library, and every remote still joins the shell's one
 * router. Add an export here before using another router API.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavLinkProps, LinkProps, To } from 'react-router';
