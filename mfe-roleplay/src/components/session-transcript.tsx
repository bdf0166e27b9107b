// The feedback's transcript: every turn, each seller turn with "Retry from here", and the tries made at
// the same moment (the origin and its retries) with their scores, to compare them.
import type { ChatMessage, RoleplaySession } from '@blindspot/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@blindspot/ui';
import { useSessionAttempts } from '../api/practice.js';
import { scoreTone, TONE_BADGE } from '../lib/grade.js';
import { RetryButton, useRetryFromHere } from './retry.js';

function storedMessages(session: RoleplaySession): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(session.messages);
    return Array.isArray(parsed) ? (parsed as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

/** The conversation of a finished session, with a retry on every seller turn. */
export function SessionTranscript({ session }: { session: RoleplaySession }) {
  const messages = storedMessages(session);
  const retry = useRetryFromHere(session.id);
  if (messages.length === 0) return null;
  let turn = 0;
  return (
    <Card data-testid="session-transcript">
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          Your conversation
        </CardTitle>
        <CardDescription>
          Try any of your turns again: Retry from here starts a new session with the turns before it. This one is kept.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {messages.map((message, index) => {
            const seller = message.role === 'user' && message.content.trim().length > 0;
            if (seller) turn++;
            const thisTurn = turn;
            return (
              <li
                key={index}
                className={cn('flex flex-col', message.role === 'user' ? 'items-end' : 'items-start')}
                data-testid="transcript-turn"
              >
                <span className="mb-1 text-xs text-muted-foreground">
                  {message.role === 'user' ? `You, turn ${thisTurn}` : session.buyerPersonaName}
                </span>
                <div
                  className={cn(
                    'max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm',
                    message.role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                  )}
                >
                  {message.content}
                </div>
                {seller && <RetryButton turn={thisTurn} disabled={retry.pending} onClick={() => retry.start(index)} />}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

/** Shown when the session is a retry or has been retried: every try at the same moment and its score. */
export function SessionAttemptsCard({ session }: { session: RoleplaySession }) {
  const attempts = useSessionAttempts(session.id);
  const data = attempts.data;
  if (!data || data.retries.length === 0) return null;
  const rows = [...(data.origin ? [data.origin] : []), ...data.retries];
  return (
    <Card data-testid="session-attempts">
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          Your tries at this conversation
        </CardTitle>
        <CardDescription>The first session and each retry from one of its turns, oldest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="session-attempt">
              <span>
                {row.retriedFromTurn === null ? 'First session' : `Retry from turn ${row.retriedFromTurn}`}
                {row.id === session.id && <span className="ml-2 font-medium">(this one)</span>}
              </span>
              {row.completed && row.scored ? (
                <Badge className={cn('border-transparent tabular-nums', TONE_BADGE[scoreTone(row.score)])}>{row.score}/10</Badge>
              ) : (
                <span className="text-muted-foreground">{row.completed ? 'Not scored' : 'In progress'}</span>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
