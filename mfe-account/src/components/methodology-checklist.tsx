import type { MethodologyId } from '@blindspot/contracts';
import { METHODOLOGY_LIST } from '@blindspot/methodologies';
import { cn } from '@blindspot/ui';
import { Checkbox } from '@blindspot/ui/controls';
import { toggleMethodology } from '../lib/profile-form.js';

interface MethodologyChecklistProps {
  /** Prefixes the checkbox ids (two lists never share a page, but ids stay unique anyway). */
  idPrefix: string;
  selected: readonly MethodologyId[];
  onChange(selected: MethodologyId[]): void;
}

/** The four methodologies, each a checkbox with its name and one-line description. */
export function MethodologyChecklist({ idPrefix, selected, onChange }: MethodologyChecklistProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {METHODOLOGY_LIST.map((methodology) => {
        const id = `${idPrefix}-${methodology.id}`;
        const checked = selected.includes(methodology.id);
        return (
          <label
            key={methodology.id}
            htmlFor={id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-muted/60',
              checked && 'border-primary/60 bg-primary/5 hover:bg-primary/10',
            )}
          >
            <Checkbox
              id={id}
              className="mt-0.5"
              checked={checked}
              onCheckedChange={(value) => onChange(toggleMethodology(selected, methodology.id, value === true))}
            />
            <span className="space-y-1">
              <span className="block text-sm leading-none font-medium">{methodology.name}</span>
              <span className="block text-sm text-muted-foreground">{methodology.description}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
