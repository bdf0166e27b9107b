// Built for Node by the shell's prerender build (mf-config's createPrerenderConfig) and run right after the
// browser build: each public page rendered to HTML as a visitor sees it, so its text paints before any
// script runs; the browser then hydrates it (bootstrap.tsx). The dashboard is rendered as a signed-in
// frame (lib/signed-in-frame.ts): filled from storage before it paints, then rendered afresh by the app.
// docs/frontend.md, First paint.
import { Skeleton } from '@blindspot/ui';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { AppContent } from './app.js';
import AppRoutes from './app-routes.js';
import { VisitorPageContext } from './gate.js';
import { SignedInFrameContext } from './lib/signed-in-frame.js';
import { RemoteLoaderContext } from './remotes/remote-component.js';
import { REMOTE_IN_BROWSER } from './remotes/remote-in-browser.js';

/** The public pages, as the gateway serves them: `/` from `pages/index.html`, `/pricing` from `pages/pricing.html`, ... */
export const PRERENDERED_PATHS = ['/', '/login', '/signup', '/pricing', '/privacy', '/terms', '/dashboard'] as const;

/** The dashboard below its heading, in the frame: the outline of its cards, no one's figures. */
const DASHBOARD_FRAME_BODY = (
  <div className="space-y-6" aria-hidden data-testid="dashboard-frame">
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-28" />
      ))}
    </div>
    <div className="grid gap-6 lg:grid-cols-3">
      <Skeleton className="h-64 lg:col-span-2" />
      <Skeleton className="h-40" />
    </div>
  </div>
);

/** Of those, the signed-in frames: a returning user's first page (mf-config marks their root for the loader). */
export const SIGNED_IN_PATHS: readonly string[] = ['/dashboard'];

/**
 * Remotes load in the browser only. A remote on a public page (pricing) fails here, on purpose: its
 * Suspense boundary is written with its loading state and marked to be rendered in the browser (a
 * failure, unlike a render stopped midway, needs no inline script, which the CSP would refuse).
 */
const NO_REMOTES = (): Promise<ComponentType> => Promise.reject(new RemoteInBrowser());

class RemoteInBrowser extends Error {
  readonly digest = REMOTE_IN_BROWSER;
}

/** A safety net: the shell's own lazy pages are bundled in, so resolved at once. */
const SETTLE_MS = 5000;

export async function renderPage(path: string): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${path} did not render within ${SETTLE_MS} ms`)), SETTLE_MS);
  try {
    const page = SIGNED_IN_PATHS.includes(path) ? (
      <SignedInFrameContext.Provider value={DASHBOARD_FRAME_BODY}>
        <AppRoutes />
      </SignedInFrameContext.Provider>
    ) : (
      <VisitorPageContext.Provider value>
        <AppContent />
      </VisitorPageContext.Provider>
    );
    const { prelude } = await prerenderToNodeStream(
      <RemoteLoaderContext.Provider value={NO_REMOTES}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </RemoteLoaderContext.Provider>,
      {
        signal: controller.signal,
        onError: (error) => {
          if (error instanceof RemoteInBrowser) return REMOTE_IN_BROWSER;
          console.error(error);
          return undefined;
        },
      },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    clearTimeout(timer);
  }
}
