import { PERSONA_LABELS, type RoleplaySession } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@blindspot/ui';
import type { ReactNode } from 'react';
import { scenarioText } from '../lib/format.js';
import { DealDrillBrief } from './deal-drill.js';
import { FocusBrief } from './focus-brief.js';
import { DifficultyBadge } from './difficulty-badge.js';

export function PanelRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <span className="text-right font-medium">{children}</span>
    </div>
  );
}

export function EndPracticeButton({ onEnd, ending }: { onEnd: () => void; ending: boolean }) {
  return (
    <Button variant="destructive" className="w-full" onClick={onEnd} disabled={ending}>
      {ending ? 'Ending...' : 'End Practice'}
    </Button>
  );
}

/** The text chat's left column: Current Session, the methodology's tips, End Practice. */
export function CurrentSessionPanel({ session, onEnd, ending }: { session: RoleplaySession; onEnd: () => void; ending: boolean }) {
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
            <span className="capitalize" data-testid="session-scenario">{scenarioText(session.scenario)}</span>
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
      <EndPracticeButton onEnd={onEnd} ending={ending} />
    </div>
  );
}
