// The buyer's-eye debrief of a finished session (GET /api/roleplay-sessions/:id/debrief).
import type { BuyerDebrief } from '@blindspot/contracts';
import { useAuth } from '@blindspot/web-core';
import { useQuery } from '@tanstack/react-query';

/** Read through the default query function; only for a scored session (the service answers 409 otherwise). */
export function useBuyerDebrief(id: string, enabled: boolean) {
  const { isAuthenticated } = useAuth();
  return useQuery<BuyerDebrief>({ queryKey: ['/api/roleplay-sessions', id, 'debrief'], enabled: isAuthenticated && enabled });
}
