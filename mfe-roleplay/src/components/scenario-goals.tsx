// The feedback's card for a session started from a custom scenario: each goal the seller set (an element of
// the scenario's methodology), closed at the turn the rubric credits with it, quoted, or still open.
import type { RoleplaySession } from '@blindspot/contracts';
import { METHODOLOGY_CONTENT } from '@blindspot/methodologies';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@blindspot/ui';
import { Target } from 'lucide-react';
import { useScenarioGoals } from '../api/custom-scenarios.js';
import { GoalResultList } from './goal-results.js';

/** The preview's and the chat's card: the scenario it plays and the elements the seller set out to practise. */
export function ScenarioGoalsBrief({ session, as = 'h2' }: { session: RoleplaySession; as?: 'h2' | 'h3' }) {
  const scenario = session.customScenario;
  if (!scenario) return null;
  const names = new Map(METHODOLOGY_CONTENT[session.methodology].concepts.map((c) => [c.key as string, c.name]));
  return (
    <Card data-testid="scenario-brief">
      <CardHeader>
        <CardTitle as={as} className="flex items-center gap-2 text-base">
          <Target className="h-5 w-5" aria-hidden /> Your goals for this call
        </CardTitle>
        <CardDescription>
          From your scenario "{scenario.name}". {session.buyerPersonaName} holds facts they give only to a good question on their topic.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {scenario.goals.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {scenario.goals.map((goal) => (
              <li key={goal} data-testid="scenario-brief-goal">
                {names.get(goal) ?? goal}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No goals set: practise the whole methodology.</p>
        )}
      </CardContent>
    </Card>
  );
}

export function ScenarioGoalsResults({ session }: { session: RoleplaySession }) {
  const scenario = session.customScenario;
  const progress = useScenarioGoals(session.id, Boolean(scenario && scenario.goals.length > 0));
  if (!scenario || scenario.goals.length === 0) return null;
  const goals = progress.data?.goals;
  const closed = goals?.filter((g) => g.closed).length ?? 0;
  return (
    <Card data-testid="scenario-goals">
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <Target className="h-5 w-5" aria-hidden /> Your scenario goals
        </CardTitle>
        <CardDescription>
          From your scenario "{scenario.name}". {goals ? `You covered ${closed} of ${goals.length}.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {progress.isError && <p className="text-sm text-destructive">These goals could not be loaded.</p>}
        {goals && <GoalResultList goals={goals} testId="scenario-goal" metWord="covered" open={() => ': not covered yet.'} />}
      </CardContent>
    </Card>
  );
}
