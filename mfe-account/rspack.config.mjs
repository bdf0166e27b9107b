import { createRemoteConfig } from '@blindspot/mf-config';

export default createRemoteConfig({
  name: 'account',
  exposes: {
    './OnboardingWizard': './src/pages/onboarding-wizard.tsx',
    './SellerProfilePage': './src/pages/seller-profile-page.tsx',
    './PricingPage': './src/pages/pricing-page.tsx',
    './PlanWidget': './src/pages/plan-widget.tsx',
  },
  dirname: import.meta.dirname,
  port: 4003,
});
