// Remotes are resolved at run time: the gateway (or the dev server) answers /remotes/manifest.json
// with `{ name: remoteEntryUrl }`, so a remote is redeployed without rebuilding the shell.
import { exposedPages, type RemoteId, type RemoteModuleId, remoteOf } from '@blindspot/mf-config/remotes';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export const MANIFEST_URL = '/remotes/manifest.json';

/** Remote id (mf-config's table of remotes) to its `remoteEntry.js` URL. */
export type RemoteManifest = Partial<Record<RemoteId, string>>;

let manifest: Promise<RemoteManifest> | null = null;

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remotes manifest could not be loaded (${response.status}).`);
  const entries = (await response.json()) as RemoteManifest;
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  return entries;
}

/** The manifest, fetched once; a failed fetch is retried on the next call. */
export function loadManifest(): Promise<RemoteManifest> {
  manifest ??= fetchManifest().catch((error: unknown) => {
    manifest = null;
    throw error;
  });
  return manifest;
}

/**
 * Loads `remote/Module` (e.g. `deals/DealAnalysisPage`) and returns its default export. With `retry`,
 * the manifest is read again and the remote re-registered, so a remote that failed (or was redeployed
 * meanwhile) is fetched afresh.
 */
export async function loadRemoteComponent(id: RemoteModuleId, retry = false): Promise<ComponentType> {
  if (retry) manifest = null;
  const entries = await loadManifest();
  const remote = remoteOf(id);
  const entry = entries[remote];
  if (!entry) throw new Error(`No remote named "${remote}" in the manifest.`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  const module = await loadRemote<{ default?: ComponentType }>(id);
  if (!module?.default) throw new Error(`${id} has no default export.`);
  return module.default;
}

/** `/roleplay/sessions/:id` as a pattern matching `/roleplay/sessions/abc`. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);
const PAGE_PATTERNS = exposedPages().flatMap((page) =>
  page.paths.map((path) => ({ pattern: pathPattern(path), remote: remoteOf(page.id) })),
);

/**
 * The remote whose page the signed-in app shows at `pathname` (by the table of remotes), if any. The
 * dashboard's widgets are not counted: they start loading once the dashboard has painted
 * (`RemoteComponent`), so they do not compete with its first paint.
 */
export function remotesAt(pathname: string): RemoteId[] {
  const page = PAGE_PATTERNS.find(({ pattern }) => pattern.test(pathname));
  return page ? [page.remote] : [];
}

/**
 * Starts fetching what the remote page at `pathname` needs, beside the shell's own start-up (the session
 * check, the app's chunks): the manifest, then the remote's entry as a preload, at once instead of one
 * after another when the page renders. Failures are left to the page's own load.
 */
export function preloadRemotesAt(pathname: string): void {
  const remotes = remotesAt(pathname);
  if (remotes.length === 0) return;
  loadManifest().then(
    (entries) => {
      for (const remote of remotes) {
        const href = entries[remote];
        if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = href;
        document.head.append(link);
      }
    },
    () => undefined,
  );
}
