// The Hands-free switch: a native checkbox with the switch role (Space toggles it, screen readers say
// "on"/"off"), its label, and a status saying what the microphone is doing or why hands-free is off.
import { cn } from '@blindspot/ui';
import { useId } from 'react';
import type { HandsFreeState } from './use-hands-free.js';

const STATUS: Record<HandsFreeState, string> = {
  off: '',
  loading: 'Loading voice detection...',
  listening: 'Listening: speak, then pause to send.',
  hearing: 'Hearing you... pause to send.',
  failed: '',
};

export function HandsFreeToggle({
  enabled,
  onChange,
  state,
  problem,
  disabled,
}: {
  enabled: boolean;
  onChange: (on: boolean) => void;
  state: HandsFreeState;
  problem: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex w-full flex-col items-center gap-1 text-sm" data-testid="hands-free">
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2 font-medium">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          disabled={disabled}
          aria-describedby={`${id}-status`}
          onChange={(event) => onChange(event.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden
          className={cn(
            'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
            enabled ? 'bg-primary' : 'bg-muted-foreground',
            disabled && 'opacity-50',
          )}
        >
          <span
            className={cn(
              'block h-4 w-4 rounded-full bg-background shadow transition-transform',
              enabled ? 'translate-x-4' : 'translate-x-0',
            )}
          />
        </span>
        Hands-free
      </label>
      <p
        id={`${id}-status`}
        className={cn('text-xs', problem ? 'text-destructive' : 'text-muted-foreground')}
        role="status"
        data-testid="hands-free-status"
      >
        {problem ?? (enabled ? STATUS[state] : 'Off: hold to speak, or switch on to end each turn with a pause.')}
      </p>
    </div>
  );
}
