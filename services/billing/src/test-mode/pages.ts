// The HTML of the local test-mode checkout and portal: small, self-contained pages (no scripts), each
// action a plain form POST whose URL carries the page's unguessable token.
import { type Plan, PRODUCT_NAME, TIER_LABELS } from '@blindspot/contracts';
import type { Subscription } from '../subscriptions/subscription.entity.js';
import { isManageable } from '../subscriptions/subscription-state.js';

export const TEST_MODE_BANNER = 'Test mode — no real payment';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const formatDate = (date: Date): string =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; }
  .banner { background: #fde68a; color: #713f12; text-align: center; padding: .75rem; font-weight: 600; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: .75rem; padding: 2rem; box-shadow: 0 1px 3px rgb(0 0 0 / .1); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  .price { font-size: 2rem; font-weight: 700; }
  .muted { color: #52525b; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button, a.button {
    flex: 1; padding: .75rem 1rem; border-radius: .5rem; border: 1px solid #d4d4d8; background: #fff;
    font: inherit; cursor: pointer; text-align: center; text-decoration: none; color: inherit;
  }
  button.primary { background: #18181b; color: #fff; border-color: #18181b; }
  form { flex: 1; display: flex; }
  form button { flex: 1; }
</style>
</head>
<body>
<div class="banner" role="status">${TEST_MODE_BANNER}</div>
<main>
${body}
</main>
</body>
</html>`;
}

export function checkoutPage(plan: Plan, token: string): string {
  const action = `/api/stripe/test-checkout/${encodeURIComponent(token)}`;
  return page(
    `Checkout: ${plan.name}`,
    `<h1>Subscribe to ${escapeHtml(plan.name)}</h1>
<p class="price">${escapeHtml(plan.price)} <span class="muted">${escapeHtml(plan.period)}</span></p>
<p class="muted">${escapeHtml(plan.description)}</p>
<p class="muted">No card is needed and nothing is charged: paying here only changes your plan in this installation.</p>
<div class="actions">
  <form method="post" action="${action}/cancel"><button type="submit">Cancel</button></form>
  <form method="post" action="${action}/pay"><button type="submit" class="primary">Pay ${escapeHtml(plan.price)}</button></form>
</div>`,
  );
}

export function portalPage(subscription: Subscription, token: string): string {
  const action = `/api/stripe/test-portal/${encodeURIComponent(token)}`;
  const periodEnd = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  const manageable = isManageable(subscription.status);
  const state = !manageable
    ? 'You have no active subscription.'
    : subscription.cancelAtPeriodEnd
      ? `Your plan is cancelled and ends${periodEnd ? ` on ${periodEnd}` : ''}.`
      : periodEnd
        ? `Renews on ${periodEnd}.`
        : 'Your plan is active.';
  const change = !manageable
    ? ''
    : subscription.cancelAtPeriodEnd
      ? `<form method="post" action="${action}/resume"><button type="submit" class="primary">Resume subscription</button></form>`
      : `<form method="post" action="${action}/cancel"><button type="submit">Cancel subscription</button></form>`;
  return page(
    'Manage subscription',
    `<h1>Manage subscription</h1>
<p>Current plan: <strong>${TIER_LABELS[subscription.planTier]}</strong></p>
<p class="muted">${escapeHtml(state)}</p>
<div class="actions">
  <a class="button" href="/pricing">Back to ${PRODUCT_NAME}</a>
  ${change}
</div>`,
  );
}

export function linkExpiredPage(): string {
  return page(
    'Link expired',
    `<h1>This link has expired</h1>
<p class="muted">It was already used or is too old. Start again from the pricing page.</p>
<div class="actions"><a class="button" href="/pricing">Back to pricing</a></div>`,
  );
}
