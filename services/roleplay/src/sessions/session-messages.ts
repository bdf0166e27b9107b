// The API keeps a session's messages as a JSON-encoded string (`RoleplaySession.messages`). Reading is forgiving: content that is
// not a JSON list of {role, content} is treated as an empty list and logged, never a 500.
import { CHAT_ROLES, type ChatMessage } from '@blindspot/contracts';
import { cleanStoredText } from '@blindspot/service-kit';
import { Logger } from '@nestjs/common';

const logger = new Logger('SessionMessages');

const isChatMessage = (value: unknown): value is ChatMessage =>
  typeof value === 'object' &&
  value !== null &&
  (CHAT_ROLES as readonly unknown[]).includes((value as ChatMessage).role) &&
  typeof (value as ChatMessage).content === 'string';

export function parseMessages(encoded: string | null | undefined, sessionId: string): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(encoded ?? '');
    // The JSON text can hold \u0000 or a lone surrogate (turns stored before input refused them), which the
    // score's jsonb and text columns cannot: cleaned here, the session can always be completed.
    if (Array.isArray(parsed) && parsed.every(isChatMessage)) {
      return parsed.map(({ role, content, spoken }) => ({
        role,
        content: cleanStoredText(content),
        ...(isSpoken(spoken) ? { spoken } : {}),
      }));
    }
    logger.warn(`Session ${sessionId}: messages are not a list of {role, content}; reading them as empty`);
  } catch {
    logger.warn(`Session ${sessionId}: messages are not valid JSON; reading them as empty`);
  }
  return [];
}

export const encodeMessages = (messages: readonly ChatMessage[]): string =>
  JSON.stringify(messages.map(({ role, content, spoken }) => ({ role, content, ...(spoken ? { spoken } : {}) })));

/** A voice turn's timing (docs/voice.md), kept with the turn for its delivery. */
const isSpoken = (value: unknown): value is NonNullable<ChatMessage['spoken']> =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as { seconds?: unknown }).seconds) &&
  ((value as { answerSeconds?: unknown }).answerSeconds === null || Number.isFinite((value as { answerSeconds?: unknown }).answerSeconds));

/** Whether the seller said anything: a turn of theirs with more than white space. */
export const hasSellerTurn = (messages: readonly ChatMessage[]): boolean =>
  messages.some((message) => message.role === 'user' && message.content.trim().length > 0);
