/**
 * The digest of a remote's place in a prerendered page: the prerender leaves it to the browser (a remote
 * loads in the browser only), and hydration renders it there without reporting an error (bootstrap.tsx).
 */
export const REMOTE_IN_BROWSER = 'remote-rendered-in-browser';
