/**
 * The router API the site uses, as one small module. Every app bundles it as its copy of the
 * `react-router` share (the Vite preset shares it under that key and aliases `react-router-dom` to
 * `react-router`), so the shell ships a tree-shaken router instead of the whole library, every remote
 * joins the shell's one router, and a host that provides the real react-router satisfies the
 * remotes too. It imports the library as `#react-router` (package.json "imports"): a bare
 * `react-router` import here would be the share itself. Add an export here before using another
 * router API.
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
} from '#react-router';
export type { Location, NavigateFunction, NavLinkProps, LinkProps, To } from '#react-router';
