import {
  FREE_ANALYSES_PER_MONTH, STAGES, STAGE_LABELS, type CreateDealAnalysisInput, type MethodologyId, type Stage,
} from '@blindspot/contracts';
import { METHODOLOGY_LIST } from '@blindspot/methodologies';
import {
  Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Select, SelectContent, SelectItem,
  SelectTrigger, SelectValue, Textarea,
} from '@blindspot/ui';
import { useFocusOnMount } from '@blindspot/ui/focus';
import { useRef, useState, type FormEvent } from 'react';

export interface FreeUsage {
  used: number;
  atLimit: boolean;
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
  const [text, setText] = useState<Record<TextFieldName, string>>({ dealName: '', prospectNames: '', prospectTitles: '', dealNotes: '', dealSize: '' });
  const [stage, setStage] = useState<Stage | ''>('');
  const [methodology, setMethodology] = useState<MethodologyId | ''>('');
  const canSubmit = text.dealNotes.trim() !== '' && methodology !== '' && !pending && !freeUsage?.atLimit;

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
        <CardDescription>Paste your deal notes and pick a methodology: the coach finds the gaps and the next questions to ask.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit}>
          <div className="grid gap-4 md:grid-cols-3">
            {TEXT_FIELDS.map((field) => (
              <div key={field.name} className="space-y-2">
                <Label htmlFor={field.name}>{field.label}</Label>
                <Input id={field.name} value={text[field.name]} onChange={update(field.name)} placeholder={field.placeholder} maxLength={field.name === 'dealName' ? 200 : 400} />
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
            <div className="space-y-2">
              <Label htmlFor="stage">Stage</Label>
              <Select value={stage} onValueChange={(value) => setStage(value as Stage)}>
                <SelectTrigger id="stage" aria-label="Stage"><SelectValue placeholder="Select a stage" /></SelectTrigger>
                <SelectContent>
                  {STAGES.map((s) => <SelectItem key={s} value={s}>{STAGE_LABELS[s]}</SelectItem>)}
                </SelectContent>
              </Select>
            </div>
            <div className="space-y-2">
              <Label htmlFor="methodology">Methodology</Label>
              <Select value={methodology} onValueChange={(value) => setMethodology(value as MethodologyId)}>
                <SelectTrigger id="methodology" aria-label="Methodology"><SelectValue placeholder="Select a methodology" /></SelectTrigger>
                <SelectContent>
                  {METHODOLOGY_LIST.map((m) => <SelectItem key={m.id} value={m.id}>{m.name}</SelectItem>)}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {freeUsage ? (
              <p className="text-sm text-muted-foreground" data-testid="free-usage">
                {freeUsage.used}/{FREE_ANALYSES_PER_MONTH} free analyses used this month
                {freeUsage.atLimit && ': upgrade to continue.'}
              </p>
            ) : <span />}
            <Button type="submit" disabled={!canSubmit}>{pending ? 'Analyzing...' : 'Analyze Deal'}</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
