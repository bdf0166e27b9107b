import { formatDealSize, STAGE_LABELS, type ChatMessage, type DealAnalysis } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Textarea, cn } from '@blindspot/ui';
import { useFocusOnMount } from '@blindspot/ui/focus';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CoverageChecklist } from './coverage-checklist.js';
import { DealDrills } from './deal-drills.js';
import { Markdown } from './markdown.js';

interface DealChatProps {
  analysis: DealAnalysis;
  /** The message being answered and the reply so far ('' until the first words arrive). */
  pending: { message: string; reply: string } | null;
  onSend(message: string): void;
  /** Text put back in the input after a failed send, so the user's message is kept. */
  restoredInput: string | null;
  onStartNew(): void;
  onDelete(): void;
  deleting: boolean;
  /** Focus the analysis's title once shown (it replaced the form in place: a new analysis). */
  focusTitle?: boolean;
}

const COACH_LABEL = { offline: 'Offline coach', openai: 'AI model' } as const;

function Bubble({ message }: { message: Pick<ChatMessage, 'role' | 'content'> }) {
  const mine = message.role === 'user';
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div className={cn('max-w-[85%] rounded-lg px-4 py-3', mine ? 'bg-primary text-primary-foreground' : 'bg-muted')}>
        {mine ? <p className="whitespace-pre-wrap text-sm">{message.content}</p> : <Markdown text={message.content} headingLevel={3} />}
      </div>
    </div>
  );
}

export function DealChat({ analysis, pending, onSend, restoredInput, onStartNew, onDelete, deleting, focusTitle = false }: DealChatProps) {
  const [input, setInput] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLElement>(null);
  useFocusOnMount(title, focusTitle);
  const methodology = getMethodology(analysis.methodology);

  useEffect(() => {
    if (restoredInput !== null) setInput(restoredInput);
  }, [restoredInput]);

  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [analysis.messages.length, pending?.reply]);

  const send = () => {
    const message = input.trim();
    if (!message || pending) return;
    setInput('');
    onSend(message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  const details = [
    analysis.prospectNames,
    analysis.stage ? STAGE_LABELS[analysis.stage] : null,
    analysis.dealSize ? formatDealSize(analysis.dealSize) : null,
  ].filter(Boolean);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle as="h2" ref={title}>
            {analysis.dealName || 'Deal analysis'}
          </CardTitle>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{methodology.name}</Badge>
            {details.map((detail) => <span key={detail}>{detail}</span>)}
            {analysis.coach && <span data-testid="coach-name">Answered by: {COACH_LABEL[analysis.coach]}</span>}
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onStartNew}>Start New Analysis</Button>
          <Button variant="destructive" onClick={onDelete} disabled={deleting}>{deleting ? 'Deleting...' : 'Delete'}</Button>
        </div>
      </CardHeader>
      <CardContent>
        {analysis.coverage && <CoverageChecklist coverage={analysis.coverage} />}
        {analysis.messages.length > 0 && <DealDrills analysis={analysis} />}
        <div className="flex h-[700px] flex-col rounded-md border">
          {/*
            The transcript is a log (a polite live region): a reply is announced once, whole, when it is
            stored. While it streams in, the turn being answered and the growing reply are hidden from
            assistive technology (they would be read piece by piece); "Analyzing..." says it is coming.
            Focusable, so the keyboard can scroll it.
          */}
          <div
            ref={scroller}
            className="flex-1 space-y-4 overflow-y-auto p-4"
            data-testid="deal-messages"
            role="log"
            aria-live="polite"
            aria-label="Conversation with your coach"
            tabIndex={0}
          >
            {analysis.messages.map((message, i) => <Bubble key={i} message={message} />)}
            {pending && (
              <div className="space-y-4" aria-hidden="true">
                <Bubble message={{ role: 'user', content: pending.message }} />
                {pending.reply && <Bubble message={{ role: 'assistant', content: pending.reply }} />}
              </div>
            )}
            {pending && !pending.reply && <p className="text-sm text-muted-foreground" role="status">Analyzing...</p>}
          </div>
          <div className="flex items-end gap-2 border-t p-3">
            <Textarea
              aria-label="Message"
              className="min-h-[44px] flex-1 resize-none"
              rows={2}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={onKeyDown}
              maxLength={4000}
              placeholder="Ask about this deal: gaps, risks, next steps, a follow-up e-mail..."
            />
            <Button onClick={send} disabled={!input.trim() || pending !== null}>Send</Button>
          </div>
          <p className="px-3 pb-2 text-xs text-muted-foreground">Press Enter to send, Shift+Enter for new line</p>
        </div>
      </CardContent>
    </Card>
  );
}
