import type { CoachName } from '@blindspot/contracts';

const COACH_LABELS: Record<CoachName, string> = { offline: 'Offline coach', openai: 'AI model' };

/** Says which coach plays the buyer (the architecture asks the UI to show it). */
export function CoachLabel({ coach }: { coach: CoachName | null }) {
  if (!coach) return null;
  return (
    <span className="text-xs font-normal text-muted-foreground" data-testid="coach-label">
      Buyer played by: {COACH_LABELS[coach]}
    </span>
  );
}
