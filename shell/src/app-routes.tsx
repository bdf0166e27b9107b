import { exposedPages, type RemotePageId } from '@blindspot/mf-config/remotes';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppShell } from './layout/app-shell.js';
import { DataProviders } from './lib/data-providers.js';
import { keepFrameRecord } from './lib/signed-in-frame.js';
import { usePageTitle } from './lib/use-page-title.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { NotFoundContent } from './pages/not-found-page.js';
import { PrivacyContent } from './pages/privacy-page.js';
import { TermsContent } from './pages/terms-page.js';
import { RemoteComponent } from './remotes/remote-component.js';

function RemotePage({ id, title }: { id: RemotePageId; title: string }) {
  usePageTitle(title);
  return <RemoteComponent key={id} id={id} title={title} />;
}

// For bootstrap.tsx, which renders the app over a prerendered frame: here, off the landing page's scripts.
export { renderOverFrame } from './lib/signed-in-frame.js';

/** The signed-in app, inside the app shell; the remotes' pages at the paths the table of remotes gives them. */
export default function AppRoutes() {
  // The record the next visit's prerendered frame is filled from, kept while the app is shown.
  useEffect(() => keepFrameRecord(), []);
  return (
    <DataProviders>
      <AppShell>
        <Routes>
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          <Route path="/login" element={<Navigate to="/dashboard" replace />} />
          <Route path="/signup" element={<Navigate to="/dashboard" replace />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          {exposedPages().flatMap((page) =>
            page.paths.map((path) => <Route key={path} path={path} element={<RemotePage id={page.id} title={page.title} />} />),
          )}
          <Route path="/privacy" element={<PrivacyContent />} />
          <Route path="/terms" element={<TermsContent />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AppShell>
    </DataProviders>
  );
}
