// A drill built from a deal analysis, in the arena: where it came from (a link back to the analysis) and
// its goals (the analysis's gaps) on the preview and beside the chat; in the feedback, goal by goal, which
// gaps the seller closed, quoting the turn, and what to ask for the ones still open.
import type { DealDrill, DealDrillGoalResult, RoleplaySession } from '@blindspot/contracts';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, toast } from '@blindspot/ui';
import { errorMessage } from '@blindspot/web-core';
import { NotebookPen, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAddLearningsToDeal, useDrillProgress } from '../api/practice.js';
import { GoalResultList } from './goal-results.js';

const analysisPath = (id: string) => `/deal-analysis?id=${id}`;

function FromDeal({ drill }: { drill: DealDrill }) {
  return (
    <>
      From your deal analysis{' '}
      <Link to={analysisPath(drill.dealAnalysisId)} className="font-medium text-primary underline underline-offset-4 hover:decoration-2">
        {drill.dealName || drill.company}
      </Link>
      .
    </>
  );
}

/** The preview's and the chat's card: the deal it comes from and the goals, each with a question to try. */
export function DealDrillBrief({ session, as = 'h2' }: { session: RoleplaySession; as?: 'h2' | 'h3' }) {
  const drill = session.dealDrill;
  if (!drill) return null;
  return (
    <Card data-testid="deal-drill-brief">
      <CardHeader>
        <CardTitle as={as} className="flex items-center gap-2 text-base">
          <Target className="h-5 w-5" aria-hidden /> Your goals for this call
        </CardTitle>
        <CardDescription>
          <FromDeal drill={drill} /> {drill.buyer.name} knows what your notes say
          {drill.competitors.length > 0 ? `, including ${drill.competitors.join(' and ')}` : ''}; find out what they leave open.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {drill.goals.length > 0 ? (
          <ul className="space-y-2 text-sm">
            {drill.goals.map((goal) => (
              <li key={goal.element} data-testid="deal-drill-goal">
                <span className="font-medium">{goal.name}</span>
                <span className="text-muted-foreground"> ({goal.status === 'missing' ? 'missing' : 'not confirmed'} in your notes)</span>
                {goal.question && <span className="block text-muted-foreground">Try: {goal.question}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Your notes cover every element. Confirm them with the buyer.</p>
        )}
      </CardContent>
    </Card>
  );
}

/** The feedback's card: each goal closed (the turn that covered it, quoted) or still open. */
export function DealDrillResults({ session }: { session: RoleplaySession }) {
  const drill = session.dealDrill;
  const progress = useDrillProgress(session.id, Boolean(drill));
  if (!drill) return null;
  const goals = progress.data?.goals;
  const closed = goals?.filter((g) => g.closed).length ?? 0;
  return (
    <Card data-testid="deal-drill-results">
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <Target className="h-5 w-5" aria-hidden /> Your deal goals
        </CardTitle>
        <CardDescription>
          <FromDeal drill={drill} /> {goals ? `You closed ${closed} of ${goals.length} gaps.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {goals && goals.length === 0 && (
          <p className="text-sm text-muted-foreground">Your notes covered every element; there was no gap to close.</p>
        )}
        {goals && goals.length > 0 && (
          <GoalResultList
            goals={goals}
            testId="deal-drill-result"
            metWord="closed"
            open={(goal) => (
              <>
                : still open.
                {goal.question && <span className="text-muted-foreground"> Next time ask: {goal.question}</span>}
              </>
            )}
          />
        )}
      </CardContent>
      {session.completed && goals && <AddLearnings session={session} drill={drill} goals={goals} />}
    </Card>
  );
}

/**
 * "Add what you learned to the deal": the buyer's answers to the turns that closed goals go into the deal's
 * notes (the deals service appends them once per session and reads the notes again); then the analysis's
 * elements as the new reading has them, and a link to it.
 */
function AddLearnings({ session, drill, goals }: { session: RoleplaySession; drill: DealDrill; goals: DealDrillGoalResult[] }) {
  const add = useAddLearningsToDeal();
  const learned = goals.filter((goal) => goal.closed && goal.answer);
  if (learned.length === 0) return null;
  const analysis = add.data;
  const statusOf = (element: string) => analysis?.coverage?.elements.find((e) => e.element === element)?.status;
  const label = { covered: 'covered', unconfirmed: 'named, not confirmed', missing: 'still missing' } as const;
  return (
    <CardFooter className="flex-col items-start gap-3">
      <p className="text-sm text-muted-foreground">
        {drill.buyer.name} told you about {learned.map((g) => g.name).join(', ')}. Add it to your deal's notes, and the analysis reads them
        again.
      </p>
      <Button
        variant="outline"
        disabled={add.isPending || Boolean(analysis)}
        onClick={() =>
          add.mutate(
            { dealAnalysisId: drill.dealAnalysisId, sessionId: session.id, goals: learned },
            {
              onError: (error) =>
                toast({ title: 'Error', description: errorMessage(error, 'Failed to add this to your deal'), variant: 'destructive' }),
            },
          )
        }
      >
        <NotebookPen className="h-4 w-4" aria-hidden /> {add.isPending ? 'Adding...' : 'Add what you learned to the deal'}
      </Button>
      <div role="status" className="text-sm">
        {analysis && (
          <>
            <p>
              Added to your notes and analysed again:{' '}
              {learned.map((g, i) => (
                <span key={g.element}>
                  {i > 0 && ', '}
                  {g.name} {statusOf(g.element) ? `is ${label[statusOf(g.element)!]}` : 'added'}
                </span>
              ))}
              .
            </p>
            <Link
              to={analysisPath(drill.dealAnalysisId)}
              className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
            >
              Open the updated analysis
            </Link>
          </>
        )}
      </div>
    </CardFooter>
  );
}
