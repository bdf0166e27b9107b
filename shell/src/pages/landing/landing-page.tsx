import { PublicLayout } from '../../layout/public-layout.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { Comparison } from './comparison.js';
import { Features } from './features.js';
import { Hero } from './hero.js';
import { Methodologies } from './methodologies.js';
import { PricingSection } from './pricing-section.js';

export function LandingPage() {
  usePageTitle(undefined);
  return (
    <PublicLayout base="">
      <Hero />
      <Features />
      <Methodologies />
      <Comparison />
      <PricingSection />
    </PublicLayout>
  );
}
