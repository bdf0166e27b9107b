// Grade thresholds and score colours (docs/product.md#grades).

export type Grade = 'Excellent' | 'Good' | 'Fair' | 'Needs Work';
export type ScoreTone = 'good' | 'middling' | 'poor';

export function gradeOf(score: number): Grade {
  if (score >= 9) return 'Excellent';
  if (score >= 7) return 'Good';
  if (score >= 5) return 'Fair';
  return 'Needs Work';
}

export function scoreTone(score: number): ScoreTone {
  if (score >= 8) return 'good';
  if (score >= 6) return 'middling';
  return 'poor';
}

/** Text colour per tone: green, amber, red (the design system's status colours, 4.5:1 as text in both themes). */
export const TONE_TEXT: Record<ScoreTone, string> = {
  good: 'text-success',
  middling: 'text-warning',
  poor: 'text-destructive',
};

export const TONE_BADGE: Record<ScoreTone, string> = {
  good: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  middling: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
  poor: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300',
};
