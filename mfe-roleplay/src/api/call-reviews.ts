// Real calls scored with the roleplay rubric: preview the speakers, score, list, open, delete.
import type { CallReview, CallReviewPage, CallTranscriptPreview, CreateCallReviewInput } from '@blindspot/contracts';
import { apiRequest, useAuth } from '@blindspot/web-core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const BASE = '/api/call-reviews';
export const CALL_REVIEWS_KEY = [BASE] as const;
/** Reviews listed per page on the call review page. */
export const CALL_REVIEW_PAGE_SIZE = 10;

export const previewTranscript = (transcript: string, signal?: AbortSignal): Promise<CallTranscriptPreview> =>
  apiRequest('POST', `${BASE}/preview`, { transcript }, { signal }) as Promise<CallTranscriptPreview>;

export const createCallReview = (input: CreateCallReviewInput): Promise<CallReview> =>
  apiRequest('POST', BASE, input) as Promise<CallReview>;

export const deleteCallReview = (id: string): Promise<unknown> => apiRequest('DELETE', `${BASE}/${id}`);

/** The user's scored calls, newest first, a page at a time. */
export function useCallReviews() {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: [...CALL_REVIEWS_KEY, 'pages'],
    enabled: Boolean(user),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('GET', `${BASE}?limit=${CALL_REVIEW_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, undefined, {
        signal,
      }) as Promise<CallReviewPage>,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useCallReview(id: string | undefined) {
  return useQuery<CallReview>({ queryKey: [BASE, id], enabled: Boolean(id) });
}

export function useCreateCallReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCallReview,
    onSuccess: (review) => {
      queryClient.setQueryData([BASE, review.id], review);
      return queryClient.invalidateQueries({ queryKey: [...CALL_REVIEWS_KEY, 'pages'] });
    },
  });
}

export function useDeleteCallReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCallReview,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [BASE, id] });
      return queryClient.invalidateQueries({ queryKey: [...CALL_REVIEWS_KEY, 'pages'] });
    },
  });
}
