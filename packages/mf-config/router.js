// What `react-router` and `react-router-dom` resolve to in every app built with this config: the
// declarative routing API, re-exported from react-router. The router is a shared singleton, and a
// shared module is bundled whole; re-exporting only these names keeps its data-router and server code
// out of the page. A name missing here fails the build (exportsPresence: 'error'): add it.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useResolvedPath,
  useRoutes,
  useLinkClickHandler,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
} from 'react-router-real';
