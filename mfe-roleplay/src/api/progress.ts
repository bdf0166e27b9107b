// The progress page's two reads (docs/product.md#progress): the roleplay service's figures over the
// seller's scored sessions, and the deals service's count of the elements missing from their deals.
import type { DealProgress, RoleplayProgress } from '@blindspot/contracts';
import { tierRank } from '@blindspot/contracts';
import { useAuth } from '@blindspot/web-core';
import { useQuery } from '@tanstack/react-query';
import { SESSIONS_KEY } from './roleplay-sessions.js';

/** Under the sessions' key: a session scored, started or deleted refreshes it. */
export const ROLEPLAY_PROGRESS_KEY = [...SESSIONS_KEY, 'progress'] as const;
export const DEAL_PROGRESS_KEY = ['/api/deal-analyses', 'progress'] as const;

/** Whether the signed-in seller has the analytics dashboard (Pro); the services check it too (403). */
export function useHasProgress(): boolean {
  const { user } = useAuth();
  return tierRank(user?.subscriptionTier) >= tierRank('pro');
}

export function useRoleplayProgress() {
  return useQuery<RoleplayProgress>({ queryKey: ROLEPLAY_PROGRESS_KEY, enabled: useHasProgress() });
}

export function useDealProgress() {
  return useQuery<DealProgress>({ queryKey: DEAL_PROGRESS_KEY, enabled: useHasProgress() });
}
