// Renders a remote's exposed component: loaded only when shown, with a fallback while it loads and an
// error panel with Retry when the remote (or its service) fails, never a blank page.
import { exposedModule, type RemoteModuleId, remoteOf } from '@blindspot/mf-config/remotes';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PortalContainerContext, Skeleton } from '@blindspot/ui';
import { AlertTriangle, RotateCw } from 'lucide-react';
import {
  Component,
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { afterNextPaint } from '../lib/after-paint.js';

export type RemoteLoader = (id: RemoteModuleId, retry: boolean) => Promise<ComponentType>;

/** How remote modules are loaded; the Module Federation runtime unless a test provides another. */
export const RemoteLoaderContext = createContext<RemoteLoader>(async (id, retry) => {
  const { loadRemoteComponent } = await import('./federation.js');
  return loadRemoteComponent(id, retry);
});

class ErrorBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('A remote module failed', error);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export function RemoteErrorPanel({ title, compact, onRetry }: { title: string; compact?: boolean; onRetry: () => void }) {
  return (
    <Card data-testid="remote-error" role="alert" className={compact ? 'h-full gap-3' : 'mx-auto my-8 max-w-lg gap-4'}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlertTriangle className="size-5 text-warning" aria-hidden />
          {title}
        </CardTitle>
        <CardDescription>
          {compact
            ? 'This section is unavailable right now. The rest of your dashboard still works.'
            : 'This part of Blindspot could not be loaded. Check your connection and try again.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden />
          Retry
        </Button>
      </CardContent>
    </Card>
  );
}

/** A remote page on its way: the outline of a page (its heading, a line, a panel), announced as loading. */
function PageFallback() {
  return (
    <div className="min-h-[40vh] space-y-6" role="status" aria-label="Loading" data-testid="remote-loading">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

export function WidgetFallback() {
  return (
    <Card className="h-full gap-4" aria-busy="true">
      <CardHeader>
        <Skeleton className="h-5 w-40" />
      </CardHeader>
      <CardContent className="space-y-3">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-3/4" />
      </CardContent>
    </Card>
  );
}

/**
 * The remote's stylesheet is scoped to `data-area="{remote}"` (mf-config's AREA_ATTRIBUTE): its content
 * renders in such an element (no box of its own), and its overlays in another at the end of <body>.
 */
function RemoteArea({ area, children }: { area: string; children: ReactNode }) {
  // None while prerendering (no document): overlays open in the browser only.
  const [overlays] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.setAttribute('data-area', area);
    return element;
  });
  useLayoutEffect(() => {
    if (!overlays) return;
    document.body.appendChild(overlays);
    return () => overlays.remove();
  }, [overlays]);
  return (
    <PortalContainerContext.Provider value={overlays}>
      <div data-area={area} className="contents">
        {children}
      </div>
    </PortalContainerContext.Provider>
  );
}

interface RemoteComponentProps {
  /** `remote/ExposedModule`, e.g. `deals/DealAnalysisPage`, as mf-config's table of remotes lists them. */
  id: RemoteModuleId;
  /** Names the feature in the error panel, e.g. "Deal Analysis"; by default the table's title. */
  title?: string;
  variant?: 'page' | 'widget';
}

export function RemoteComponent({ id, title = exposedModule(id).title, variant = 'page' }: RemoteComponentProps) {
  const loader = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(() => lazy(async () => ({ default: await loader(id, attempt > 0) })), [loader, id, attempt]);
  const widget = variant === 'widget';
  // A widget is the page's second thought: it starts loading once the page around it has painted, so its
  // remote (manifest, entry, chunks, styles) never delays that paint, nor holds back the render that
  // shows it (React keeps a newly shown tree off screen while something new in it suspends).
  const [started, setStarted] = useState(!widget);
  useEffect(() => {
    if (started) return;
    let live = true;
    void afterNextPaint().then(() => live && setStarted(true));
    return () => {
      live = false;
    };
  }, [started]);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <RemoteErrorPanel
          title={widget ? `${title} unavailable` : `${title} could not be loaded`}
          compact={widget}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
    >
      <Suspense fallback={widget ? <WidgetFallback /> : <PageFallback />}>
        {started ? (
          <RemoteArea area={remoteOf(id)}>
            <Loaded />
          </RemoteArea>
        ) : (
          <WidgetFallback />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
