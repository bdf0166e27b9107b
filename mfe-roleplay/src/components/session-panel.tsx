import { PERSONA_LABELS, type RoleplaySession } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { Button, Card, CardContent, CardHeader, CardTitle, cn } from '@blindspot/ui';
import type { ReactNode } from 'react';
import { scenarioText } from '../lib/format.js';
import { DealDrillBrief } from './deal-drill.js';
import { DifficultyBadge } from './difficulty-badge.js';
import { FocusBrief } from './focus-brief.js';
import { ScenarioGoalsBrief } from './scenario-goals.js';

export function PanelRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <span className="text-right font-medium">{children}</span>
    </div>
  );
}

export function EndPracticeButton({ onEnd, ending, className }: { onEnd: () => void; ending: boolean; className?: string }) {
  return (
    <Button variant="destructive" className={cn('w-full', className)} onClick={onEnd} disabled={ending}>
      {ending ? 'Ending...' : 'End Practice'}
    </Button>
  );
}

/** The text chat's left column: Current Session, the methodology's tips, End Practice (unless `withEnd` is false). */
export function CurrentSessionPanel({
  session,
  onEnd,
  ending,
  withEnd = true,
}: {
  session: RoleplaySession;
  onEnd: () => void;
  ending: boolean;
  withEnd?: boolean;
}) {
  const methodology = getMethodology(session.methodology);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Current Session
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <PanelRow label="Scenario">
            <span className="capitalize" data-testid="session-scenario">
              {scenarioText(session.scenario)}
            </span>
          </PanelRow>
          <PanelRow label="Methodology">
            <span data-testid="session-methodology">{session.methodology.toUpperCase()}</span>
          </PanelRow>
          <PanelRow label="Persona">{PERSONA_LABELS[session.persona]}</PanelRow>
          <PanelRow label="Difficulty">
            <DifficultyBadge difficulty={session.difficulty} />
          </PanelRow>
        </CardContent>
      </Card>
      <DealDrillBrief session={session} />
      <ScenarioGoalsBrief session={session} />
      <FocusBrief session={session} />
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            {methodology.name} Tips
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-4 text-sm text-muted-foreground">
            {methodology.quickStartTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {withEnd && <EndPracticeButton onEnd={onEnd} ending={ending} />}
    </div>
  );
}

/**
 * On a phone the chat comes first: the session's details and tips fold into one bar above it (closed),
 * End Practice beside it, so the conversation and the reply box fill the screen (docs/product.md#roleplay-text).
 */
export function SessionDetailsBar({ children, onEnd, ending }: { children: ReactNode; onEnd: () => void; ending: boolean }) {
  return (
    <div className="flex items-start gap-2">
      <details className="min-w-0 flex-1 rounded-lg border bg-card" data-testid="session-details">
        <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Session details and tips
        </summary>
        <div className="border-t p-3">{children}</div>
      </details>
      <EndPracticeButton onEnd={onEnd} ending={ending} className="w-auto shrink-0" />
    </div>
  );
}
