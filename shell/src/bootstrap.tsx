import { getSession, startAuth } from '@blindspot/web-core';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.js';
import { loadAppRoutes } from './app-routes-loader.js';
import { VisitorPageContext } from './gate.js';
import { carryFrameFocus, keepFrameRecord } from './lib/signed-in-frame.js';
import { preloadRemotesAt } from './remotes/federation.js';
import { REMOTE_IN_BROWSER } from './remotes/remote-in-browser.js';

startAuth();
keepFrameRecord();
const container = document.getElementById('root')!;
if (getSession()) {
  // Signed in: a remote page's remote starts loading now, beside the session check. The app renders once
  // its chunk is here (the entry script started it), so its first render is the page itself; a chunk that
  // failed is left to the gate, which asks for it again. A prerendered frame (the dashboard, filled in by
  // the page's loader) stays on screen until then, and that render replaces it.
  preloadRemotesAt(window.location.pathname);
  void loadAppRoutes()
    .catch(() => undefined)
    .then(() => {
      // Rendered at once (flushSync), so focus in the frame moves to its counterpart in the same task.
      const restoreFocus = carryFrameFocus(container);
      const root = createRoot(container);
      flushSync(() => root.render(<App />));
      restoreFocus();
    });
} else if (container.hasChildNodes() && !container.hasAttribute('data-signed-in-frame')) {
  // A public page arrives prerendered (its HTML was built for a visitor): a visitor's first render is the
  // same page, so React hydrates it. (A signed-in frame was emptied by the loader for a visitor.)
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
