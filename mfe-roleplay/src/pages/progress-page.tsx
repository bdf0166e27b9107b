// /progress: Pro's performance analytics dashboard (docs/product.md#progress). The figures are counted by
// the roleplay and deals services; this page only draws them, each chart beside a table of its figures,
// and ends with the weakest element and "Practise this", which starts a session aimed at it. Below Pro
// the page shows what it would hold, on example figures, and the way to upgrade.
import {
  type DealProgress,
  type ElementProgress,
  PROGRESS_RECENT_SESSIONS,
  type ProgressPoint,
  type RoleplayProgress,
  SCENARIO_LABELS,
  type Trend,
} from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, Spinner, toast } from '@blindspot/ui';
import { errorMessage } from '@blindspot/web-core';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDealProgress, useHasProgress, useRoleplayProgress } from '../api/progress.js';
import { useCreateSession } from '../api/roleplay-sessions.js';
import { BarsChart, barsHeight, ChartFigure, percent, RatioChart, ScoreChart, shortDate } from '../components/progress-charts.js';
import { DIFFICULTY_LABELS } from '../lib/format.js';
import { scoreTone, TONE_TEXT } from '../lib/grade.js';
import { ARENA_PATH, sessionPath } from '../lib/paths.js';

const TREND_TEXT: Record<Trend, { label: string; icon: ReactNode }> = {
  up: { label: 'Improving', icon: <ArrowUpRight className="size-4 text-success" aria-hidden /> },
  down: { label: 'Slipping', icon: <ArrowDownRight className="size-4 text-destructive" aria-hidden /> },
  steady: { label: 'Steady', icon: <Minus className="size-4 text-muted-foreground" aria-hidden /> },
};

