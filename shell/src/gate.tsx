// Gate order (docs/product.md#gate): a centred spinner while the session loads; signed out, the public
// routes; signed in with onboarding incomplete, the onboarding wizard; otherwise the app.
import { SPINNER, cx } from '@blindspot/ui/recipes';
import { useAuth } from '@blindspot/web-core';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageFocus } from './lib/focus.js';

// Loaded on demand so the landing page's initial JavaScript stays small.
const PublicRoutes = lazy(() => import('./public-routes.js'));
const AppRoutes = lazy(() => import('./app-routes.js'));
const OnboardingScreen = lazy(() => import('./pages/onboarding-screen.js'));

export function FullPageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center" data-testid="session-loading">
      <Loader2 role="status" aria-label="Loading" className={cx('size-8', SPINNER)} />
    </div>
  );
}

/** Back to the top on navigation, except for in-page anchors. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
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

export function Gate() {
  const { user, isLoading } = useAuth();
  const screen = isLoading ? 'loading' : !user ? 'public' : !user.onboardingComplete ? 'onboarding' : 'app';
  usePageFocus(usePageKey(screen));
  let content;
  if (screen === 'loading') content = <FullPageSpinner />;
  else if (screen === 'public') content = <PublicRoutes />;
  else if (screen === 'onboarding') content = <OnboardingScreen />;
  else content = <AppRoutes />;
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<FullPageSpinner />}>{content}</Suspense>
    </>
  );
}
