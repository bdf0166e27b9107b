// The standard plans (docs/product.md#plans), shown when billing cannot be asked. Billing's `GET /api/stripe/plans` is the
// source of truth; with default settings it serves exactly these.
import type { Plan } from '@blindspot/contracts';
import { planCatalogue } from '@blindspot/contracts/plans';

export { periodSuffix } from '@blindspot/contracts/plans';

export const FALLBACK_PLANS: Plan[] = planCatalogue();
