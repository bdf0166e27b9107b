import { Button, Card, CardContent } from '@blindspot/ui';
import { CircleSlash } from 'lucide-react';

/** A session ended with no seller turn: nothing to score, and it counts in no average or total. */
export function NotScoredFeedback({ onPracticeAgain }: { onPracticeAgain?: () => void }) {
  return (
    <Card data-testid="not-scored">
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <CircleSlash className="size-8 text-muted-foreground" aria-hidden />
        <h2 className="text-2xl font-semibold">Not Scored</h2>
        <p className="max-w-md text-muted-foreground">
          This conversation ended before you said anything, so there is nothing to score. It does not count in your completed sessions or
          your average score.
        </p>
        {onPracticeAgain && <Button onClick={onPracticeAgain}>Practice Again</Button>}
      </CardContent>
    </Card>
  );
}
