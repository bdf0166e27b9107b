// What `react-router` and `react-router-dom` resolve to in every app built with this config: the
// declarative routing API, re-exported from react-router. The router is a shared singleton, and a
// shared module is bundled whole; re-exporting only these names keeps its data-router and server code
// out of the page. A name missing here fails the build (exportsPresence: 'error'): add it.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-real';
