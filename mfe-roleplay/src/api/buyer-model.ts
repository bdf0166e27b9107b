import type { BuyerModel } from '@blindspot/contracts';
import { useQuery } from '@tanstack/react-query';

/** Who plays the buyer in this deployment: the offline coach, or the configured model (GET /api/roleplay-sessions/buyer-model). */
export function useBuyerModel() {
  return useQuery<BuyerModel>({ queryKey: ['/api/roleplay-sessions/buyer-model'] });
}
