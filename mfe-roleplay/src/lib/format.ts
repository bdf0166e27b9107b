import type { Difficulty } from '@blindspot/contracts';

/** Seconds as m:ss (the recording timer). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A scenario id as the Current Session panel shows it: hyphens as spaces. */
export const scenarioText = (scenario: string): string => scenario.replace(/-/g, ' ');

/** Distinct badge colours per difficulty. */
export const DIFFICULTY_BADGE: Record<Difficulty, string> = {
  easy: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
  hard: 'bg-rose-100 text-rose-800 dark:bg-rose-900/40 dark:text-rose-300',
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
