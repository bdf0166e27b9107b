import type { RoleplaySession } from '@blindspot/contracts';
import { Button } from '@blindspot/ui';
import { BuyerDebriefCard } from './buyer-debrief.js';
import { DealDrillResults } from './deal-drill.js';
import { DeliveryCard } from './delivery-card.js';
import { FeedbackView } from './feedback-view.js';
import { MethodologyScores } from './methodology-scores.js';
import { ScenarioGoalsResults } from './scenario-goals.js';
import { SessionAttemptsCard, SessionTranscript } from './session-transcript.js';

/**
 * Step 4: the review every scored conversation gets (feedback-view.tsx: score, grade, what went well and what
 * was missed, each naming its turn, the takeaway and the rubric), with what only a practice session has: its
 * tries, a drill's deal goals, the buyer's side, the other methodologies and the transcript to retry from.
 */
export function SessionFeedback({ session, onPracticeAgain }: { session: RoleplaySession; onPracticeAgain: () => void }) {
  return (
    <FeedbackView
      heading="Practice Session Complete"
      feedback={session}
      lead={
        session.scored && (
          <>
            <SessionAttemptsCard session={session} />
            {session.dealDrill && <DealDrillResults session={session} />}
            {session.customScenario && <ScenarioGoalsResults session={session} />}
          </>
        )
      }
    >
      {session.scored && session.delivery && <DeliveryCard delivery={session.delivery} />}
      {session.scored && <BuyerDebriefCard session={session} />}
      {session.scored && <MethodologyScores session={session} />}
      {session.scored && <SessionTranscript session={session} />}
      <div className="flex justify-center">
        <Button onClick={onPracticeAgain}>Practice Again</Button>
      </div>
    </FeedbackView>
  );
}
