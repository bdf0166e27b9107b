// The feedback's "Score under other methodologies": the same transcript scored by the rubric under
// MEDDIC, Challenger, SPIN and Gap side by side, each with its element lines (the turn that covered it, quoted).
import type { MethodologyRescore, RoleplayMethodologyScores, RoleplaySession } from '@blindspot/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, Spinner } from '@blindspot/ui';
import { errorMessage } from '@blindspot/web-core';
import { CheckCircle2, Circle } from 'lucide-react';
import { useMethodologyScores } from '../api/practice.js';
import { gradeOf, scoreTone, TONE_BADGE, TONE_TEXT } from '../lib/grade.js';

function MethodologyColumn({ result, isSessionMethodology }: { result: MethodologyRescore; isSessionMethodology: boolean }) {
  const tone = scoreTone(result.score);
  const headingId = `rescore-${result.methodology}`;
  const covered = result.elements.filter((line) => line.turn !== null).length;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border p-4" data-testid={`methodology-score-${result.methodology}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {result.name}
        </h4>
        {isSessionMethodology && <Badge variant="outline">This session</Badge>}
      </div>
      <div className="mt-2 flex items-center gap-3">
        <p className={cn('text-3xl font-bold tabular-nums', TONE_TEXT[tone])} data-testid="rescore-score">
          {result.score}/10
        </p>
        <Badge className={cn('border-transparent', TONE_BADGE[tone])}>{gradeOf(result.score)}</Badge>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {covered} of {result.elements.length} elements covered
      </p>
      <ul className="mt-3 space-y-2 text-sm" aria-label={`${result.name} elements`}>
        {result.elements.map((line) => (
          <li key={line.element} className="flex items-start gap-2" data-testid="rescore-element">
            {line.turn !== null ? (
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
            ) : (
              <Circle className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <span className="min-w-0 break-words">
              <span className="font-medium">{line.name}</span>
              {line.turn !== null ? (
                <>
                  {': '}Turn {line.turn}: <span className="text-muted-foreground">{line.quote}</span>
                </>
              ) : (
                <span className="text-muted-foreground">: not covered</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Note({ scores, session }: { scores: RoleplayMethodologyScores; session: RoleplaySession }) {
  if (scores.sessionCoach === 'openai') {
    return (
      <CardDescription data-testid="rescore-note">
        Scored by the built-in rubric from this transcript. This session's own score of {session.score}/10 came from the AI coach's
        judgement, so the {scores.results.find((r) => r.methodology === session.methodology)?.name ?? 'same'} column may differ from it.
      </CardDescription>
    );
  }
  return (
    <CardDescription data-testid="rescore-note">
      The same conversation, scored by the same rubric against each methodology's elements.
    </CardDescription>
  );
}

/** Shown under a scored session's feedback. */
export function MethodologyScores({ session }: { session: RoleplaySession }) {
  const scores = useMethodologyScores(session.id, session.completed && session.scored);
  return (
    <Card data-testid="methodology-scores">
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          Score under other methodologies
        </CardTitle>
        {scores.data && <Note scores={scores.data} session={session} />}
      </CardHeader>
      <CardContent>
        {scores.data ? (
          <div className="grid gap-4 md:grid-cols-2">
            {scores.data.results.map((result) => (
              <MethodologyColumn
                key={result.methodology}
                result={result}
                isSessionMethodology={result.methodology === session.methodology}
              />
            ))}
          </div>
        ) : scores.isError ? (
          <p className="text-sm text-muted-foreground">{errorMessage(scores.error, 'These scores could not be loaded.')}</p>
        ) : (
          <div className="flex justify-center py-6">
            <Spinner label="Loading scores" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
