// One scored call: the same feedback as a roleplay (score, grade, did well / missed with the turn quoted,
// key takeaway, the rubric), who was on the call, and the transcript as it was read, the seller's turns
// numbered as the feedback names them.
import type { CallReview } from '@blindspot/contracts';
import { METHODOLOGY_CONTENT } from '@blindspot/methodologies';
import { Badge, Card, CardContent, CardHeader, CardTitle, cn } from '@blindspot/ui';
import type { ReactNode } from 'react';
import { callReviewName } from '../lib/call-review.js';
import { DeliveryCard } from './delivery-card.js';
import { FeedbackView } from './feedback-view.js';

function CallTranscript({ review }: { review: CallReview }) {
  const sellerTurns = review.turns.filter((turn) => turn.sellerTurn !== null).length;
  return (
    <Card data-testid="call-transcript">
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          Transcript
        </CardTitle>
      </CardHeader>
      <CardContent>
        <details>
          <summary className="cursor-pointer text-sm font-medium">
            Show the {review.turns.length} turns as they were read ({sellerTurns} yours)
          </summary>
          <ol className="mt-4 space-y-3">
            {review.turns.map((turn, index) => (
              <li key={index} className={cn('rounded-md border p-3 text-sm', turn.sellerTurn !== null && 'border-primary/40 bg-primary/5')}>
                <p className="mb-1 text-xs font-medium text-muted-foreground">
                  {turn.sellerTurn !== null ? `Turn ${turn.sellerTurn} · ${turn.speaker} (you)` : turn.speaker}
                </p>
                <p className="break-words whitespace-pre-line">{turn.text}</p>
              </li>
            ))}
          </ol>
        </details>
      </CardContent>
    </Card>
  );
}

export function CallReviewResult({ review, actions }: { review: CallReview; actions: ReactNode }) {
  return (
    <FeedbackView
      heading="Call Review Complete"
      feedback={review}
      details={
        <div className="space-y-1 text-sm text-muted-foreground" data-testid="call-review-details">
          <p className="flex flex-wrap items-center justify-center gap-2">
            <Badge variant="outline">Real call</Badge>
            <span className="font-medium text-foreground">{callReviewName(review)}</span>
          </p>
          <p>
            {METHODOLOGY_CONTENT[review.methodology].name} · you: {review.sellerSpeaker} · with {review.otherSpeakers.join(', ')} ·{' '}
            {new Date(review.createdAt).toLocaleDateString()}
          </p>
          <p className="text-xs">Scored by the same rubric as a roleplay: "Turn n" is your n-th turn in the call.</p>
        </div>
      }
    >
      {review.delivery && <DeliveryCard delivery={review.delivery} />}
      <CallTranscript review={review} />
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </FeedbackView>
  );
}
