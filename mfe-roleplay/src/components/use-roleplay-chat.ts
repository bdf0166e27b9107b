// The conversation state shared by the text and the audio chat: messages shown at once, the reply
// streamed in, the step-by-step hints, the error toast, and the message being typed (reported, with the
// seller's turns, to the arena, which asks before a link or End Practice would lose or end them).
import type { ChatMessage, CoachName, RoleplaySession } from '@blindspot/contracts';
import { toast } from '@blindspot/ui';
import { errorMessage } from '@blindspot/web-core';
import { useCallback, useRef, useState } from 'react';
import { sendMessage } from '../api/roleplay-sessions.js';
import { useReportConversation } from './conversation-state.js';

export interface ShownMessage extends ChatMessage {
  /** Step-by-step guidance about the seller turn this reply answers. */
  hint?: string;
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
  useReportConversation(draft[0], messages.filter((message) => message.role === 'user').length);

  /** Sends one seller turn; returns false when it was not sent (empty, or a reply is pending). */
  const send = useCallback(
    async (text: string, audioUrl?: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      setMessages((current) => [...current, { role: 'user', content: message, ...(audioUrl ? { audioUrl } : {}) }]);
      let soFar = '';
      try {
        const reply = await sendMessage(session.id, message, (piece) => {
          soFar += piece;
          setStreaming(soFar);
        });
        setCoach(reply.coach);
        setMessages((current) => [...current, { role: 'assistant', content: reply.content, ...(reply.hint ? { hint: reply.hint } : {}) }]);
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error, 'Failed to send message'), variant: 'destructive' });
      } finally {
        pendingRef.current = false;
        setPending(false);
        setStreaming(null);
      }
      return true;
    },
    [session.id],
  );

  /** `draft`: the message box's text and its setter (`[value, setValue]`). */
  return { messages, pending, streaming, coach, send, draft };
}
