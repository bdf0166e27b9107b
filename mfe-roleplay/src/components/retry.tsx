// Rewind and retry: "Retry from here" on a seller turn starts a new session with the turns before it (the
// original is kept), and the new session opens ready for the new version of that turn.
import type { RoleplaySession } from '@blindspot/contracts';
import { Button, toast } from '@blindspot/ui';
import { errorMessage } from '@blindspot/web-core';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOriginSession, useRetrySession } from '../api/practice.js';

/** The arena's address of a session: its chat while in progress (it resumes the session named in the URL). */
const arenaPath = (id: string) => `/roleplay?session=${id}`;

/** Starts a retry and lands in it: the arena opens the new session's chat. */
export function useRetryFromHere(sessionId: string) {
  const retry = useRetrySession();
  const navigate = useNavigate();
  const start = (messageIndex: number) =>
    retry.mutate(
      { id: sessionId, messageIndex },
      {
        onSuccess: (created) => navigate(arenaPath(created.id)),
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'Failed to start the retry'), variant: 'destructive' }),
      },
    );
  return { start, pending: retry.isPending };
}

/** The button under a seller turn; its accessible name also says which turn ("Retry from here (turn 2)"). */
export function RetryButton({ turn, disabled, onClick }: { turn: number; disabled?: boolean; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="mt-1 h-7 px-2 text-xs" onClick={onClick} disabled={disabled} data-testid="retry-from-here">
      <RotateCcw className="h-3.5 w-3.5" aria-hidden />
      Retry from here<span className="sr-only"> (turn {turn})</span>
    </Button>
  );
}

/**
 * Seller turns in a stored transcript alternate with the buyer's replies: the n-th answered seller turn
 * (0-based) is message 2n. Shown messages may hold a turn that failed and was never stored, so the index
 * is counted from answered turns only.
 */
export function answeredSellerTurns(messages: readonly { role: string }[]): Map<number, { messageIndex: number; turn: number }> {
  const found = new Map<number, { messageIndex: number; turn: number }>();
  let answered = 0;
  messages.forEach((message, index) => {
    if (message.role === 'user' && messages[index + 1]?.role === 'assistant') {
      found.set(index, { messageIndex: answered * 2, turn: answered + 1 });
      answered++;
    }
  });
  return found;
}

/**
 * Above the input of a retry, until its new turn is sent: which turn is being retried and what was said
 * the first time. Takes the input's focus once, so the seller can type the new version at once.
 */
export function RetryBanner({ session, shown }: { session: RoleplaySession; shown: number }) {
  // Until the chat shows more than it opened with: then the new version of the turn has been sent.
  const opened = useRef(shown);
  const sent = shown > opened.current;
  const origin = useOriginSession(session.retriedFrom?.sessionId ?? null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the page has moved focus to the step's heading: the input is where the seller goes next.
    const timer = setTimeout(() => box.current?.parentElement?.querySelector('textarea')?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!session.retriedFrom || sent) return null;
  const { turn, messageIndex } = session.retriedFrom;
  let said: string | null = null;
  try {
    const messages = origin.data ? (JSON.parse(origin.data.messages) as { content: string }[]) : [];
    said = messages[messageIndex]?.content ?? null;
  } catch {
    said = null;
  }
  return (
    <div ref={box} role="status" className="mb-3 rounded-md border border-dashed px-3 py-2 text-sm" data-testid="retry-banner">
      <p className="font-medium">Retrying turn {turn}: say it another way.</p>
      {said && <p className="mt-1 line-clamp-3 text-muted-foreground">The first time you said: “{said}”</p>}
    </div>
  );
}
