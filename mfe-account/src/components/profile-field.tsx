import { Input, Label, Textarea } from '@blindspot/ui';
import type { ChangeEvent } from 'react';

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
