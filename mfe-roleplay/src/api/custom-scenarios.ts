// Custom scenarios (services/roleplay/README.md): the seller's own buyers, and sessions started from them.
import type { CustomScenario, CustomScenarioInput, RoleplaySession, ScenarioGoals, SessionType } from '@blindspot/contracts';
import { apiRequest, useAuth } from '@blindspot/web-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const BASE = '/api/roleplay-sessions';
const SCENARIOS = `${BASE}/custom-scenarios`;
/** Under the sessions' key: a new session from a scenario refreshes the lists and figures with everything else. */
export const CUSTOM_SCENARIOS_KEY = [BASE, 'custom-scenarios'] as const;

export function useCustomScenarios() {
  const { isAuthenticated } = useAuth();
  return useQuery<CustomScenario[]>({ queryKey: CUSTOM_SCENARIOS_KEY, enabled: isAuthenticated });
}

/** Writes a new scenario (no id) or rewrites one; the list is read again. */
export function useSaveCustomScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CustomScenarioInput }) =>
      (id ? apiRequest('PUT', `${SCENARIOS}/${id}`, input) : apiRequest('POST', SCENARIOS, input)) as Promise<CustomScenario>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_SCENARIOS_KEY }),
  });
}

export function useDeleteCustomScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${SCENARIOS}/${id}`) as Promise<void>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_SCENARIOS_KEY }),
  });
}

/** A new text session playing the scenario; every roleplay list and figure is read again. */
export function useStartCustomScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sessionType }: { id: string; sessionType: SessionType }) =>
      apiRequest('POST', `${SCENARIOS}/${id}/sessions`, { sessionType }) as Promise<RoleplaySession>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BASE] }),
  });
}

/** A scenario session's goals read against its transcript. */
export function useScenarioGoals(sessionId: string, enabled: boolean) {
  const { isAuthenticated } = useAuth();
  return useQuery<ScenarioGoals>({
    queryKey: [BASE, sessionId, 'scenario-goals'],
    queryFn: () => apiRequest<ScenarioGoals>('GET', `${BASE}/${sessionId}/scenario-goals`),
    enabled: isAuthenticated && enabled,
    staleTime: 0,
  });
}
