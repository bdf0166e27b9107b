// Practising from sessions that already happened (issue 14): a finished session re-scored under every methodology.
import type { RoleplayMethodologyScores } from '@blindspot/contracts';
import { useAuth } from '@blindspot/web-core';
import { useQuery } from '@tanstack/react-query';

const BASE = '/api/roleplay-sessions';

/** GET /api/roleplay-sessions/:id/methodology-scores (the default query function); only for a scored session. */
export function useMethodologyScores(id: string, enabled: boolean) {
  const { isAuthenticated } = useAuth();
  return useQuery<RoleplayMethodologyScores>({ queryKey: [BASE, id, 'methodology-scores'], enabled: isAuthenticated && enabled });
}
