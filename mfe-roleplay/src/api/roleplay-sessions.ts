// Every roleplay call (services/roleplay/README.md), one place: fetchers, query keys and hooks.
import type {
  ChatMessage,
  CreateRoleplaySessionInput,
  RoleplayReply,
  RoleplaySession,
  RoleplaySessionListQuery,
  RoleplaySessionPage,
  RoleplayStats,
  TranscriptionResult,
  TranscriptionStatus,
} from '@blindspot/contracts';
import { apiRequest, streamRequest, useAuth } from '@blindspot/web-core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const BASE = '/api/roleplay-sessions';
/**
 * Every roleplay query's key starts with this: a created, completed or deleted session invalidates them
 * all (the lists, the stats, the dashboard's figures, which the shell reads under the same key).
 */
export const SESSIONS_KEY = [BASE] as const;
/** The dashboard's figures and the allowance: GET /api/roleplay-sessions/stats (the default query function). */
export const STATS_KEY = [BASE, 'stats'] as const;
export const sessionKey = (id: string) => [BASE, id] as const;

/** Search and filters of the history; empty values are left out of the request. */
export type SessionListFilters = Omit<RoleplaySessionListQuery, 'cursor' | 'limit'>;

function listPath(query: RoleplaySessionListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return `${BASE}?${params}`;
}

export const fetchSessionPage = (query: RoleplaySessionListQuery, signal?: AbortSignal): Promise<RoleplaySessionPage> =>
  apiRequest<RoleplaySessionPage>('GET', listPath(query), undefined, { signal });

/** Scored sessions and their average, every saved session and the plan's allowance. */
export function useRoleplayStats() {
  const { user } = useAuth();
  return useQuery<RoleplayStats>({ queryKey: STATS_KEY, enabled: Boolean(user) });
}

/** The latest `limit` scored sessions (the dashboard card), with how many there are in all. */
export function useLatestScoredSessions(limit: number) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [BASE, 'list', 'latest-scored', limit],
    queryFn: ({ signal }) => fetchSessionPage({ limit: String(limit), status: 'scored' }, signal),
    enabled: Boolean(user),
  });
}

/** The history: pages of `pageSize` matching the filters, newest first, the next one on `fetchNextPage`. */
export function useSessionHistory(filters: SessionListFilters, pageSize: number) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: [BASE, 'list', 'history', filters, pageSize],
    queryFn: ({ pageParam, signal }) => fetchSessionPage({ ...filters, limit: String(pageSize), cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(user),
  });
}

/** One session, read fresh each time it is opened (it may have moved on in another tab). */
export function useRoleplaySession(id: string | null) {
  const { isAuthenticated } = useAuth();
  return useQuery<RoleplaySession>({ queryKey: sessionKey(id ?? ''), enabled: isAuthenticated && Boolean(id), staleTime: 0, gcTime: 0 });
}

export const createSession = (input: CreateRoleplaySessionInput): Promise<RoleplaySession> =>
  apiRequest('POST', BASE, input) as Promise<RoleplaySession>;

/** The buyer's reply, streamed: `onText` gets each piece as it arrives. */
/** One seller turn; `idempotencyKey` is given by a Retry of a turn that failed (the same key again). */
/** `spoken`: a voice turn's timing, kept with it for the session's delivery. */
export const sendMessage = (
  id: string,
  message: string,
  onText: (text: string) => void,
  idempotencyKey?: string,
  spoken?: ChatMessage['spoken'],
): Promise<RoleplayReply> =>
  streamRequest(`${BASE}/${id}/message`, spoken ? { message, spoken } : { message }, onText, { idempotencyKey }) as Promise<RoleplayReply>;

export const completeSession = (id: string): Promise<RoleplaySession> =>
  apiRequest('POST', `${BASE}/${id}/complete`) as Promise<RoleplaySession>;

export const deleteSession = (id: string): Promise<unknown> => apiRequest('DELETE', `${BASE}/${id}`);

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useCompleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    // Everything but the deleted session itself, which a page may still show while it navigates away.
    onSuccess: (_result, id) => {
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY, predicate: (query) => query.queryKey[1] !== id });
    },
  });
}

/** Whether a real speech-to-text model is configured (otherwise transcription is simulated). */
export function useTranscriptionStatus() {
  return useQuery<TranscriptionStatus>({ queryKey: [`${BASE}/transcription`] });
}

export const transcribeRecording = (id: string, recording: Blob): Promise<TranscriptionResult> =>
  apiRequest('POST', `${BASE}/${id}/transcription`, recording) as Promise<TranscriptionResult>;
