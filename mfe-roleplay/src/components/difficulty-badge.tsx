import type { Difficulty } from '@blindspot/contracts';
import { Badge, cn } from '@blindspot/ui';
import { DIFFICULTY_BADGE, DIFFICULTY_LABELS } from '../lib/format.js';

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', DIFFICULTY_BADGE[difficulty])} data-testid="difficulty-badge">
      {DIFFICULTY_LABELS[difficulty]}
    </Badge>
  );
}
