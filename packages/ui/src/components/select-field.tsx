// A labelled select of fixed choices, as the forms of every remote write it: the label, a trigger named by
// it, and one item per option in the order given, each shown by its label.
// Label from the shared design system by name (see controls.ts).
import { Label } from '@blindspot/ui';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.js';

export interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  /** The chosen option, or '' while none is (the placeholder shows). */
  value: NoInfer<T> | '';
  options: readonly T[];
  labels: Readonly<Record<NoInfer<T>, string>>;
  onValueChange(value: NoInfer<T>): void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** The wrapper's classes (the space between label and select; `space-y-2` unless given). */
  className?: string;
  triggerClassName?: string;
}

export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onValueChange,
  placeholder,
  className,
  triggerClassName,
}: SelectFieldProps<T>) {
  return (
    <div className={className ?? 'space-y-2'}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onValueChange(next as T)}>
        <SelectTrigger id={id} aria-label={label} className={triggerClassName}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {labels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
