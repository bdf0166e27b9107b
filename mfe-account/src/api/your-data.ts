// "Your data" on the seller profile page (docs/accounts.md): everything the seller has with us, read from
// each service, and deleting the account.
import type { DealAnalysesExport, DeleteAccountInput, RoleplayExport, SubscriptionSummary, User } from '@blindspot/contracts';
import { apiRequest } from '@blindspot/web-core';
import { useMutation } from '@tanstack/react-query';

export interface DataExport {
  exportedAt: string;
  account: User;
  sellerProfile: unknown;
  personalTokens: unknown;
  subscription: SubscriptionSummary | null;
  dealAnalyses: DealAnalysesExport['analyses'];
  roleplaySessions: RoleplayExport['sessions'];
  callReviews: RoleplayExport['callReviews'];
}

/** One read per service, all at once; a part the seller's plan has no route for (API tokens below Pro) is null. */
export async function fetchDataExport(): Promise<DataExport> {
  const optional = <T>(promise: Promise<T>) => promise.catch(() => null);
  const [account, sellerProfile, personalTokens, subscription, deals, roleplay] = await Promise.all([
    apiRequest<User>('GET', '/api/auth/user'),
    apiRequest<unknown>('GET', '/api/seller-profile'),
    optional(apiRequest<unknown>('GET', '/api/auth/personal-tokens')),
    optional(apiRequest<SubscriptionSummary>('GET', '/api/stripe/subscription')),
    apiRequest<DealAnalysesExport>('GET', '/api/deal-analyses/export'),
    apiRequest<RoleplayExport>('GET', '/api/roleplay-sessions/export'),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account,
    sellerProfile,
    personalTokens,
    subscription,
    dealAnalyses: deals.analyses,
    roleplaySessions: roleplay.sessions,
    callReviews: roleplay.callReviews,
  };
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (input: DeleteAccountInput) => apiRequest<void>('DELETE', '/api/user', input) });
}
