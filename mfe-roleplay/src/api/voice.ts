// Voice beyond one turn: what the deployment can do, a call's recording transcribed for review, and a
// buyer reply read aloud by the provider (streamed audio).
import type { CallRecordingTranscript, VoiceCapabilities } from '@blindspot/contracts';
import { apiRequest, apiStream } from '@blindspot/web-core';
import { useQuery } from '@tanstack/react-query';

export function useVoiceCapabilities() {
  return useQuery<VoiceCapabilities>({ queryKey: ['/api/roleplay-sessions/voice'], staleTime: 5 * 60_000 });
}

/** Sends the recording as it is (its own media type) to be transcribed; nothing is stored. */
export const transcribeCallRecording = (recording: Blob, signal?: AbortSignal): Promise<CallRecordingTranscript> =>
  apiRequest('POST', '/api/call-reviews/recording', recording, { signal }) as Promise<CallRecordingTranscript>;

/** The reply in the buyer's voice as audio/mpeg, to play while it arrives. */
export const fetchSpokenReply = (sessionId: string, text: string, signal?: AbortSignal): Promise<Response> =>
  apiStream(`/api/roleplay-sessions/${sessionId}/speech`, { text }, { signal, accept: 'audio/mpeg' });
