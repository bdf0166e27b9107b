import { Button, cn } from '@blindspot/ui';
import { AlertCircle, Lightbulb } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { TypingIndicator } from './typing-indicator.js';
import type { ShownMessage } from './use-roleplay-chat.js';

interface MessageListProps {
  messages: ShownMessage[];
  buyerName: string;
  pending: boolean;
  streaming: string | null;
  /** Extra control under a seller message (the audio chat's playback). */
  renderUserExtra?: (message: ShownMessage, index: number) => ReactNode;
  /** Shown while waiting and nothing has streamed yet (default: the three-dot indicator). */
  waiting?: ReactNode;
  /** Retry of a seller turn marked "Not sent" (by its index). */
  onRetry?: (index: number) => void;
}

export function MessageList({ messages, buyerName, pending, streaming, renderUserExtra, waiting, onRetry }: MessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollIntoView returns a Promise, which React would call as the clean-up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message arrives or a reply starts streaming
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, streaming]);
  return (
    <div className="space-y-4" data-testid="message-list">
      {messages.map((message, index) => (
        <div key={index} className={cn('flex flex-col', message.role === 'user' ? 'items-end' : 'items-start')}>
          <span className="mb-1 text-xs text-muted-foreground">{message.role === 'user' ? 'You' : buyerName}</span>
          <div
            className={cn(
              'max-w-[80%] whitespace-pre-wrap rounded-lg px-4 py-2 text-sm',
              message.notSent
                ? 'border border-dashed border-destructive text-foreground'
                : message.role === 'user'
                  ? 'bg-primary text-primary-foreground'
                  : 'bg-muted text-foreground',
            )}
            data-testid={message.role === 'user' ? 'seller-message' : 'buyer-message'}
            data-not-sent={message.notSent ? 'true' : undefined}
          >
            {message.content}
          </div>
          {message.notSent ? (
            <p className="mt-1 flex items-center gap-2 text-xs" data-testid="not-sent">
              <span className="inline-flex items-center gap-1 font-medium text-destructive">
                <AlertCircle className="h-3.5 w-3.5" aria-hidden /> Not sent
              </span>
              {onRetry && (
                <Button variant="outline" size="sm" className="h-7" onClick={() => onRetry(index)} disabled={pending}>
                  Retry
                </Button>
              )}
            </p>
          ) : (
            message.role === 'user' && renderUserExtra?.(message, index)
          )}
          {message.hint && (
            <div
              className="mt-2 flex max-w-[80%] items-start gap-2 rounded-md border border-dashed px-3 py-2 text-xs text-muted-foreground"
              data-testid="coaching-hint"
            >
              <Lightbulb className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
              <span>
                <strong className="font-medium text-foreground">Coach tip: </strong>
                {message.hint}
              </span>
            </div>
          )}
        </div>
      ))}
      {/* The reply while it streams in is hidden from assistive technology (it would be read piece by
          piece); the transcript around this list is a live region that reads it once it has arrived. */}
      {pending && streaming !== null && (
        <div className="flex flex-col items-start" aria-hidden="true">
          <span className="mb-1 text-xs text-muted-foreground">{buyerName}</span>
          <div className="max-w-[80%] whitespace-pre-wrap rounded-lg bg-muted px-4 py-2 text-sm" data-testid="buyer-message-streaming">
            {streaming}
          </div>
        </div>
      )}
      {pending && streaming === null && (waiting ?? <TypingIndicator />)}
      <div ref={end} />
    </div>
  );
}
