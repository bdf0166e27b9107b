import { PublicLayout } from '../layout/public-layout.js';
import { DataProviders } from '../lib/data-providers.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { RemoteComponent } from '../remotes/remote-component.js';

/** /pricing for visitors: the account remote's Pricing & Plans page inside the public layout. */
export default function PublicPricingPage() {
  usePageTitle('Pricing & Plans');
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-16">
        <DataProviders>
          <RemoteComponent id="account/PricingPage" title="Pricing & Plans" />
        </DataProviders>
      </div>
    </PublicLayout>
  );
}
