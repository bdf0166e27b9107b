// Practising from sessions that already happened (issue 14): a finished session re-scored under every
// methodology, a retry from one seller turn and the tries it makes.
import type {
  DealAnalysis,
  DealDrillGoalResult,
  DealDrillProgress,
  RoleplayMethodologyScores,
  RoleplaySession,
  SessionAttempts,
} from '@blindspot/contracts';
import { apiRequest, useAuth } from '@blindspot/web-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const BASE = '/api/roleplay-sessions';

/** GET /api/roleplay-sessions/:id/methodology-scores (the default query function); only for a scored session. */
export function useMethodologyScores(id: string, enabled: boolean) {
  const { isAuthenticated } = useAuth();
  return useQuery<RoleplayMethodologyScores>({ queryKey: [BASE, id, 'methodology-scores'], enabled: isAuthenticated && enabled });
}

export const retrySession = (id: string, messageIndex: number): Promise<RoleplaySession> =>
  apiRequest('POST', `${BASE}/${id}/retry`, { messageIndex }) as Promise<RoleplaySession>;

/** A new session from one seller turn; every roleplay list and figure is read again. */
export function useRetrySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, messageIndex }: { id: string; messageIndex: number }) => retrySession(id, messageIndex),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BASE] }),
  });
}

/** The origin and its retries, with their scores (read fresh each time). */
export function useSessionAttempts(id: string, enabled = true) {
  const { isAuthenticated } = useAuth();
  return useQuery<SessionAttempts>({ queryKey: [BASE, id, 'attempts'], enabled: isAuthenticated && enabled, staleTime: 0 });
}

/** A session by id, for the words of the turn a retry started from (null when it was deleted). */
export function useOriginSession(id: string | null) {
  const { isAuthenticated } = useAuth();
  return useQuery<RoleplaySession>({
    queryKey: [BASE, id ?? '', 'origin'],
    queryFn: () => apiRequest<RoleplaySession>('GET', `${BASE}/${id}`),
    enabled: isAuthenticated && Boolean(id),
  });
}

/** A drill's goals read against its transcript so far; `turns` (the messages shown) reads them again as the call goes on. */
export function useDrillProgress(id: string, enabled: boolean, turns = 0) {
  const { isAuthenticated } = useAuth();
  return useQuery<DealDrillProgress>({
    queryKey: [BASE, id, 'drill-goals', turns],
    queryFn: () => apiRequest<DealDrillProgress>('GET', `${BASE}/${id}/drill-goals`),
    enabled: isAuthenticated && enabled,
    staleTime: 0,
  });
}

/**
 * "Add what you learned to the deal": what the drill's closed goals say, sent to the deal's own service
 * (`POST /api/deal-analyses/:id/learnings`), which appends it to the notes and reads them again. The
 * answer is the analysis; every deal query is read again.
 */
export function useAddLearningsToDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealAnalysisId, sessionId, goals }: { dealAnalysisId: string; sessionId: string; goals: DealDrillGoalResult[] }) =>
      apiRequest('POST', `/api/deal-analyses/${dealAnalysisId}/learnings`, {
        sessionId,
        findings: goals
          .filter((goal) => goal.closed && goal.turn && goal.answer)
          .map((goal) => ({ element: goal.element, name: goal.name, turn: goal.turn, answer: goal.answer })),
      }) as Promise<DealAnalysis>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/deal-analyses'] }),
  });
}
