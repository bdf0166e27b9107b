import { type ChatMessage, type DealAnalysis, formatDealSize, STAGE_LABELS } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, cn, Textarea, toast } from '@blindspot/ui';
import { useFocusOnMount } from '@blindspot/ui/focus';
import { AlertCircle, Check, Copy } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { analysisMarkdown } from '../lib/analysis-markdown.js';
import { copyText } from '../lib/clipboard.js';
import { CoverageChecklist } from './coverage-checklist.js';
import { DealDrills } from './deal-drills.js';
import { Markdown } from './markdown.js';

interface DealChatProps {
  analysis: DealAnalysis;
  /** The message being answered and the reply so far ('' until the first words arrive). */
  pending: { message: string; reply: string } | null;
  onSend(message: string): void;
  /** A message that could not be sent: it stays in place, marked, with Retry and Edit. */
  failed: { message: string } | null;
  onRetry(): void;
  /** Takes the failed message back into the box. */
  onEdit(): void;
  /** Text put back in the input (Edit on a failed message). */
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
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-role={message.role}>
      <div className={cn('max-w-[85%] rounded-lg px-4 py-3', mine ? 'bg-primary text-primary-foreground' : 'bg-muted')}>
        {mine ? <p className="whitespace-pre-wrap text-sm">{message.content}</p> : <Markdown text={message.content} headingLevel={3} />}
      </div>
    </div>
  );
}

/** The seller's message that did not go: kept where it was, marked, with Retry and Edit. */
function FailedBubble({ message, onRetry, onEdit, disabled }: { message: string; onRetry(): void; onEdit(): void; disabled: boolean }) {
  return (
    <div className="flex flex-col items-end gap-1" data-role="user" data-testid="failed-message">
      <div className="max-w-[85%] rounded-lg border border-dashed border-destructive px-4 py-3">
        <p className="whitespace-pre-wrap text-sm">{message}</p>
      </div>
      <p className="flex flex-wrap items-center justify-end gap-2 text-xs">
        <span className="inline-flex items-center gap-1 font-medium text-destructive">
          <AlertCircle className="size-3.5" aria-hidden /> Not sent
        </span>
        <Button size="sm" variant="outline" className="h-7" onClick={onRetry} disabled={disabled}>
          Retry
        </Button>
        <Button size="sm" variant="ghost" className="h-7" onClick={onEdit} disabled={disabled}>
          Edit
        </Button>
      </p>
    </div>
  );
}

/** Copy as Markdown, with its confirmation announced (the toast) and shown on the button for a moment. */
function CopyMarkdownButton({ analysis }: { analysis: DealAnalysis }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyText(analysisMarkdown(analysis))) {
      setCopied(true);
      toast({ title: 'Copied as Markdown', description: 'The analysis, its notes and the chat are on your clipboard.' });
    } else {
      toast({ title: 'Error', description: 'Could not copy to the clipboard', variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" onClick={() => void copy()}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? 'Copied' : 'Copy as Markdown'}
    </Button>
  );
}

export function DealChat({
  analysis,
  pending,
  onSend,
  failed,
  onRetry,
  onEdit,
  restoredInput,
  onStartNew,
  onDelete,
  deleting,
  focusTitle = false,
}: DealChatProps) {
  const [input, setInput] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLElement>(null);
  useFocusOnMount(title, focusTitle);
  const methodology = getMethodology(analysis.methodology);

  useEffect(() => {
    if (restoredInput !== null) setInput(restoredInput);
  }, [restoredInput]);

  // The analysis reads from its top: opened, it shows its beginning; a new turn brings the seller's
  // message to the top of the panel and its reply is read downwards from there (never chased to its end).
  const turns = analysis.messages.length + (pending ? 1 : 0) + (failed ? 1 : 0);
  const shownTurns = useRef(turns);
  useEffect(() => {
    const panel = scroller.current;
    if (!panel || turns <= shownTurns.current) {
      shownTurns.current = turns;
      return;
    }
    shownTurns.current = turns;
    const mine = panel.querySelectorAll<HTMLElement>('[data-role="user"]');
    const latest = mine[mine.length - 1];
    if (latest) panel.scrollTo({ top: latest.offsetTop - 16 });
  }, [turns]);

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
            {details.map((detail) => (
              <span key={detail}>{detail}</span>
            ))}
            {analysis.coach && <span data-testid="coach-name">Answered by: {COACH_LABEL[analysis.coach]}</span>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <CopyMarkdownButton analysis={analysis} />
          <Button variant="outline" onClick={onStartNew}>
            Start New Analysis
          </Button>
          <Button variant="destructive" onClick={onDelete} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <details className="group mb-4 rounded-md border" data-testid="deal-notes">
          <summary className="cursor-pointer rounded-md px-4 py-3 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            Notes this analysis was made from
          </summary>
          <p className="whitespace-pre-wrap border-t px-4 py-3 text-sm">{analysis.dealNotes}</p>
        </details>
        {analysis.coverage && <CoverageChecklist coverage={analysis.coverage} />}
        {analysis.messages.length > 0 && <DealDrills analysis={analysis} />}
        {/* 700 px on a desktop; on a phone the chat fills the screen under the sticky header. */}
        <div className="flex h-[calc(100dvh-4.5rem)] min-h-[24rem] flex-col rounded-md border md:h-[700px]" data-testid="deal-chat-panel">
          {/*
            The transcript is a log (a polite live region): a reply is announced once, whole, when it is
            stored. While it streams in, the turn being answered and the growing reply are hidden from
            assistive technology (they would be read piece by piece); "Analyzing..." says it is coming.
            Focusable, so the keyboard can scroll it.
          */}
          <div
            ref={scroller}
            className="relative flex-1 space-y-4 overflow-y-auto p-4"
            data-testid="deal-messages"
            role="log"
            aria-live="polite"
            aria-label="Conversation with your coach"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard to scroll it (axe: scrollable-region-focusable)
            tabIndex={0}
          >
            {analysis.messages.map((message, i) => (
              <Bubble key={i} message={message} />
            ))}
            {pending && (
              <div className="space-y-4" aria-hidden="true">
                <Bubble message={{ role: 'user', content: pending.message }} />
                {pending.reply && <Bubble message={{ role: 'assistant', content: pending.reply }} />}
              </div>
            )}
            {pending && !pending.reply && (
              <p className="text-sm text-muted-foreground" role="status">
                Analyzing...
              </p>
            )}
            {failed && !pending && <FailedBubble message={failed.message} onRetry={onRetry} onEdit={onEdit} disabled={pending !== null} />}
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
            <Button onClick={send} disabled={!input.trim() || pending !== null}>
              Send
            </Button>
          </div>
          <p className="px-3 pb-2 text-xs text-muted-foreground">Press Enter to send, Shift+Enter for new line</p>
        </div>
      </CardContent>
    </Card>
  );
}
