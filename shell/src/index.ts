import { THEME_STORAGE_KEY } from './lib/theme-key.js';

// Apply the stored theme before anything renders (no inline scripts under the gateway's CSP).
try {
  if (localStorage.getItem(THEME_STORAGE_KEY) === 'dark') document.documentElement.classList.add('dark');
} catch {
  // Storage unavailable: light theme.
}

// Async boundary: shared modules are negotiated with the federation runtime before the app starts.
void import('./bootstrap.js');
