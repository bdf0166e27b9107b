// The conversation state shared by the text and the audio chat: messages shown at once, the reply
// streamed in, the step-by-step hints, the error toast, and the message being typed (reported, with the
// seller's turns, to the arena, which asks before a link or End Practice would lose or end them).
import type { ChatMessage, CoachName, RoleplaySession } from '@blindspot/contracts';
import { toast } from '@blindspot/ui';
import { errorMessage, newIdempotencyKey } from '@blindspot/web-core';
import { useCallback, useRef, useState } from 'react';
import { sendMessage } from '../api/roleplay-sessions.js';
import { useReportConversation } from './conversation-state.js';

export interface ShownMessage extends ChatMessage {
  /** Step-by-step guidance about the seller turn this reply answers. */
  hint?: string;
  /**
   * A seller turn that failed: shown where it was, marked "Not sent", with Retry. Only in this view (the
   * service never stored it); Retry sends it again under the same Idempotency-Key.
   */
  notSent?: { key: string };
}

function storedMessages(session: RoleplaySession): ShownMessage[] {
  try {
    const parsed: unknown = JSON.parse(session.messages);
    return Array.isArray(parsed) ? (parsed as ShownMessage[]) : [];
  } catch {
    console.warn(`Roleplay session ${session.id}: unreadable messages, showing none`);
    return [];
  }
}

export function useRoleplayChat(session: RoleplaySession) {
  const [messages, setMessages] = useState<ShownMessage[]>(() => storedMessages(session));
  const [pending, setPending] = useState(false);
  /** The reply so far while it streams in; null when nothing has arrived yet. */
  const [streaming, setStreaming] = useState<string | null>(null);
  const [coach, setCoach] = useState<CoachName | null>(session.coach);
  const draft = useState('');
  const pendingRef = useRef(false);
  useReportConversation(draft[0], messages.filter((message) => message.role === 'user' && !message.notSent).length);

  /** Sends a turn already shown at the end of the transcript; on failure it is marked "Not sent". */
  const deliver = useCallback(
    async (turn: ShownMessage, key: string) => {
      let soFar = '';
      try {
        const reply = await sendMessage(
          session.id,
          turn.content,
          (piece) => {
            soFar += piece;
            setStreaming(soFar);
          },
          key,
          // A spoken turn's timing (voice sessions) goes with it; a typed turn sends none.
          ...(turn.spoken ? ([turn.spoken] as const) : ([] as const)),
        );
        setCoach(reply.coach);
        setMessages((current) => [...current, { role: 'assistant', content: reply.content, ...(reply.hint ? { hint: reply.hint } : {}) }]);
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error, 'Failed to send message'), variant: 'destructive' });
        setMessages((current) => current.map((message) => (message === turn ? { ...turn, notSent: { key } } : message)));
      } finally {
        pendingRef.current = false;
        setPending(false);
        setStreaming(null);
      }
    },
    [session.id],
  );

  /** Sends one seller turn; returns false when it was not sent (empty, or a reply is pending). */
  const send = useCallback(
    async (text: string, audioUrl?: string, spoken?: ChatMessage['spoken']): Promise<boolean> => {
      const message = text.trim();
      if (!message || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      const turn: ShownMessage = { role: 'user', content: message, ...(audioUrl ? { audioUrl } : {}), ...(spoken ? { spoken } : {}) };
      setMessages((current) => [...current, turn]);
      await deliver(turn, newIdempotencyKey());
      return true;
    },
    [deliver],
  );

  /** Retry of a turn marked "Not sent": moved to the end (where the service will store it) and sent again. */
  const retry = useCallback(
    async (index: number) => {
      if (pendingRef.current) return;
      const failed = messages[index];
      if (!failed?.notSent) return;
      pendingRef.current = true;
      setPending(true);
      const { notSent, ...rest } = failed;
      const turn: ShownMessage = rest;
      setMessages((current) => [...current.filter((message) => message !== failed), turn]);
      await deliver(turn, notSent.key);
    },
    [messages, deliver],
  );

  /** `draft`: the message box's text and its setter (`[value, setValue]`). */
  return { messages, pending, streaming, coach, send, retry, draft };
}
