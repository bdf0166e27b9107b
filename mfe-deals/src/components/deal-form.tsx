import {
  type CreateDealAnalysisInput,
  FREE_ANALYSES_PER_MONTH,
  METHODOLOGIES,
  type MethodologyId,
  STAGE_LABELS,
  STAGES,
  type Stage,
} from '@blindspot/contracts';
import { METHODOLOGY_NAMES } from '@blindspot/methodologies';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Textarea } from '@blindspot/ui';
import { SelectField } from '@blindspot/ui/controls';
import { useFocusOnMount } from '@blindspot/ui/focus';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type FreeUsage, nextFreeMonth } from '../lib/free-limit.js';
import { HISTORY_PATH } from '../lib/paths.js';

/** At the free limit: what happened, when it ends, and the ways on (docs/product.md#deal-analysis). */
function FreeLimitNotice() {
  return (
    <div className="space-y-3 rounded-lg border border-primary/40 bg-primary/5 p-4" data-testid="free-limit-notice">
      <h3 className="flex items-center gap-2 font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden />
        You've used your {FREE_ANALYSES_PER_MONTH} free analyses this month
      </h3>
      <p className="text-sm">
        The Free plan includes {FREE_ANALYSES_PER_MONTH} deal analyses a month; yours start again on {nextFreeMonth()}. Practice and Pro
        analyse without limit. Your saved analyses stay open: read them and keep chatting with the coach about them.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/pricing">Upgrade for unlimited analyses</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={HISTORY_PATH}>Open saved analyses</Link>
        </Button>
      </div>
    </div>
  );
}

interface DealFormProps {
  onSubmit(input: CreateDealAnalysisInput): void;
  pending: boolean;
  /** Only for free users: the monthly counter and whether the limit is reached. */
  freeUsage: FreeUsage | null;
  /** Focus the form's title once shown (it replaced an analysis in place: Start New Analysis). */
  focusTitle?: boolean;
}

const TEXT_FIELDS = [
  { name: 'dealName', label: 'Deal name', placeholder: 'e.g. Northwind Logistics expansion' },
  { name: 'prospectNames', label: 'Prospect names', placeholder: 'e.g. Dana Ortiz, Sam Lee' },
  { name: 'prospectTitles', label: 'Prospect titles', placeholder: 'e.g. VP Operations, IT Director' },
] as const;

type TextFieldName = (typeof TEXT_FIELDS)[number]['name'] | 'dealNotes' | 'dealSize';

/** The new-analysis form. Optional values are sent only when filled (trimmed). */
export function DealForm({ onSubmit, pending, freeUsage, focusTitle = false }: DealFormProps) {
  const title = useRef<HTMLElement>(null);
  useFocusOnMount(title, focusTitle);
  const [text, setText] = useState<Record<TextFieldName, string>>({
    dealName: '',
    prospectNames: '',
    prospectTitles: '',
    dealNotes: '',
    dealSize: '',
  });
  const [stage, setStage] = useState<Stage | ''>('');
  const [methodology, setMethodology] = useState<MethodologyId | ''>('');
  const atLimit = Boolean(freeUsage?.atLimit);
  const canSubmit = text.dealNotes.trim() !== '' && methodology !== '' && !pending && !atLimit;

  const update = (name: TextFieldName) => (event: { target: { value: string } }) => setText((t) => ({ ...t, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || !methodology) return;
    const optional = (value: string) => value.trim() || undefined;
    onSubmit({
      dealName: optional(text.dealName),
      prospectNames: optional(text.prospectNames),
      prospectTitles: optional(text.prospectTitles),
      dealNotes: text.dealNotes.trim(),
      dealSize: optional(text.dealSize),
      stage: stage || undefined,
      methodology,
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" ref={title}>
          New Deal Analysis
        </CardTitle>
        <CardDescription>
          Paste your deal notes and pick a methodology: the coach finds the gaps and the next questions to ask.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {atLimit && <FreeLimitNotice />}
        <form className="space-y-4" onSubmit={submit}>
          {/* At the limit nothing here could be sent: the fields are not offered as if they would work. */}
          <fieldset disabled={atLimit} className="space-y-4 disabled:opacity-60" aria-describedby={atLimit ? 'free-usage' : undefined}>
            <div className="grid gap-4 md:grid-cols-3">
              {TEXT_FIELDS.map((field) => (
                <div key={field.name} className="space-y-2">
                  <Label htmlFor={field.name}>{field.label}</Label>
                  <Input
                    id={field.name}
                    value={text[field.name]}
                    onChange={update(field.name)}
                    placeholder={field.placeholder}
                    maxLength={field.name === 'dealName' ? 200 : 400}
                  />
                </div>
              ))}
            </div>
            <div className="space-y-2">
              <Label htmlFor="dealNotes">Deal notes</Label>
              <Textarea
                id="dealNotes"
                className="min-h-[200px]"
                value={text.dealNotes}
                onChange={update('dealNotes')}
                maxLength={20_000}
                placeholder="Who you met, what they said about their problem, budget, decision process, competitors, next steps..."
              />
            </div>
            <div className="grid gap-4 md:grid-cols-3">
              <div className="space-y-2">
                <Label htmlFor="dealSize">Deal size (USD)</Label>
                <Input id="dealSize" value={text.dealSize} onChange={update('dealSize')} placeholder="e.g. 120000" maxLength={64} />
              </div>
              <SelectField
                id="stage"
                label="Stage"
                value={stage}
                options={STAGES}
                labels={STAGE_LABELS}
                onValueChange={setStage}
                placeholder="Select a stage"
              />
              <SelectField
                id="methodology"
                label="Methodology"
                value={methodology}
                options={METHODOLOGIES}
                labels={METHODOLOGY_NAMES}
                onValueChange={setMethodology}
                placeholder="Select a methodology"
              />
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {freeUsage ? (
              <p className="text-sm text-muted-foreground" data-testid="free-usage" id="free-usage">
                {freeUsage.used}/{FREE_ANALYSES_PER_MONTH} free analyses used this month
                {freeUsage.atLimit && ': upgrade to continue.'}
              </p>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={!canSubmit}>
              {pending ? 'Analyzing...' : 'Analyze Deal'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
