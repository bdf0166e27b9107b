import { getSession, startAuth } from '@blindspot/web-core';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.js';
import { VisitorPageContext } from './gate.js';
import { preloadRemotesAt } from './remotes/federation.js';
import { REMOTE_IN_BROWSER } from './remotes/remote-in-browser.js';

startAuth();
// Signed in: the page's remotes start loading now, beside the session check.
if (getSession()) preloadRemotesAt(window.location.pathname);
const container = document.getElementById('root')!;
// A public page arrives prerendered (its HTML was built for a visitor): a visitor's first render is the
// same page, so React hydrates it. With a session the app renders afresh over it.
if (container.hasChildNodes() && !getSession()) {
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