function Section({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** A table of figures, scrolling sideways on a narrow screen rather than squeezing its columns. */
function FigureTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-sm font-medium">{caption}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={cn('py-2 pr-3 font-medium', index > 0 && 'text-right')}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b last:border-0">
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className="py-2 pr-3 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={column} className="py-2 pr-3 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TrendText({ trend }: { trend: Trend | null }) {
  if (!trend) return <span className="text-muted-foreground">Too early to tell</span>;
  const { label, icon } = TREND_TEXT[trend];
  return (
    <span className="inline-flex items-center justify-end gap-1">
      {icon}
      {label}
    </span>
  );
}

const scoreSummary = (points: ProgressPoint[]) =>
  `Line chart of your latest ${points.length} scored sessions, from ${points[0].score}/10 on ` +
  `${shortDate(points[0].createdAt)} to ${points.at(-1)!.score}/10 on ` +
  `${shortDate(points.at(-1)!.createdAt)}. The table below lists each session.`;

function ScoreOverTime({ points }: { points: ProgressPoint[] }) {
  return (
    <Section title="Score over time" description={`Your latest ${points.length} scored sessions, oldest first.`} testId="progress-score">
      <ChartFigure summary={scoreSummary(points)}>
        <ScoreChart points={points} />
      </ChartFigure>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary">Show the scores as a table</summary>
        <FigureTable
          caption="Score of each session"
          head={['Session', 'Date', 'Score']}
          rows={points.map((p, index) => [
            <Link key="link" to={sessionPath(p.sessionId)} className="text-primary underline underline-offset-4 hover:decoration-2">
              Session {index + 1}
            </Link>,
            shortDate(p.createdAt),
            <span key="score" className={cn('font-semibold', TONE_TEXT[scoreTone(p.score)])}>
              {p.score}/10
            </span>,
          ])}
        />
      </details>
    </Section>
  );
}

function Averages({ progress }: { progress: RoleplayProgress }) {
  const methodologies = progress.byMethodology.map((a) => ({ label: getMethodology(a.key).name, value: a.averageScore }));
  const row = (label: string, a: { sessions: number; averageScore: number }) => [label, a.sessions, `${a.averageScore.toFixed(1)}/10`];
  return (
    <Section
      title="Averages"
      description="Mean score of your scored sessions by methodology, scenario and difficulty."
      testId="progress-averages"
    >
      <ChartFigure
        height={barsHeight(methodologies.length)}
        summary={
          `Bar chart of your average score by methodology: ${methodologies.map((m) => `${m.label} ${m.value.toFixed(1)}`).join(', ')}. ` +
          'The tables below hold every average.'
        }
      >
        <BarsChart bars={methodologies} max={10} />
      </ChartFigure>
      <div className="grid gap-6 lg:grid-cols-3">
        <FigureTable
          caption="By methodology"
          head={['Methodology', 'Sessions', 'Average']}
          rows={progress.byMethodology.map((a) => row(getMethodology(a.key).name, a))}
        />
        <FigureTable
          caption="By scenario"
          head={['Scenario', 'Sessions', 'Average']}
          rows={progress.byScenario.map((a) => row(SCENARIO_LABELS[a.key], a))}
        />
        <FigureTable
          caption="By difficulty"
          head={['Difficulty', 'Sessions', 'Average']}
          rows={progress.byDifficulty.map((a) => row(DIFFICULTY_LABELS[a.key], a))}
        />
      </div>
    </Section>
  );
}

function MethodologyElements({ elements }: { elements: ElementProgress[] }) {
  const methodologies = [...new Set(elements.map((e) => e.methodology))];
  return (
    <Section
      title="Methodology elements"
      description={
        `How often a turn of yours covered each element, and its trend: your latest ` +
        `${PROGRESS_RECENT_SESSIONS} sessions of the methodology against the ones before.`
      }
      testId="progress-elements"
    >
      {methodologies.map((id) => {
        const lines = elements.filter((e) => e.methodology === id);
        const name = getMethodology(id).name;
        return (
          <section key={id} className="space-y-3" aria-labelledby={`progress-elements-${id}`}>
            <h3 id={`progress-elements-${id}`} className="font-semibold">
              {name}
            </h3>
            <ChartFigure
              height={barsHeight(lines.length)}
              summary={
                `Bar chart of how often you covered each ${name} element: ` +
                `${lines.map((l) => `${l.name} ${percent(l.rate)}`).join(', ')}. The table below holds the figures and trends.`
              }
            >
              <BarsChart bars={lines.map((l) => ({ label: l.name, value: Math.round(l.rate * 100) }))} max={100} unit="%" />
            </ChartFigure>
            <FigureTable
              caption={`${name}: coverage over ${lines[0].sessions} scored ${lines[0].sessions === 1 ? 'session' : 'sessions'}`}
              head={['Element', 'Covered', 'Coverage', 'Trend']}
              rows={lines.map((l) => [l.name, `${l.covered} of ${l.sessions}`, percent(l.rate), <TrendText key="trend" trend={l.trend} />])}
            />
          </section>
        );
      })}
    </Section>
  );
}

function QuestionsAndListening({ points }: { points: ProgressPoint[] }) {
  const measured = points.filter((p) => p.talkShare !== null);
  if (measured.length === 0) return null;
  const last = measured.at(-1)!;
  const latestQuestions = last.openQuestionRatio === null ? 'no questions' : `${percent(last.openQuestionRatio)} open questions`;
  return (
    <Section
      title="Questions and listening"
      description="Open questions among all your questions (aim for 60% or more) and your share of the words spoken (aim for 45% or less), per session."
      testId="progress-ratios"
    >
      <ChartFigure
        summary={
          `Line chart of your open-question ratio and talk share over your latest ${points.length} scored sessions; ` +
          `in the latest, ${latestQuestions} and ${percent(last.talkShare!)} talk share. The table below lists each session.`
        }
      >
        <RatioChart points={points} />
      </ChartFigure>
      <p className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-5 bg-primary" />
          Open questions
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-5 border-t-2 border-dashed border-muted-foreground" />
          Talk share
        </span>
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary">Show the ratios as a table</summary>
        <FigureTable
          caption="Open questions and talk share of each session"
          head={['Session', 'Date', 'Open questions', 'Talk share']}
          rows={points.map((p, index) => [
            `Session ${index + 1}`,
            shortDate(p.createdAt),
            p.openQuestionRatio === null ? '—' : percent(p.openQuestionRatio),
            p.talkShare === null ? '—' : percent(p.talkShare),
          ])}
        />
      </details>
    </Section>
  );
}

function DealGaps({ deals }: { deals: DealProgress }) {
  const gaps = deals.elements.filter((e) => e.gapRate > 0).slice(0, 6);
  return (
    <Section
      title="In your deals"
      description="The elements most often missing or not confirmed in your own deal analyses."
      testId="progress-deals"
    >
      {deals.analysesRead === 0 ? (
        <p className="text-sm text-muted-foreground">
          No analysed deals yet.{' '}
          <Link to="/deal-analysis" className="text-primary underline underline-offset-4 hover:decoration-2">
            Analyse a deal
          </Link>
        </p>
      ) : gaps.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every element is covered in every deal you analysed.</p>
      ) : (
        <FigureTable
          caption={`Over ${deals.analysesRead} analysed ${deals.analysesRead === 1 ? 'deal' : 'deals'}`}
          head={['Element', 'Missing', 'Not confirmed', 'Gap']}
          rows={gaps.map((g) => [
            `${g.name} (${getMethodology(g.methodology).name})`,
            `${g.missing} of ${g.analyses}`,
            `${g.unconfirmed} of ${g.analyses}`,
            percent(g.gapRate),
          ])}
        />
      )}
    </Section>
  );
}

function PractiseNext({ next }: { next: NonNullable<RoleplayProgress['practiseNext']> }) {
  const create = useCreateSession();
  const navigate = useNavigate();
  const methodology = getMethodology(next.methodology).name;
  const practise = () =>
    create.mutate(
      { scenario: 'discovery', persona: 'champion', methodology: next.methodology, difficulty: 'medium', focusElement: next.element },
      {
        onSuccess: (session) => navigate(`${ARENA_PATH}?session=${session.id}&step=preview`),
        // At the saved-session allowance the service's message names the ways out.
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'Failed to start roleplay session'), variant: 'destructive' }),
      },
    );
  return (
    <Section title="What to practise next" testId="progress-next">
      <p>
        <span className="font-semibold">{next.name}</span> ({methodology}) is your weakest element: you covered it in {percent(next.rate)}{' '}
        of your {next.sessions} scored {methodology} {next.sessions === 1 ? 'session' : 'sessions'}.
      </p>
      <p className="text-sm text-muted-foreground">Try a line like: “{next.example}”</p>
      <Button onClick={practise} disabled={create.isPending}>
        {create.isPending ? 'Preparing...' : 'Practise this'}
        <ArrowRight className="size-4" aria-hidden />
      </Button>
    </Section>
  );
}

