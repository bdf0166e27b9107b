// In the entry, so the stylesheet is a <link> in index.html's head: a prerendered page paints styled at once.
import './styles.css';
import { loadAppRoutes } from './app-routes-loader.js';
import { SESSION_STORAGE_KEY } from './lib/session-key.js';
import { THEME_STORAGE_KEY } from './lib/theme-key.js';

// zod (inside the shared @blindspot/contracts, used by the remotes to check forms) probes `new Function`
// to choose compiled parsers; the gateway's CSP allows no eval, so the probe was a reported violation.
// `jitless` parses without eval. This is what `z.config({ jitless: true })` sets: zod keeps its settings in
// this global so every copy on the page shares them, and creates it only when absent. Set here, before
// any app code runs, it costs the entry script nothing (importing zod's config would add 3.7 KB gzipped).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// Async boundary: shared modules are negotiated with the federation runtime before the app starts.
void import('./bootstrap.js');

try {
  // The stored theme before anything renders. A built page's loader (mf-config's paint-first.ts), which
  // adds this script, applied it already; the dev server has no loader.
  if (process.env.NODE_ENV !== 'production' && localStorage.getItem(THEME_STORAGE_KEY) === 'dark')
    document.documentElement.classList.add('dark');
  // A returning user's app (shell, dashboard) downloads beside the bootstrap instead of after it.
  if (localStorage.getItem(SESSION_STORAGE_KEY)?.includes('"access_token"')) void loadAppRoutes();
} catch {
  // Storage unavailable: light theme, signed out.
}
