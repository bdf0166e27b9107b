// Every roleplay call of spec section 7, one place: fetchers, query keys and hooks.
import type {
  CreateRoleplaySessionInput, RoleplayReply, RoleplaySession, RoleplaySessionSummary, TranscriptionResult, TranscriptionStatus,
} from '@blindspot/contracts';
import { apiRequest, streamRequest, useAuth } from '@blindspot/web-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const BASE = '/api/roleplay-sessions';
/** The list's query key: the default query function GETs the key parts joined with '/'. */
export const SESSIONS_KEY = [BASE] as const;

/** The user's sessions (enabled only when a user exists). */
export function useRoleplaySessions() {
  const { user } = useAuth();
  return useQuery<RoleplaySessionSummary[]>({ queryKey: SESSIONS_KEY, enabled: Boolean(user) });
}

export const createSession = (input: CreateRoleplaySessionInput): Promise<RoleplaySession> =>
  apiRequest('POST', BASE, input) as Promise<RoleplaySession>;

/** The buyer's reply, streamed: `onText` gets each piece as it arrives. */
export const sendMessage = (id: string, message: string, onText: (text: string) => void): Promise<RoleplayReply> =>
  streamRequest(`${BASE}/${id}/message`, { message }, onText) as Promise<RoleplayReply>;

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** Whether a real speech-to-text model is configured (otherwise transcription is simulated). */
export function useTranscriptionStatus() {
  return useQuery<TranscriptionStatus>({ queryKey: [`${BASE}/transcription`] });
}

export const transcribeRecording = (id: string, recording: Blob): Promise<TranscriptionResult> =>
  apiRequest('POST', `${BASE}/${id}/transcription`, recording) as Promise<TranscriptionResult>;
