import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from './pages/landing/landing-page.js';

const LoginPage = lazy(() => import('./pages/login-page.js'));
const PublicPricingPage = lazy(() => import('./pages/public-pricing-page.js'));
const PrivacyPage = lazy(() => import('./pages/privacy-page.js'));
const TermsPage = lazy(() => import('./pages/terms-page.js'));
const NotFoundPage = lazy(() => import('./pages/not-found-page.js'));

/** What a signed-out visitor can open. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage mode="sign-in" />} />
      <Route path="/signup" element={<LoginPage mode="sign-up" />} />
      <Route path="/pricing" element={<PublicPricingPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
