// "Practise this deal": a roleplay with a buyer from this deal whose goals are the analysis's gaps, and the
// drills already started from it (each opens in the Roleplay Arena).
import { type DealAnalysis, DIFFICULTIES, type Difficulty } from '@blindspot/contracts';
import { Badge, Button, toast } from '@blindspot/ui';
import { SelectField } from '@blindspot/ui/controls';
import { errorMessage } from '@blindspot/web-core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDealDrills, useStartDrill } from '../api/drills.js';
import { drillInput } from '../lib/drill-input.js';

const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
const arenaPath = (id: string) => `/roleplay?session=${id}`;
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function DealDrills({ analysis }: { analysis: DealAnalysis }) {
  const navigate = useNavigate();
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const start = useStartDrill();
  const drills = useDealDrills(analysis.id);
  const gaps = (analysis.coverage?.elements ?? []).filter((e) => e.status !== 'covered').map((e) => e.name);
  const who = analysis.prospectNames?.split(/[,;]/)[0]?.trim();

  const practise = () =>
    start.mutate(drillInput(analysis, difficulty), {
      onSuccess: (session) => navigate(`${arenaPath(session.id)}&step=preview`),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to start the practice session'), variant: 'destructive' }),
    });

  return (
    <section aria-labelledby="drill-heading" className="mb-4 rounded-md border p-4" data-testid="deal-drills">
      <h3 id="drill-heading" className="text-base font-semibold">
        Practise this deal
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        A practice call with {who ? `${who}, ` : 'a buyer '}from this deal, who knows what your notes say.{' '}
        {gaps.length > 0
          ? `Your goals: find out what the notes leave open (${gaps.join(', ')}).`
          : 'Your notes cover every element: practise confirming them.'}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField
          id="drill-difficulty"
          label="Difficulty"
          value={difficulty}
          options={DIFFICULTIES}
          labels={DIFFICULTY_LABELS}
          onValueChange={setDifficulty}
          className="space-y-1"
          triggerClassName="w-36"
        />
        <Button onClick={practise} disabled={start.isPending}>
          {start.isPending ? 'Starting...' : 'Practise this deal'}
        </Button>
      </div>
      {drills.data && drills.data.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-medium">Practice sessions from this deal</h4>
          <ul className="mt-2 divide-y text-sm" data-testid="deal-drill-list">
            {drills.data.map((drill) => (
              <li key={drill.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="deal-drill">
                <Link to={arenaPath(drill.id)} className="font-medium text-primary underline underline-offset-4 hover:decoration-2">
                  {date(drill.createdAt)}, {DIFFICULTY_LABELS[drill.difficulty]}
                </Link>
                {drill.completed && drill.scored ? (
                  <Badge variant="secondary">{drill.score}/10</Badge>
                ) : (
                  <span className="text-muted-foreground">{drill.completed ? 'Not scored' : 'In progress'}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
