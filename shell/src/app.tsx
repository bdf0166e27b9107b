import { useAuth } from '@blindspot/web-core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { Gate } from './gate.js';

const Toaster = lazy(() => import('@blindspot/ui').then((ui) => ({ default: ui.Toaster })));

/**
 * The Toaster (and with it the design system's Radix widgets) loads once a page that can toast is
 * shown: any page but the landing page, or any page once signed in. It then stays mounted.
 */
function DeferredToaster() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (user || pathname !== '/') setWanted(true);
  }, [user, pathname]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Everything under the router (the prerender build renders it in a MemoryRouter at each public path). */
export function AppContent() {
  return (
    <>
      <Gate />
      <DeferredToaster />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
