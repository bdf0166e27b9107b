// Every deal-analysis call of spec section 7, one place: fetchers, query keys and hooks.
import type {
  CreateDealAnalysisInput, DealAnalysis, DealAnalysisSummary, DealMessagesResponse,
} from '@blindspot/contracts';
import { apiRequest, streamRequest, useAuth } from '@blindspot/web-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const BASE = '/api/deal-analyses';
/** The list's query key: the default query function GETs the key parts joined with '/'. */
export const ANALYSES_KEY = [BASE] as const;
export const analysisKey = (id: string) => [BASE, id] as const;

/** The user's analyses, newest first (only once signed in). */
export function useDealAnalyses() {
  const { user } = useAuth();
  return useQuery<DealAnalysisSummary[]>({ queryKey: ANALYSES_KEY, enabled: Boolean(user) });
}

/** One analysis; loads only once the user is authenticated. */
export function useDealAnalysis(id: string) {
  const { isAuthenticated } = useAuth();
  return useQuery<DealAnalysis>({ queryKey: analysisKey(id), enabled: isAuthenticated });
}

export function useCreateDealAnalysis() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: (input: CreateDealAnalysisInput) => apiRequest('POST', BASE, input) as Promise<DealAnalysis>,
    onSuccess: (analysis) => {
      queryClient.setQueryData(analysisKey(analysis.id), analysis);
      // The list and the user's monthly count both changed. Only the list: marking the analysis just
      // stored as invalid would fetch it again alongside its first reply.
      void queryClient.invalidateQueries({ queryKey: ANALYSES_KEY, exact: true });
      void refreshUser();
    },
  });
}

export function useDeleteDealAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${BASE}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: analysisKey(id) });
      void queryClient.invalidateQueries({ queryKey: ANALYSES_KEY, exact: true });
    },
  });
}

/**
 * Sends a message; the reply streams into `onText`, and the resolved messages replace the stored list.
 * A read of the analysis still on its way began before the reply was stored: it is cancelled, or it
 * would put the older messages back.
 */
export function useSendDealMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, onText }: { message: string; onText: (text: string) => void }) =>
      streamRequest(`${BASE}/${id}/message`, { message }, onText) as Promise<DealMessagesResponse>,
    onSuccess: async ({ messages, coach, coverage }) => {
      await queryClient.cancelQueries({ queryKey: analysisKey(id), exact: true });
      queryClient.setQueryData<DealAnalysis>(analysisKey(id), (current) =>
        current ? { ...current, messages, coach, coverage: coverage ?? current.coverage } : current,
      );
    },
  });
}
