// /deal-analysis: the form without `id`; with `id`, the analysis and its coach chat.
import type { CreateDealAnalysisInput } from '@blindspot/contracts';
import { Button, Card, CardContent, Spinner, toast } from '@blindspot/ui';
import { errorMessage, isApiError, newIdempotencyKey, refreshUser, useAuth } from '@blindspot/web-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateDealAnalysis, useDealAnalysis, useSendDealMessage } from '../api/deal-analyses.js';
import { DealChat } from '../components/deal-chat.js';
import { DealForm } from '../components/deal-form.js';
import { useConfirmDeleteAnalysis } from '../components/use-confirm-delete.js';
import { firstAnalysisMessage } from '../lib/first-message.js';
import { freeUsageOf } from '../lib/free-limit.js';
import { HISTORY_PATH, PAGE_PATH } from '../lib/paths.js';

function NewAnalysis({ focusTitle }: { focusTitle: boolean }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const create = useCreateDealAnalysis();
  const freeUsage = freeUsageOf(user);

  const submit = (input: CreateDealAnalysisInput) =>
    create.mutate(input, {
      onSuccess: (analysis) => navigate(`${PAGE_PATH}?id=${analysis.id}`),
      onError: (error) => {
        toast({
          title: 'Analysis failed',
          description: errorMessage(error, 'Failed to analyze deal. Please try again.'),
          variant: 'destructive',
        });
        // A tab that still counted an analysis left learns the month's count: the form turns into the limit notice.
        if (isApiError(error) && error.status === 403) void refreshUser();
      },
    });

  return <DealForm onSubmit={submit} pending={create.isPending} freeUsage={freeUsage} focusTitle={focusTitle} />;
}

interface PendingTurn {
  message: string;
  reply: string;
  /** Messages stored when it was sent: once the list grows past this, the stored turn replaces it. */
  baseLength: number;
}

function AnalysisView({ id, focusTitle }: { id: string; focusTitle: boolean }) {
  const navigate = useNavigate();
  const analysis = useDealAnalysis(id);
  const sendMessage = useSendDealMessage(id);
  // Delete asks first; once deleted, back to the form.
  const remove = useConfirmDeleteAnalysis({ onDeleted: () => navigate(PAGE_PATH) });
  const [pending, setPending] = useState<PendingTurn | null>(null);
  // A turn that failed stays in the chat with its key: Retry sends it again under the same key, so a turn
  // the service did store after all is answered from storage rather than stored twice.
  const [failed, setFailed] = useState<{ message: string; key: string; isFirst: boolean } | null>(null);
  const [restoredInput, setRestoredInput] = useState<string | null>(null);
  const autoSent = useRef(false);

  const send = useCallback(
    (message: string, baseLength: number, isFirst: boolean, key: string = newIdempotencyKey()) => {
      setRestoredInput(null);
      setFailed(null);
      setPending({ message, reply: '', baseLength });
      sendMessage.mutate(
        { message, idempotencyKey: key, onText: (text) => setPending((turn) => turn && { ...turn, reply: turn.reply + text }) },
        {
          onSuccess: () => {
            if (isFirst) toast({ title: 'Analysis complete!', description: 'Your deal has been analyzed successfully.' });
          },
          onError: (error) => {
            toast({ title: 'Error', description: errorMessage(error, 'Failed to send message'), variant: 'destructive' });
            setFailed({ message, key, isFirst });
          },
          onSettled: () => setPending(null),
        },
      );
    },
    [sendMessage],
  );

  // A loaded analysis without messages asks for its analysis once.
  useEffect(() => {
    const data = analysis.data;
    if (!data || data.messages.length > 0 || autoSent.current) return;
    autoSent.current = true;
    send(firstAnalysisMessage(data.methodology), 0, true);
  }, [analysis.data, send]);

  const onDelete = () => analysis.data && remove.ask(analysis.data);

  if (analysis.isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3 pt-6">
          <p>{errorMessage(analysis.error, 'This analysis could not be loaded.')}</p>
          <Button onClick={() => navigate(PAGE_PATH)}>Start New Analysis</Button>
        </CardContent>
      </Card>
    );
  }
  if (!analysis.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  const visiblePending = pending && analysis.data.messages.length <= pending.baseLength ? pending : null;
  return (
    <>
      <DealChat
        analysis={analysis.data}
        pending={visiblePending}
        onSend={(message) => send(message, analysis.data!.messages.length, false)}
        failed={failed}
        onRetry={() => failed && send(failed.message, analysis.data!.messages.length, failed.isFirst, failed.key)}
        onEdit={() => {
          if (!failed) return;
          setFailed(null);
          setRestoredInput(failed.message);
        }}
        restoredInput={restoredInput}
        onStartNew={() => navigate(PAGE_PATH)}
        onDelete={onDelete}
        deleting={remove.deleting}
        focusTitle={focusTitle}
      />
      {remove.dialog}
    </>
  );
}

export default function DealAnalysisPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  // The first view is the page's (the shell focuses its h1); one that replaces another in place (the new
  // analysis once created, the form after Start New Analysis) takes focus on its own title.
  const firstId = useRef(id);
  const replaced = useRef(false);
  if (id !== firstId.current) replaced.current = true;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Deal Analysis</h1>
          <p className="text-muted-foreground">Analyze your deals with a sales methodology and chat with your coach about them.</p>
        </div>
        <Link to={HISTORY_PATH} className="text-sm font-medium text-primary underline underline-offset-4 hover:decoration-2">
          All analyses
        </Link>
      </div>
      {id ? <AnalysisView key={id} id={id} focusTitle={replaced.current} /> : <NewAnalysis key="new" focusTitle={replaced.current} />}
    </div>
  );
}
