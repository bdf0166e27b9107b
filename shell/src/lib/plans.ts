import { planCatalogue } from '@blindspot/contracts/plans';

// The landing page shows the plans billing sells (the signed-in pricing page reads them from billing).
export const PUBLIC_PLANS = planCatalogue();
