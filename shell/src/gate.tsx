// Gate order (docs/product.md#gate): a centred spinner while the session loads (the app at once when the stored
// session says onboarding is done); signed out, the public
// routes; signed in with onboarding incomplete, the onboarding wizard; otherwise the app.
import { cx, SPINNER } from '@blindspot/ui/recipes';
import { useAuth } from '@blindspot/web-core';
import { Loader2 } from 'lucide-react';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { appRoutesForLazy } from './app-routes-loader.js';
import { usePageFocus } from './lib/focus.js';

// Loaded on demand so the landing page's initial JavaScript stays small.
const PublicRoutes = lazy(() => import('./public-routes.js'));
const OnboardingScreen = lazy(() => import('./pages/onboarding-screen.js'));
// Started from the entry script for a returning user, and then rendered at once (app-routes-loader.ts).
const AppRoutes = lazy(appRoutesForLazy);

const BONE = 'animate-pulse rounded-md bg-accent';

/**
 * While the session loads: the outline of the app (sidebar, header, a heading and cards) instead of a
 * bare spinner, so the page does not jump when it arrives. Plain classes: the landing page loads the gate.
 */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-svh" data-testid="session-loading" role="status" aria-label="Loading">
      <div className="hidden w-64 shrink-0 border-r p-4 md:block" aria-hidden>
        <div className={cx('mb-8 h-8 w-32', BONE)} />
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <div key={n} className={cx('mb-3 h-7 w-full', BONE)} />
        ))}
      </div>
      <div className="flex flex-1 flex-col" aria-hidden>
        <div className="flex h-14 items-center gap-3 border-b px-4">
          <div className={cx('size-7', BONE)} />
          <Loader2 className={cx('ml-auto size-5', SPINNER)} />
        </div>
        <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 md:px-8 md:py-8">
          <div className={cx('h-9 w-48', BONE)} />
          <div className={cx('h-5 w-80 max-w-full', BONE)} />
          <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className={cx('h-28', BONE)} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Back to the top on navigation, except for in-page anchors. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what scrolls back to the top
  useEffect(() => {
    if (!hash) window.scrollTo?.(0, 0);
  }, [pathname, hash]);
  return null;
}

/** Which screen the gate shows, and where: a change of either is a new page (focus goes to its heading). */
function usePageKey(screen: 'loading' | 'public' | 'onboarding' | 'app'): string | null {
  const { pathname } = useLocation();
  // The onboarding wizard is one page whatever the path.
  return screen === 'loading' ? null : screen === 'onboarding' ? screen : `${screen}:${pathname}`;
}

/**
 * True where the page is rendered for a visitor before the auth state is known: the prerender build, and
 * the browser hydrating a prerendered page without a session. (Both read the auth stores' initial state,
 * "loading", as React takes a store's initial state while rendering on the server and hydrating.)
 */
export const VisitorPageContext = createContext(false);

export function Gate() {
  const { user, session, isLoading } = useAuth();
  const visitorPage = useContext(VisitorPageContext) && !session;
  // While the session loads, a user whose session says onboarding is done sees the app at once (the
  // frame, the page and its remotes start loading beside GET /api/auth/user); anyone else a skeleton.
  const waiting = isLoading && !visitorPage && !user?.onboardingComplete;
  const screen = waiting ? 'loading' : !user ? 'public' : !user.onboardingComplete ? 'onboarding' : 'app';
  usePageFocus(usePageKey(screen));
  // The same element while the screen stays: a prerendered page's boundary that is still hydrating (its
  // chunk on the way) must not get an update, or React drops its HTML and renders it afresh. One comes
  // when the auth store moves from its initial state, which hydration reads, to its real one.
  const screenElement = useMemo(() => {
    let content: ReactNode;
    if (screen === 'loading') content = <FullPageSpinner />;
    else if (screen === 'public') content = <PublicRoutes />;
    else if (screen === 'onboarding') content = <OnboardingScreen />;
    else content = <AppRoutes />;
    return <Suspense fallback={<FullPageSpinner />}>{content}</Suspense>;
  }, [screen]);
  return (
    <>
      <ScrollToTop />
      {screenElement}
    </>
  );
}
