import type { SellerProfileTextField } from '@blindspot/contracts';
import { cn, Input, Label, Textarea } from '@blindspot/ui';
import type { ChangeEvent } from 'react';
import type { FieldSpec } from '../lib/profile-fields.js';

interface ProfileFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  /** A line under the field (a hint such as the target personas' one). */
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'url';
  maxLength?: number;
}

/** One labelled text field of the seller profile (also used by onboarding steps 2 and 3). */
export function ProfileField({ id, label, value, onChange, placeholder, hint, multiline, type = 'text', maxLength }: ProfileFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          id={id}
          value={value}
          onChange={change}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-describedby={hintId}
          className="min-h-24"
        />
      ) : (
        <Input
          id={id}
          type={type}
          value={value}
          onChange={change}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-describedby={hintId}
        />
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Where the grid turns to two columns (written out whole, so Tailwind sees the classes). */
const COLUMNS = {
  sm: { grid: 'grid gap-5 sm:grid-cols-2', wide: 'sm:col-span-2' },
  md: { grid: 'grid gap-5 md:grid-cols-2', wide: 'md:col-span-2' },
} as const;

/** The fields of `specs` in two columns from `from` up (a wide field spans both); ids are `<idPrefix>-<field>`. */
export function ProfileFieldGrid({
  specs,
  idPrefix,
  from,
  text,
  onChange,
}: {
  specs: readonly FieldSpec[];
  idPrefix: string;
  from: keyof typeof COLUMNS;
  text: Record<SellerProfileTextField, string>;
  onChange(field: SellerProfileTextField): (value: string) => void;
}) {
  return (
    <div className={COLUMNS[from].grid}>
      {specs.map((spec) => (
        <div key={spec.field} className={cn(spec.wide && COLUMNS[from].wide)}>
          <ProfileField
            id={`${idPrefix}-${spec.field}`}
            label={spec.label}
            value={text[spec.field]}
            onChange={onChange(spec.field)}
            placeholder={spec.placeholder}
            multiline={spec.multiline}
            type={spec.type}
            maxLength={spec.maxLength}
          />
        </div>
      ))}
    </div>
  );
}
