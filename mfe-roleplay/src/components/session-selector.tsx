import {
  type CreateRoleplaySessionInput,
  DIFFICULTIES,
  type Difficulty,
  GUIDANCE_TYPES,
  type GuidanceType,
  METHODOLOGIES,
  type MethodologyId,
  PERSONA_LABELS,
  PERSONAS,
  type Persona,
  SCENARIO_LABELS,
  SCENARIOS,
  type Scenario,
  SESSION_TYPES,
  type SessionType,
} from '@blindspot/contracts';
import { METHODOLOGY_NAMES } from '@blindspot/methodologies';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Input, Label } from '@blindspot/ui';
import { SelectField } from '@blindspot/ui/controls';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { CALL_REVIEW_PATH } from '../lib/call-review.js';
import { DIFFICULTY_LABELS } from '../lib/format.js';

const SESSION_TYPE_LABELS: Record<SessionType, string> = { text: 'Text', audio: 'Audio (Pro)' };
const GUIDANCE_LABELS: Record<GuidanceType, string> = { 'step-by-step': 'Step-by-step guidance', end: 'Feedback at the end' };

interface SessionSelectorProps {
  initialMethodology?: MethodologyId;
  starting: boolean;
  onStart: (input: CreateRoleplaySessionInput) => void;
  children?: ReactNode;
}

/** Step 1: scenario, persona, methodology and difficulty are required; buyer title optional; text and end by default. */
/** One of the set-up's selects; its placeholder names it ("Select difficulty"). */
function choice<T extends string>(
  id: string,
  label: string,
  value: T | '',
  options: readonly T[],
  labels: Record<T, string>,
  onChange: (value: T) => void,
) {
  const placeholder = `Select ${label.toLowerCase()}`;
  return (
    <SelectField id={id} label={label} value={value} options={options} labels={labels} onValueChange={onChange} placeholder={placeholder} />
  );
}

export function SessionSelector({ initialMethodology, starting, onStart }: SessionSelectorProps) {
  const [scenario, setScenario] = useState<Scenario | ''>('');
  const [persona, setPersona] = useState<Persona | ''>('');
  const [methodology, setMethodology] = useState<MethodologyId | ''>(initialMethodology ?? '');
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');
  const [buyerTitle, setBuyerTitle] = useState('');
  const [sessionType, setSessionType] = useState<SessionType>('text');
  const [guidanceType, setGuidanceType] = useState<GuidanceType>('end');
  const ready = Boolean(scenario && persona && methodology && difficulty) && !starting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!scenario || !persona || !methodology || !difficulty || starting) return;
    const title = buyerTitle.trim();
    onStart({ scenario, persona, methodology, difficulty, sessionType, guidanceType, ...(title ? { buyerTitle: title } : {}) });
  };

  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-6">
        <CardHeader>
          <CardTitle as="h2">Set up your practice session</CardTitle>
          <CardDescription>Choose who you will talk to and how you want to be coached.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          {choice('scenario', 'Scenario', scenario, SCENARIOS, SCENARIO_LABELS, setScenario)}
          {choice('persona', 'Buyer Persona', persona, PERSONAS, PERSONA_LABELS, setPersona)}
          {choice('methodology', 'Methodology', methodology, METHODOLOGIES, METHODOLOGY_NAMES, setMethodology)}
          {choice('difficulty', 'Difficulty', difficulty, DIFFICULTIES, DIFFICULTY_LABELS, setDifficulty)}
          <div className="space-y-2">
            <Label htmlFor="buyer-title">Buyer Title (optional)</Label>
            <Input
              id="buyer-title"
              value={buyerTitle}
              onChange={(event) => setBuyerTitle(event.target.value)}
              placeholder="e.g. VP of Finance"
              maxLength={200}
            />
          </div>
          {choice('session-type', 'Session Type', sessionType, SESSION_TYPES, SESSION_TYPE_LABELS, setSessionType)}
          {choice('guidance-type', 'Guidance', guidanceType, GUIDANCE_TYPES, GUIDANCE_LABELS, setGuidanceType)}
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-3">
          <Link to={CALL_REVIEW_PATH} className="text-sm text-primary underline underline-offset-4 hover:text-foreground">
            Had a real call? Score its transcript
          </Link>
          <Button type="submit" disabled={!ready}>
            {starting ? 'Preparing...' : 'Continue'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
