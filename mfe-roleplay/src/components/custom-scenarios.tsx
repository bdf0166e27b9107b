// Custom scenarios in the arena, beside the built-in set-up: the seller's own buyers (Pro), each to
// practise, edit or delete, and the editor that writes one: the company, the buyer and their personality,
// the situation, what the buyer wants, the objections they raise, the facts they hold back for the right
// question, and the methodology elements to practise. Every field is labelled, bounded as the service
// bounds it (the same zod schema), and a wrong one says what is wrong next to it.
import {
  CUSTOM_SCENARIO_LIMITS,
  type CustomScenario,
  type CustomScenarioInput,
  customScenarioInputSchema,
  DIFFICULTIES,
  type Difficulty,
  METHODOLOGIES,
  type MethodologyId,
  SCENARIO_FACT_TOPIC_LABELS,
  SCENARIO_FACT_TOPICS,
  SCENARIO_LABELS,
  SCENARIOS,
  type Scenario,
  type ScenarioFactTopic,
  type SessionType,
  tierRank,
} from '@blindspot/contracts';
import { METHODOLOGY_CONTENT, METHODOLOGY_NAMES } from '@blindspot/methodologies';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Input,
  Label,
  Textarea,
  toast,
} from '@blindspot/ui';
import { Checkbox, SelectField } from '@blindspot/ui/controls';
import { errorMessage, useAuth } from '@blindspot/web-core';
import { Mic, PencilLine, Play, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCustomScenarios, useDeleteCustomScenario, useSaveCustomScenario } from '../api/custom-scenarios.js';
import { DIFFICULTY_LABELS } from '../lib/format.js';

const L = CUSTOM_SCENARIO_LIMITS;

/** The form's state: text as typed, objections one per line, facts as rows. */
interface Draft {
  name: string;
  company: string;
  industry: string;
  companySize: string;
  buyerName: string;
  buyerRole: string;
  personality: string;
  situation: string;
  buyerWants: string;
  objections: string;
  hiddenFacts: Array<{ topic: ScenarioFactTopic; fact: string }>;
  methodology: MethodologyId;
  goals: string[];
  callType: Scenario;
  difficulty: Difficulty;
}

const EMPTY: Draft = {
  name: '',
  company: '',
  industry: '',
  companySize: '',
  buyerName: '',
  buyerRole: '',
  personality: '',
  situation: '',
  buyerWants: '',
  objections: '',
  hiddenFacts: [],
  methodology: 'meddic',
  goals: [],
  callType: 'discovery',
  difficulty: 'medium',
};

const draftOf = ({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...scenario }: CustomScenario): Draft => ({
  ...scenario,
  companySize: scenario.companySize ?? '',
  personality: scenario.personality ?? '',
  objections: scenario.objections.join('\n'),
  hiddenFacts: scenario.hiddenFacts.map((f) => ({ ...f })),
});

