// What the shell and every remote share at run time: one copy per page, whoever loads first.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * One instance per page of each of these: React and the router hold context, zustand and the workspace
 * packages hold module state (session, query cache, toasts, theme), methodologies is content every app shows.
 * `@blindspot/ui/controls` (selects, checkboxes, list controls, confirmation dialogs) is apart from
 * `@blindspot/ui` so the pages that use none of them do not download them (a shared module is bundled whole).
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  '@blindspot/ui',
  '@blindspot/ui/controls',
  '@blindspot/web-core',
  '@blindspot/web-core/query',
  '@blindspot/methodologies',
] as const;
// Not shared: @blindspot/contracts holds no state, and a shared module is bundled whole, so sharing it put
// all of its schemas and zod (25 KB gzipped) on every page; each app now bundles the parts it uses.

export interface SharedSetting {
  singleton: true;
  version?: string;
  requiredVersion?: false;
}

/** react-router's version: the router names resolve to the facade (router.js), which carries it. */
const REACT_ROUTER_VERSION = (require('react-router/package.json') as { version: string }).version;

/** The federation plugin's `shared` option: every singleton, with the version range each app declares. */
export function sharedConfig(): Record<(typeof SINGLETONS)[number], SharedSetting> {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      name === 'react-router' || name === 'react-router-dom'
        ? { singleton: true, version: REACT_ROUTER_VERSION, requiredVersion: false }
        : { singleton: true },
    ]),
  ) as Record<(typeof SINGLETONS)[number], SharedSetting>;
}