/** What the page would show, on example figures, for a seller below Pro. */
const EXAMPLE_SCORES = [4, 5, 5, 6, 7, 6, 8];

function UpgradePreview() {
  return (
    <Card data-testid="progress-upgrade">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Performance analytics is part of Pro
        </CardTitle>
        <CardDescription>See how your practice is going and what to work on next.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>Your score over time, and averages by scenario, methodology and difficulty</li>
          <li>How often you cover each methodology element, and whether it is improving</li>
          <li>Your open-question ratio and talk share, session by session</li>
          <li>The elements most often missing from your own deals</li>
          <li>Your weakest element, with a session aimed at it in one click</li>
        </ul>
        <figure className="space-y-2 rounded-md border p-3">
          <ChartFigure summary="Example line chart of a score rising from 4/10 to 8/10 over seven sessions.">
            <ScoreChart
              points={EXAMPLE_SCORES.map((score, index) => ({
                sessionId: `${index}`,
                createdAt: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
                score,
                openQuestionRatio: null,
                talkShare: null,
              }))}
            />
          </ChartFigure>
          <figcaption className="text-xs text-muted-foreground">Example figures, not yours.</figcaption>
        </figure>
        <Button asChild>
          <Link to="/pricing">Upgrade to Pro</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ProProgress() {
  const progress = useRoleplayProgress();
  const deals = useDealProgress();
  if (progress.isPending)
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  if (progress.isError) return <p className="text-sm">{errorMessage(progress.error, 'Your progress could not be loaded.')}</p>;
  const data = progress.data;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 sm:max-w-md" data-testid="progress-figures">
        <div className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">Scored sessions</dt>
          <dd className="text-2xl font-bold tabular-nums">{data.scoredSessions}</dd>
        </div>
        <div className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">Average score</dt>
          <dd className="text-2xl font-bold tabular-nums">{data.averageScore === null ? '—' : `${data.averageScore.toFixed(1)}/10`}</dd>
        </div>
      </dl>
      {data.scoredSessions === 0 ? (
        <Card>
          <CardContent>
            <p className="text-sm text-muted-foreground">
              Score a practice session to see your progress here.{' '}
              <Link to={ARENA_PATH} className="text-primary underline underline-offset-4 hover:decoration-2">
                Start practising
              </Link>
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <ScoreOverTime points={data.scoreOverTime} />
          <Averages progress={data} />
          {data.elements.length > 0 && <MethodologyElements elements={data.elements} />}
          <QuestionsAndListening points={data.scoreOverTime} />
        </>
      )}
      {deals.isSuccess && <DealGaps deals={deals.data} />}
      {deals.isError && <p className="text-sm">{errorMessage(deals.error, 'Deal analyses are unavailable right now.')}</p>}
      {data.practiseNext && <PractiseNext next={data.practiseNext} />}
    </div>
  );
}

export default function ProgressPage() {
  const hasProgress = useHasProgress();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Your Progress</h1>
        <p className="text-muted-foreground">How your practice is going, from your scored sessions and your own deals.</p>
      </div>
      {hasProgress ? <ProProgress /> : <UpgradePreview />}
    </div>
  );
}
