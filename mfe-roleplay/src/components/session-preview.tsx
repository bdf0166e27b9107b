import type { RoleplaySession } from '@blindspot/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@blindspot/ui';
import { Building2, UserRound } from 'lucide-react';
import { DealDrillBrief } from './deal-drill.js';
import { FocusBrief } from './focus-brief.js';
import { ScenarioGoalsBrief } from './scenario-goals.js';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
}

/** Step 2: the target account and the buyer, with Change Scenario and Start Practicing. */
export function SessionPreview({ session, onChange, onStart }: { session: RoleplaySession; onChange: () => void; onStart: () => void }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Card data-testid="target-account-card">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Building2 className="h-5 w-5" aria-hidden /> Target Account
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-3">
              <Field label="Company" value={session.targetAccountCompany} />
              <Field label="Industry" value={session.targetAccountIndustry} />
              <Field label="Size" value={session.targetAccountSize} />
              <Field label="Revenue" value={session.targetAccountRevenue} />
              <Field label="Situation" value={session.targetAccountSituation} />
            </dl>
          </CardContent>
        </Card>
        <Card data-testid="buyer-persona-card">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <UserRound className="h-5 w-5" aria-hidden /> Buyer Persona
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-3">
              <Field label="Name" value={session.buyerPersonaName} />
              <Field label="Role" value={session.buyerPersonaRole} />
              <Field label="Profile" value={session.buyerPersonaProfile} />
              <Field label="Goal" value={session.buyerPersonaGoal} />
            </dl>
          </CardContent>
        </Card>
      </div>
      <DealDrillBrief session={session} />
      <ScenarioGoalsBrief session={session} />
      <FocusBrief session={session} />
      <div className="flex justify-between gap-3">
        <Button variant="outline" onClick={onChange}>
          Change Scenario
        </Button>
        <Button onClick={onStart}>Start Practicing</Button>
      </div>
    </div>
  );
}
