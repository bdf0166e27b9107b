import type { RoleplaySession } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@blindspot/ui';
import { useWideScreen } from '../lib/use-wide-screen.js';
import { ChatInput } from './chat-input.js';
import { CoachLabel } from './coach-label.js';
import { MessageList } from './message-list.js';
import { answeredSellerTurns, RetryBanner, RetryButton, useRetryFromHere } from './retry.js';
import { CurrentSessionPanel, SessionDetailsBar } from './session-panel.js';
import { useRoleplayChat } from './use-roleplay-chat.js';

interface ChatProps {
  session: RoleplaySession;
  onEnd: () => void;
  ending: boolean;
}

export function TextChat({ session, onEnd, ending }: ChatProps) {
  const chat = useRoleplayChat(session);
  const [input, setInput] = chat.draft;
  const starters = getMethodology(session.methodology).starterQuestions;
  // "Retry from here" on every answered seller turn: a new session with the turns before it.
  const retry = useRetryFromHere(session.id);
  const answered = answeredSellerTurns(chat.messages);
  const wide = useWideScreen();
  const send = () => {
    const text = input;
    setInput('');
    void chat.send(text);
  };
  return (
    <div className="grid gap-3 lg:grid-cols-[280px_1fr] lg:gap-6">
      {wide ? (
        <CurrentSessionPanel session={session} onEnd={onEnd} ending={ending} />
      ) : (
        <SessionDetailsBar onEnd={onEnd} ending={ending}>
          <CurrentSessionPanel session={session} onEnd={onEnd} ending={ending} withEnd={false} />
        </SessionDetailsBar>
      )}
      {/* 600 px beside the panel; on a phone the rest of the screen, so the reply box stays in view. */}
      <Card
        className="flex h-[calc(100dvh-17rem)] min-h-[22rem] flex-col gap-0 py-0 lg:h-[600px] lg:gap-6 lg:py-6"
        data-testid="chat-panel"
      >
        <CardHeader className="border-b py-3">
          <div className="flex items-center justify-between gap-2">
            <CardTitle as="h2" className="text-base">
              {session.buyerPersonaName}, {session.buyerPersonaRole} at {session.targetAccountCompany}
            </CardTitle>
            <CoachLabel coach={chat.coach} />
          </div>
        </CardHeader>
        {/* The transcript: a polite live region (each reply is read once it has arrived), and focusable so
            the keyboard can scroll it. */}
        <CardContent
          className="flex-1 overflow-y-auto px-3 py-4 lg:px-6"
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          tabIndex={0}
        >
          {chat.messages.length === 0 && !chat.pending ? (
            <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
              <h3 className="text-lg font-semibold">Start the Conversation</h3>
              <div className="flex max-w-xl flex-wrap justify-center gap-2">
                {starters.map((question) => (
                  <Button
                    key={question}
                    variant="outline"
                    size="sm"
                    className="h-auto max-w-full whitespace-normal text-left"
                    onClick={() => setInput(question)}
                  >
                    {question}
                  </Button>
                ))}
              </div>
            </div>
          ) : (
            <MessageList
              messages={chat.messages}
              buyerName={session.buyerPersonaName}
              pending={chat.pending}
              streaming={chat.streaming}
              onRetry={(index) => void chat.retry(index)}
              renderUserExtra={(_message, index) => {
                const turn = answered.get(index);
                return (
                  turn && (
                    <RetryButton turn={turn.turn} disabled={chat.pending || retry.pending} onClick={() => retry.start(turn.messageIndex)} />
                  )
                );
              }}
            />
          )}
        </CardContent>
        <div className="border-t p-3 lg:p-4">
          <RetryBanner session={session} shown={chat.messages.length} />
          <ChatInput value={input} onChange={setInput} onSend={send} pending={chat.pending} />
        </div>
      </Card>
    </div>
  );
}
