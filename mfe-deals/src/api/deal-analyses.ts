// Every deal-analysis call (services/deals/README.md), one place: fetchers, query keys and hooks.
import type {
  CreateDealAnalysisInput,
  DealAnalysis,
  DealAnalysisListQuery,
  DealAnalysisPage,
  DealMessagesResponse,
} from '@blindspot/contracts';
import { apiRequest, streamRequest, useAuth } from '@blindspot/web-core';
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const BASE = '/api/deal-analyses';
export const analysisKey = (id: string) => [BASE, id] as const;
/** Every paged list (the dashboard's latest, the history with its search): invalidated together. */
export const LISTS_KEY = [BASE, 'list'] as const;

/** Search and filters of the history; empty values are left out of the request. */
export type DealListFilters = Omit<DealAnalysisListQuery, 'cursor' | 'limit'>;

function listPath(query: DealAnalysisListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return `${BASE}?${params}`;
}

export const fetchDealAnalysisPage = (query: DealAnalysisListQuery, signal?: AbortSignal): Promise<DealAnalysisPage> =>
  apiRequest<DealAnalysisPage>('GET', listPath(query), undefined, { signal });

/** The latest `limit` analyses (the dashboard card), with how many there are in all. */
export function useLatestDealAnalyses(limit: number) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...LISTS_KEY, 'latest', limit],
    queryFn: ({ signal }) => fetchDealAnalysisPage({ limit: String(limit) }, signal),
    enabled: Boolean(user),
  });
}

/** The history: pages of `pageSize` matching the filters, newest first, the next one on `fetchNextPage`. */
export function useDealAnalysisHistory(filters: DealListFilters, pageSize: number) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: [...LISTS_KEY, 'history', filters, pageSize],
    queryFn: ({ pageParam, signal }) =>
      fetchDealAnalysisPage({ ...filters, limit: String(pageSize), cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(user),
  });
}

const invalidateLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: LISTS_KEY });

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
      // The lists and the user's monthly count changed. Only the lists: marking the analysis just
      // stored as invalid would fetch it again alongside its first reply.
      void invalidateLists(queryClient);
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
      void invalidateLists(queryClient);
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
    mutationFn: ({ message, onText, idempotencyKey }: { message: string; onText: (text: string) => void; idempotencyKey?: string }) =>
      streamRequest(`${BASE}/${id}/message`, { message }, onText, { idempotencyKey }) as Promise<DealMessagesResponse>,
    onSuccess: async ({ messages, coach, coverage }) => {
      await queryClient.cancelQueries({ queryKey: analysisKey(id), exact: true });
      queryClient.setQueryData<DealAnalysis>(analysisKey(id), (current) =>
        current ? { ...current, messages, coach, coverage: coverage ?? current.coverage } : current,
      );
    },
  });
}