const inputOf = (draft: Draft): CustomScenarioInput => ({
  ...draft,
  objections: draft.objections
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

/** The first message per field, keyed by the field's name (hidden facts by `hiddenFacts.<row>`). */
function fieldErrors(draft: Draft): Record<string, string> {
  const parsed = customScenarioInputSchema.safeParse(inputOf(draft));
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    const key = field === 'hiddenFacts' && typeof index === 'number' ? `hiddenFacts.${index}` : String(field);
    errors[key] ??= issue.message.replace(/^must/, `${String(field)} must`);
  }
  return errors;
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The props that tie an input to its hint and error. */
const described = (id: string, hint: boolean, error: string | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
});

/** The editor: writes a new scenario, or rewrites `scenario`. */
export function CustomScenarioForm({ scenario, onDone }: { scenario?: CustomScenario; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(scenario ? draftOf(scenario) : EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveCustomScenario();
  const base = useId();
  const errors = submitted ? fieldErrors(draft) : {};
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const elements = METHODOLOGY_CONTENT[draft.methodology].concepts;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(fieldErrors(draft)).length > 0) {
      // The first wrong field takes the focus, so a keyboard or screen-reader user lands on what to fix.
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`form[data-scenario-form="${base}"] [aria-invalid="true"]`)?.focus());
      return;
    }
    save.mutate(
      { id: scenario?.id, input: inputOf(draft) },
      {
        onSuccess: (saved) => {
          toast({ title: scenario ? 'Scenario saved' : 'Scenario created', description: `"${saved.name}" is ready to practise.` });
          onDone();
        },
        onError: (error) => setServerError(errorMessage(error, 'Failed to save the scenario')),
      },
    );
  };

  const text = (
    key: keyof Draft & string,
    label: string,
    max: number,
    options: { hint?: string; area?: boolean; required?: boolean } = {},
  ) => {
    const id = `${base}-${key}`;
    const props = {
      ...described(id, Boolean(options.hint), errors[key]),
      value: draft[key] as string,
      maxLength: max,
      onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
      'aria-required': options.required === false ? undefined : true,
    };
    return (
      <Field id={id} label={options.required === false ? `${label} (optional)` : label} hint={options.hint} error={errors[key]}>
        {options.area ? <Textarea rows={3} {...props} /> : <Input {...props} />}
      </Field>
    );
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate data-scenario-form={base} aria-labelledby={`${base}-title`} className="flex flex-col gap-6">
        <CardHeader>
          <CardTitle as="h2" id={`${base}-title`}>
            {scenario ? `Edit "${scenario.name}"` : 'Write a scenario'}
          </CardTitle>
          <CardDescription>
            Describe the buyer you want to practise against. They reveal a hidden fact only when you ask well about its topic.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {serverError && (
            <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
              {serverError}
            </p>
          )}
          <fieldset className="grid gap-4 md:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">The company</legend>
            {text('name', 'Scenario name', L.name, { hint: 'How it appears in your list.' })}
            {text('company', 'Company', L.company)}
            {text('industry', 'Industry', L.industry)}
            {text('companySize', 'Company size', L.companySize, { required: false, hint: 'e.g. 900 employees' })}
          </fieldset>
          <fieldset className="grid gap-4 md:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">The buyer</legend>
            {text('buyerName', 'Buyer name', L.buyerName)}
            {text('buyerRole', 'Buyer role', L.buyerRole, { hint: 'e.g. Head of IT. A finance or technology title sets how they think.' })}
            <div className="md:col-span-2">
              {text('personality', 'Personality', L.personality, {
                area: true,
                required: false,
                hint: 'How they talk and what they are like to sell to.',
              })}
            </div>
            <div className="md:col-span-2">
              {text('situation', 'Situation', L.situation, { area: true, hint: 'What is going on at the company right now.' })}
            </div>
            <div className="md:col-span-2">{text('buyerWants', 'What the buyer wants', L.buyerWants, { area: true })}</div>
            <div className="md:col-span-2">
              {text('objections', 'Objections', L.objection * L.objections, {
                area: true,
                required: false,
                hint: `One per line, at most ${L.objections}. The buyer raises them one at a time.`,
              })}
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold">Hidden facts</legend>
            <p className="text-sm text-muted-foreground">
              What the buyer knows and tells only to a good open question on its topic. At most {L.hiddenFacts}, one per topic.
            </p>
            {errors.hiddenFacts && (
              <p className="text-sm text-destructive" id={`${base}-facts-error`}>
                {errors.hiddenFacts}
              </p>
            )}
            {draft.hiddenFacts.map((row, index) => {
              const id = `${base}-fact-${index}`;
              const error = errors[`hiddenFacts.${index}`];
              return (
                <div
                  key={index}
                  className="grid gap-3 rounded-md border p-3 md:grid-cols-[14rem_1fr_auto] md:items-start"
                  data-testid="hidden-fact"
                >
                  <SelectField
                    className="space-y-1.5"
                    id={`${id}-topic`}
                    label={`Topic of hidden fact ${index + 1}`}
                    value={row.topic}
                    options={SCENARIO_FACT_TOPICS}
                    labels={SCENARIO_FACT_TOPIC_LABELS}
                    onValueChange={(topic) =>
                      set(
                        'hiddenFacts',
                        draft.hiddenFacts.map((f, i) => (i === index ? { ...f, topic } : f)),
                      )
                    }
                  />
                  <Field id={id} label={`Hidden fact ${index + 1}`} error={error}>
                    <Textarea
                      rows={2}
                      {...described(id, false, error)}
                      aria-required
                      value={row.fact}
                      maxLength={L.fact}
                      onChange={(event) =>
                        set(
                          'hiddenFacts',
                          draft.hiddenFacts.map((f, i) => (i === index ? { ...f, fact: event.target.value } : f)),
                        )
                      }
                    />
                  </Field>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="md:mt-6"
                    aria-label={`Remove hidden fact ${index + 1}`}
                    onClick={() =>
                      set(
                        'hiddenFacts',
                        draft.hiddenFacts.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              );
            })}
            {draft.hiddenFacts.length < L.hiddenFacts && (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  const used = new Set(draft.hiddenFacts.map((f) => f.topic));
                  set('hiddenFacts', [...draft.hiddenFacts, { topic: SCENARIO_FACT_TOPICS.find((t) => !used.has(t)) ?? 'pain', fact: '' }]);
                }}
              >
                <Plus className="h-4 w-4" aria-hidden /> Add a hidden fact
              </Button>
            )}
          </fieldset>
          <fieldset className="grid gap-4 md:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold">The practice</legend>
            <SelectField
              className="space-y-1.5"
              id={`${base}-methodology`}
              label="Scenario methodology"
              value={draft.methodology}
              options={METHODOLOGIES}
              labels={METHODOLOGY_NAMES}
              onValueChange={(methodology) => setDraft((current) => ({ ...current, methodology, goals: [] }))}
            />
            <SelectField
              className="space-y-1.5"
              id={`${base}-call-type`}
              label="Kind of call"
              value={draft.callType}
              options={SCENARIOS}
              labels={SCENARIO_LABELS}
              onValueChange={(value) => set('callType', value)}
            />
            <SelectField
              className="space-y-1.5"
              id={`${base}-difficulty`}
              label="Scenario difficulty"
              value={draft.difficulty}
              options={DIFFICULTIES}
              labels={DIFFICULTY_LABELS}
              onValueChange={(value) => set('difficulty', value)}
            />
          </fieldset>
          <fieldset aria-describedby={errors.goals ? `${base}-goals-error` : undefined}>
            <legend className="mb-2 text-sm font-semibold">Goals: the elements to practise (optional, at most {L.goals})</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {elements.map((element) => {
                const id = `${base}-goal-${element.key}`;
                const checked = draft.goals.includes(element.key);
                return (
                  <div key={element.key} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      disabled={!checked && draft.goals.length >= L.goals}
                      onCheckedChange={(on) =>
                        set('goals', on ? [...draft.goals, element.key] : draft.goals.filter((g) => g !== element.key))
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {element.name}
                    </Label>
                  </div>
                );
              })}
            </div>
            {errors.goals && (
              <p id={`${base}-goals-error`} className="mt-2 text-sm text-destructive">
                {errors.goals}
              </p>
            )}
          </fieldset>
        </CardContent>
        <CardFooter className="flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : scenario ? 'Save changes' : 'Save scenario'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

/** The list beside the built-in set-up; below Pro it says how to get it (and still lists what a seller kept). */
export function CustomScenarios({
  starting,
  onPractise,
}: {
  starting: boolean;
  onPractise: (scenario: CustomScenario, sessionType: SessionType) => void;
}) {
  const { user } = useAuth();
  const scenarios = useCustomScenarios();
  const remove = useDeleteCustomScenario();
  const [editing, setEditing] = useState<CustomScenario | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomScenario | null>(null);
  const isPro = tierRank(user?.subscriptionTier) >= tierRank('pro');
  const list = scenarios.data ?? [];

  if (editing) return <CustomScenarioForm scenario={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />;

  return (
    <Card data-testid="custom-scenarios">
      <CardHeader>
        <CardTitle as="h2">Your scenarios</CardTitle>
        <CardDescription>
          {isPro
            ? 'Practise against a buyer you wrote: your market, your objections, the facts you need to uncover.'
            : 'Custom scenarios are a Pro feature: write and practise the buyers you really meet.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {scenarios.isError && <p className="text-sm text-destructive">Your scenarios could not be loaded.</p>}
        {isPro && scenarios.isSuccess && list.length === 0 && <p className="text-sm text-muted-foreground">No scenarios yet.</p>}
        {list.length > 0 && (
          <ul className="divide-y" aria-label="Your scenarios">
            {list.map((scenario) => (
              <li key={scenario.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="custom-scenario">
                <div className="min-w-0">
                  <p className="font-medium break-words">{scenario.name}</p>
                  <p className="text-sm text-muted-foreground break-words">
                    {scenario.buyerName}, {scenario.buyerRole} at {scenario.company} · {METHODOLOGY_NAMES[scenario.methodology]} ·{' '}
                    {DIFFICULTY_LABELS[scenario.difficulty]}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {isPro && (
                    <>
                      <Button
                        size="sm"
                        disabled={starting}
                        onClick={() => onPractise(scenario, 'text')}
                        aria-label={`Practise ${scenario.name}`}
                      >
                        <Play className="h-4 w-4" aria-hidden /> Practise
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={starting}
                        onClick={() => onPractise(scenario, 'audio')}
                        aria-label={`Practise ${scenario.name} by voice`}
                      >
                        <Mic className="h-4 w-4" aria-hidden /> By voice
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setEditing(scenario)} aria-label={`Edit ${scenario.name}`}>
                        <PencilLine className="h-4 w-4" aria-hidden /> Edit
                      </Button>
                    </>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(scenario)} aria-label={`Delete ${scenario.name}`}>
                    <Trash2 className="h-4 w-4" aria-hidden /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="justify-end">
        {isPro ? (
          <Button variant="outline" onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden /> Write a scenario
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to="/pricing">Upgrade to Pro</Link>
          </Button>
        )}
      </CardFooter>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this scenario?"
        description={`"${deleting?.name ?? ''}" will be deleted. Sessions you practised with it are kept.`}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: 'Scenario deleted' }),
            onError: (error) =>
              toast({ title: 'Error', description: errorMessage(error, 'Failed to delete the scenario'), variant: 'destructive' }),
          })
        }
      />
    </Card>
  );
}
