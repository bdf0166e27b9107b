// A drill built from a deal analysis, in the arena: where it came from (a link back to the analysis) and
// its goals (the analysis's gaps) on the preview and beside the chat; in the feedback, goal by goal, which
// gaps the seller closed, quoting the turn, and what to ask for the ones still open.
import type { DealDrill, RoleplaySession } from '@blindspot/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@blindspot/ui';
import { CheckCircle2, Circle, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDrillProgress } from '../api/practice.js';

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
          <FromDeal drill={drill} />{' '}
          {drill.buyer.name} knows what your notes say{drill.competitors.length > 0 ? `, including ${drill.competitors.join(' and ')}` : ''}; find out what they leave open.
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
        {goals && goals.length === 0 && <p className="text-sm text-muted-foreground">Your notes covered every element; there was no gap to close.</p>}
        {goals && goals.length > 0 && (
          <ul className="space-y-3 text-sm">
            {goals.map((goal) => (
              <li key={goal.element} className="flex items-start gap-2" data-testid="deal-drill-result">
                {goal.closed ? (
                  <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
                ) : (
                  <Circle className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <span className="min-w-0 break-words">
                  <span className="font-medium">{goal.name}</span>
                  {goal.closed ? (
                    <>: closed at turn {goal.turn}: <span className="text-muted-foreground">{goal.quote}</span></>
                  ) : (
                    <>
                      : still open.
                      {goal.question && <span className="text-muted-foreground"> Next time ask: {goal.question}</span>}
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
