import { getSession, startAuth } from '@blindspot/web-core';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.js';
import { loadAppRoutes } from './app-routes-loader.js';
import { VisitorPageContext } from './gate.js';
import { preloadRemotesAt } from './remotes/federation.js';
import { REMOTE_IN_BROWSER } from './remotes/remote-in-browser.js';

startAuth();
const container = document.getElementById('root')!;
if (getSession()) {
  // Signed in: a remote page's remote starts loading now, beside the session check. The app renders once
  // its chunk is here (the entry script started it), so its first render is the page itself; a chunk that
  // failed is left to the gate, which asks for it again. A prerendered frame (the dashboard, filled in by
  // the page's loader) stays on screen until then, and that render replaces it.
  preloadRemotesAt(window.location.pathname);
  void loadAppRoutes()
    .catch(() => null)
    .then((routes) => (routes ? routes.renderOverFrame(container, <App />) : createRoot(container).render(<App />)));
} else if (container.hasChildNodes()) {
  // A public page arrives prerendered (its HTML was built for a visitor): a visitor's first render is the
  // same page, so React hydrates it. (A signed-in frame is emptied by its loader for a visitor.)
  hydrateRoot(
    container,
    <VisitorPageContext.Provider value>
      <App />
    </VisitorPageContext.Provider>,
    {
      // A remote's place in a prerendered page (pricing) is rendered here by design; anything else is reported.
      onRecoverableError: (error) => {
        if ((error as { digest?: string } | null)?.digest !== REMOTE_IN_BROWSER) reportError(error);
      },
    },
  );
} else createRoot(container).render(<App />);
