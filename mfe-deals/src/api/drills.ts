// Deal -> drill: a roleplay built from this analysis (the roleplay service's drills). The page sends the
// analysis as it has it; the roleplay service copies what the drill needs into the session.
import type { CreateDealDrillInput, DealDrillSummary, RoleplaySession } from '@blindspot/contracts';
import { apiRequest, useAuth } from '@blindspot/web-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const DRILLS = '/api/roleplay-sessions/drills';
/** Under the roleplay key, so the roleplay remote's lists and figures are read again too. */
export const drillsKey = (analysisId: string) => ['/api/roleplay-sessions', 'drills', analysisId] as const;

export function useStartDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealDrillInput) => apiRequest('POST', DRILLS, input) as Promise<RoleplaySession>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/roleplay-sessions'] }),
  });
}

/** The drills started from this analysis, newest first. */
export function useDealDrills(analysisId: string) {
  const { isAuthenticated } = useAuth();
  return useQuery<DealDrillSummary[]>({
    queryKey: drillsKey(analysisId),
    queryFn: ({ signal }) =>
      apiRequest<DealDrillSummary[]>('GET', `${DRILLS}?dealAnalysisId=${encodeURIComponent(analysisId)}`, undefined, { signal }),
    enabled: isAuthenticated,
    staleTime: 0,
  });
}
