// The signed-in app's routes (the app shell, the dashboard, the remote pages) are a lazy chunk, so the
// landing page does not load them. A returning user's page starts that chunk from the entry script,
// beside the bootstrap's (docs/frontend.md, First paint), and the app renders once it is here: the
// dashboard paints in the first render, not in a retry of the gate's Suspense boundary (React holds a
// retry back for at least 300 ms after the fallback, and longer while anything new in it suspends).
// The entry script imports this file before the shared modules are negotiated: no React here.
import type { ComponentType, ReactNode } from 'react';

export type AppRoutesModule = { default: ComponentType; renderOverFrame(container: HTMLElement, app: ReactNode): void };

let loading: Promise<AppRoutesModule> | null = null;
let loaded: AppRoutesModule | null = null;

/** The app routes' chunk, fetched once; a failed fetch is tried again on the next call. */
export function loadAppRoutes(): Promise<AppRoutesModule> {
  loading ??= import('./app-routes.js').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * For React.lazy: the chunk, handed over synchronously when it is already here (lazy reads a module
 * its thenable resolves at once), so the first render is the app itself, with no Suspense fallback.
 */
export function appRoutesForLazy(): Promise<AppRoutesModule> {
  const module = loaded;
  if (module) {
    // biome-ignore lint/suspicious/noThenProperty: a thenable React.lazy reads, resolving at once (no fallback).
    return { then: (resolve: (value: AppRoutesModule) => void) => resolve(module) } as Promise<AppRoutesModule>;
  }
  return loadAppRoutes();
}
