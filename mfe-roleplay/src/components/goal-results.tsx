// The feedback's list of goals, as the deal drill's and the custom scenario's cards show it: a tick and the
// turn that met the goal, quoted, or an open circle and what is left to do.
import type { ScenarioGoalResult } from '@blindspot/contracts';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';

export function GoalResultList<Goal extends ScenarioGoalResult>({
  goals,
  testId,
  metWord,
  open,
}: {
  goals: readonly Goal[];
  /** Each item's `data-testid`. */
  testId: string;
  /** What a met goal was: "closed" (a deal's gap), "covered" (a scenario's element). */
  metWord: string;
  /** What follows an open goal's name. */
  open(goal: Goal): ReactNode;
}) {
  return (
    <ul className="space-y-3 text-sm">
      {goals.map((goal) => (
        <li key={goal.element} className="flex items-start gap-2" data-testid={testId}>
          {goal.closed ? (
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
          ) : (
            <Circle className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
          )}
          <span className="min-w-0 break-words">
            <span className="font-medium">{goal.name}</span>
            {goal.closed ? (
              <>
                : {metWord} at turn {goal.turn}: <span className="text-muted-foreground">{goal.quote}</span>
              </>
            ) : (
              open(goal)
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
