// The product's HTTP API through the gateway, for what a test needs set up but does not test itself:
// a fresh user, a finished onboarding, a paid plan, seeded analyses and sessions.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.js';

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string; subscriptionTier?: string | null; [key: string]: unknown };
}

export interface TestUser {
  email: string;
  password: string;
  session: Session;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    method: string,
    path: string,
  ) {
    super(`${method} ${path}: ${status} ${typeof body === 'string' ? body : JSON.stringify(body)}`);
  }
}

export async function api<T = unknown>(
  method: string,
  path: string,
  { token, body, base = baseUrl() }: { token?: string; body?: unknown; base?: string } = {},
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  if (!response.ok) throw new ApiError(response.status, parsed, method, path);
  return parsed as T;
}

/** A unique e-mail per call, so every test has its own user. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export const PASSWORD = 'correct-horse-42';

export const ONBOARDING = { role: 'ae', industry: 'saas', yearsExperience: '3-5' } as const;

/** Signs a new user up through the API; with `onboarded` (default) the onboarding is completed too. */
export async function signUp(label: string, { onboarded = true, base }: { onboarded?: boolean; base?: string } = {}): Promise<TestUser> {
  const email = uniqueEmail(label);
  const { session } = await api<{ session: Session }>('POST', '/api/auth/signup', { body: { email, password: PASSWORD }, base });
  if (onboarded) await api('PATCH', '/api/user/onboarding', { token: session.access_token, body: ONBOARDING, base });
  return { email, password: PASSWORD, session };
}

/**
 * A new sign-in's access token, carrying the user's current tier. (Once a session is handed to the
 * browser, its refresh token is the browser's: using it here too would be a reuse, which ends that sign-in.)
 */
export async function freshToken(user: TestUser, base?: string): Promise<string> {
  const { session } = await api<{ session: Session }>('POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
    base,
  });
  return session.access_token;
}

/** A fresh token pair, carrying the user's current tier (only before the session is handed to a browser). */
export async function refresh(user: TestUser, base?: string): Promise<Session> {
  const { session } = await api<{ session: Session }>('POST', '/api/auth/refresh', {
    body: { refresh_token: user.session.refresh_token },
    base,
  });
  user.session = session;
  return session;
}

export const SESSION_STORAGE_KEY = 'blindspot-session';

/**
 * Puts the user's session where the app keeps it (localStorage, as after signing in) without going
 * through the login screen, then opens `path`.
 */
export async function openSignedIn(page: Page, user: TestUser, path = '/dashboard'): Promise<void> {
  // Any same-origin document will do; the manifest is small and renders no app.
  await page.goto('/remotes/manifest.json');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify({ state: { session: user.session }, version: 0 }),
  ] as const);
  await page.goto(path);
}

interface PlanInfo {
  tier: string;
  priceId: string | null;
}

/**
 * Buys `tier` through billing's local test checkout, the way the browser does it (checkout session, then
 * the Pay form), and refreshes the session so its token carries the new tier.
 */
export async function upgradeThroughTestCheckout(user: TestUser, tier: 'practice' | 'pro'): Promise<Session> {
  const plans = await api<PlanInfo[]>('GET', '/api/stripe/plans');
  const plan = plans.find((p) => p.tier === tier);
  if (!plan?.priceId) throw new Error(`no ${tier} plan with a price in ${JSON.stringify(plans)}`);
  const { url } = await api<{ url: string }>('POST', '/api/stripe/create-checkout-session', {
    token: user.session.access_token,
    body: { priceId: plan.priceId },
  });
  const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303 && paid.status !== 302) throw new Error(`test checkout Pay answered ${paid.status}: ${await paid.text()}`);
  // Billing tells auth through its outbox; the Pay handler waits for that, but give it a moment more.
  for (let attempt = 0; attempt < 50; attempt++) {
    const session = await refresh(user);
    if (session.user.subscriptionTier === tier) return session;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the ${tier} plan did not reach the session`);
}
