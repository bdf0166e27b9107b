// The remotes the shell loads at run time and what each exposes, written once. The remotes' rspack
// configs build their `exposes` from it, their standalone dev pages route by it, and the shell's routes
// and remote loader take their ids from it: a renamed remote or exposed module fails the type check
// (the shell, the rspack configs) or the build (a file that is not there). Browser-safe: data only.

/** A page a remote exposes: the shell routes `paths` to it (the first is where the standalone page links). */
export interface ExposedPage {
  kind: 'page';
  /** The module's source, relative to the remote's folder; its default export is a component. */
  file: string;
  /** Names the page in the browser tab and in its error panel. */
  title: string;
  paths: readonly string[];
}

/** A widget (a dashboard card): no path of its own. */
export interface ExposedWidget {
  kind: 'widget';
  file: string;
  title: string;
}

export type ExposedModule = ExposedPage | ExposedWidget;

export interface RemoteDefinition {
  /** The environment variable that points the shell at this remote's `remoteEntry.js` elsewhere. */
  urlEnv: string;
  /** Where `npm run dev` serves the remote alone (the shell's dev manifest points at it). */
  devPort: number;
  exposes: Readonly<Record<string, ExposedModule>>;
}

export const REMOTES = {
  deals: {
    urlEnv: 'REMOTE_DEALS_URL',
    devPort: 4001,
    exposes: {
      DealAnalysisPage: { kind: 'page', file: './src/pages/deal-analysis-page.tsx', title: 'Deal Analysis', paths: ['/deal-analysis'] },
      DealHistoryPage: {
        kind: 'page',
        file: './src/pages/deal-history-page.tsx',
        title: 'Deal Analysis History',
        paths: ['/deal-analysis/history'],
      },
      SavedAnalysesWidget: { kind: 'widget', file: './src/pages/saved-analyses-widget.tsx', title: 'Saved Deal Analyses' },
    },
  },
  roleplay: {
    urlEnv: 'REMOTE_ROLEPLAY_URL',
    devPort: 4002,
    exposes: {
      RoleplayArenaPage: { kind: 'page', file: './src/pages/roleplay-arena-page.tsx', title: 'Roleplay Arena', paths: ['/roleplay'] },
      RoleplayHistoryPage: {
        kind: 'page',
        file: './src/pages/roleplay-history-page.tsx',
        title: 'Roleplay History',
        paths: ['/roleplay/history'],
      },
      RoleplaySessionPage: {
        kind: 'page',
        file: './src/pages/roleplay-session-page.tsx',
        title: 'Roleplay Session',
        paths: ['/roleplay/sessions/:id'],
      },
      // The form and list, and one review.
      CallReviewPage: {
        kind: 'page',
        file: './src/pages/call-review-page.tsx',
        title: 'Call Review',
        paths: ['/roleplay/call-review', '/roleplay/call-review/:id'],
      },
      MethodologiesPage: { kind: 'page', file: './src/pages/methodologies-page.tsx', title: 'Methodologies', paths: ['/methodologies'] },
      // Pro's analytics dashboard: the roleplay figures and the deal gaps (docs/product.md#progress).
      ProgressPage: { kind: 'page', file: './src/pages/progress-page.tsx', title: 'Your Progress', paths: ['/progress'] },
      RecentSessionsWidget: { kind: 'widget', file: './src/pages/recent-sessions-widget.tsx', title: 'Recent Roleplay Sessions' },
    },
  },
  account: {
    urlEnv: 'REMOTE_ACCOUNT_URL',
    devPort: 4003,
    exposes: {
      SellerProfilePage: { kind: 'page', file: './src/pages/seller-profile-page.tsx', title: 'Seller Profile', paths: ['/seller-setup'] },
      PricingPage: { kind: 'page', file: './src/pages/pricing-page.tsx', title: 'Pricing & Plans', paths: ['/pricing'] },
      // No route: the shell shows it in place of the app, whatever the path, until onboarding is complete.
      OnboardingWizard: { kind: 'page', file: './src/pages/onboarding-wizard.tsx', title: 'Onboarding', paths: [] },
      PlanWidget: { kind: 'widget', file: './src/pages/plan-widget.tsx', title: 'Your plan' },
    },
  },
} as const satisfies Record<string, RemoteDefinition>;

export type Remotes = typeof REMOTES;
export type RemoteId = keyof Remotes;
export type ExposeName<R extends RemoteId> = keyof Remotes[R]['exposes'] & string;
/** `remote/ExposedModule`, the id Module Federation loads (`deals/DealAnalysisPage`). */
export type RemoteModuleId = { [R in RemoteId]: `${R}/${ExposeName<R>}` }[RemoteId];
/** The ids of the exposed pages only (routes), and of the widgets only (dashboard cards). */
export type RemotePageId = {
  [R in RemoteId]: { [E in ExposeName<R>]: Remotes[R]['exposes'][E] extends { kind: 'page' } ? `${R}/${E}` : never }[ExposeName<R>];
}[RemoteId];
export type RemoteWidgetId = Exclude<RemoteModuleId, RemotePageId>;

export const REMOTE_IDS = Object.keys(REMOTES) as RemoteId[];

/** The remote an id names (`deals/DealAnalysisPage` → `deals`). */
export function remoteOf(id: RemoteModuleId): RemoteId {
  return id.slice(0, id.indexOf('/')) as RemoteId;
}

/** The table entry of an exposed module. */
export function exposedModule(id: RemoteModuleId): ExposedModule {
  const remote = remoteOf(id);
  const name = id.slice(remote.length + 1);
  return (REMOTES[remote].exposes as Readonly<Record<string, ExposedModule>>)[name]!;
}

/** Every exposed page with its id, in the table's order (the shell's routes are made from it). */
export function exposedPages(): Array<{ id: RemotePageId } & ExposedPage> {
  return REMOTE_IDS.flatMap((remote) =>
    Object.entries(REMOTES[remote].exposes as Readonly<Record<string, ExposedModule>>)
      .filter((entry): entry is [string, ExposedPage] => entry[1].kind === 'page')
      .map(([name, page]) => ({ id: `${remote}/${name}` as RemotePageId, ...page })),
  );
}

/** Where the shell's dev server serves the shell itself; the remotes' dev servers let it load their scripts. */
export const SHELL_DEV_PORT = 4000;
