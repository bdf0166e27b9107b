// Every call of the account area (services/auth and services/billing READMEs), one place: fetchers, query keys and hooks.
import type { OnboardingInput, Plan, SellerProfileInput, SubscriptionSummary, UrlResponse, User } from '@blindspot/contracts';
import { apiRequest, refreshSession, refreshUser, useAuth } from '@blindspot/web-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FALLBACK_PLANS } from '../lib/plans.js';

/** Query keys: the default query function GETs the key parts joined with '/'. */
export const SELLER_PROFILE_KEY = ['/api/seller-profile'] as const;
export const PLANS_KEY = ['/api/stripe/plans'] as const;
export const SUBSCRIPTION_KEY = ['/api/stripe/subscription'] as const;

// ---- seller profile ----

/** The signed-in seller's profile (`{}` when there is none yet). */
export function useSellerProfile() {
  const { user } = useAuth();
  return useQuery<Partial<SellerProfileInput>>({ queryKey: SELLER_PROFILE_KEY, enabled: Boolean(user) });
}

export const saveSellerProfile = (profile: SellerProfileInput) =>
  apiRequest<Partial<SellerProfileInput>>('PUT', '/api/seller-profile', profile);

export function useSaveSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSellerProfile,
    // The server answers the stored profile: it becomes the cache ("profile cache refreshed").
    onSuccess: (stored) => queryClient.setQueryData(SELLER_PROFILE_KEY, stored ?? {}),
  });
}

// ---- onboarding ----

/**
 * One submission, two calls in order: the onboarding answers, then the seller profile (docs/product.md#onboarding).
 * The second starts only once the first succeeded; either failing rejects the whole submission.
 */
export async function completeOnboarding(about: OnboardingInput, profile: SellerProfileInput) {
  await apiRequest<User>('PATCH', '/api/user/onboarding', about);
  return saveSellerProfile(profile);
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ about, profile }: { about: OnboardingInput; profile: SellerProfileInput }) => completeOnboarding(about, profile),
    onSuccess: (stored) => queryClient.setQueryData(SELLER_PROFILE_KEY, stored ?? {}),
  });
}

// ---- plans and subscription (billing) ----

/**
 * The three plans from billing. Should billing not answer, the page still shows the standard plans
 * (upgrading then fails with the checkout toast rather than leaving an empty page).
 */
export function usePlans() {
  const query = useQuery<Plan[]>({ queryKey: PLANS_KEY });
  const plans = query.data?.length ? query.data : query.isError ? FALLBACK_PLANS : undefined;
  return { plans, isLoading: query.isLoading, isError: query.isError };
}

/** The user's own subscription (status, renewal, cancellation); only for paying users. */
export function useSubscription(enabled: boolean) {
  return useQuery<SubscriptionSummary>({ queryKey: SUBSCRIPTION_KEY, enabled });
}

export const createCheckoutSession = (priceId: string) =>
  apiRequest<UrlResponse>('POST', '/api/stripe/create-checkout-session', { priceId });

export const openSubscriptionPortal = () => apiRequest<UrlResponse>('POST', '/api/stripe/manage-subscription');

const SYNC_ATTEMPTS = 6;
const SYNC_DELAY_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from a paid checkout: refresh the session so the token carries the new tier, and the user so
 * the page shows it. Billing tells auth through an outbox (and Stripe through a webhook), so when the
 * user does not show the subscription's tier yet, try again a few times.
 */
export async function syncAfterCheckout(): Promise<User | null> {
  let user: User | null = null;
  for (let attempt = 1; attempt <= SYNC_ATTEMPTS; attempt++) {
    await refreshSession();
    user = await refreshUser();
    const summary = await apiRequest<SubscriptionSummary>('GET', SUBSCRIPTION_KEY[0]).catch(() => null);
    const settled = !summary || (summary.status !== 'none' && summary.tier === (user?.subscriptionTier ?? 'free'));
    if (settled || attempt === SYNC_ATTEMPTS) break;
    await sleep(SYNC_DELAY_MS);
  }
  return user;
}
