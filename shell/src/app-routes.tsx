import { Navigate, Route, Routes } from 'react-router-dom';
import { AppShell } from './layout/app-shell.js';
import { DataProviders } from './lib/data-providers.js';
import { usePageTitle } from './lib/use-page-title.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { NotFoundContent } from './pages/not-found-page.js';
import { PrivacyContent } from './pages/privacy-page.js';
import { TermsContent } from './pages/terms-page.js';
import { RemoteComponent } from './remotes/remote-component.js';

function RemotePage({ id, title }: { id: string; title: string }) {
  usePageTitle(title);
  return <RemoteComponent key={id} id={id} title={title} />;
}

/** The signed-in app, inside the app shell. */
export default function AppRoutes() {
  return (
    <DataProviders>
      <AppShell>
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/login" element={<Navigate to="/dashboard" replace />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/deal-analysis" element={<RemotePage id="deals/DealAnalysisPage" title="Deal Analysis" />} />
        <Route path="/deal-analysis/history" element={<RemotePage id="deals/DealHistoryPage" title="Deal Analysis History" />} />
        <Route path="/roleplay" element={<RemotePage id="roleplay/RoleplayArenaPage" title="Roleplay Arena" />} />
        <Route path="/roleplay/history" element={<RemotePage id="roleplay/RoleplayHistoryPage" title="Roleplay History" />} />
        <Route path="/roleplay/sessions/:id" element={<RemotePage id="roleplay/RoleplaySessionPage" title="Roleplay Session" />} />
        <Route path="/roleplay/call-review" element={<RemotePage id="roleplay/CallReviewPage" title="Call Review" />} />
        <Route path="/roleplay/call-review/:id" element={<RemotePage id="roleplay/CallReviewPage" title="Call Review" />} />
        <Route path="/methodologies" element={<RemotePage id="roleplay/MethodologiesPage" title="Methodologies" />} />
        <Route path="/seller-setup" element={<RemotePage id="account/SellerProfilePage" title="Seller Profile" />} />
        <Route path="/pricing" element={<RemotePage id="account/PricingPage" title="Pricing & Plans" />} />
        <Route path="/privacy" element={<PrivacyContent />} />
        <Route path="/terms" element={<TermsContent />} />
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
      </AppShell>
    </DataProviders>
  );
}
