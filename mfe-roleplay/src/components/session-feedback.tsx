import type { RoleplaySession } from '@blindspot/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, cn } from '@blindspot/ui';
import { CheckCircle2, Lightbulb, XCircle } from 'lucide-react';
import { gradeOf, scoreTone, TONE_BADGE, TONE_TEXT } from '../lib/grade.js';
import { DealDrillResults } from './deal-drill.js';
import { MethodologyScores } from './methodology-scores.js';
import { SessionAttemptsCard, SessionTranscript } from './session-transcript.js';

const NO_FEEDBACK = 'No feedback available';

function FeedbackList({ title, items, icon, testId }: { title: string; items: string[] | null; icon: React.ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          {icon} {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items && items.length > 0 ? (
          <ul className="space-y-2 text-sm">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{NO_FEEDBACK}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** Step 4: score, grade, what went well and what was missed (each naming its turn), the takeaway and the rubric. */
export function SessionFeedback({ session, onPracticeAgain }: { session: RoleplaySession; onPracticeAgain: () => void }) {
  const tone = scoreTone(session.score);
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <h2 className="text-2xl font-semibold">Practice Session Complete</h2>
          <p className={cn('text-5xl font-bold', TONE_TEXT[tone])} data-testid="session-score">
            {session.score}/10
          </p>
          <Badge className={cn('border-transparent', TONE_BADGE[tone])} data-testid="session-grade">
            {gradeOf(session.score)}
          </Badge>
        </CardContent>
      </Card>
      {session.scored && <SessionAttemptsCard session={session} />}
      {session.scored && session.dealDrill && <DealDrillResults session={session} />}
      <div className="grid gap-6 md:grid-cols-2">
        <FeedbackList title="What You Did Well" items={session.didWell} testId="did-well" icon={<CheckCircle2 className="h-5 w-5 text-success" aria-hidden />} />
        <FeedbackList title="What You Missed" items={session.missed} testId="missed" icon={<XCircle className="h-5 w-5 text-destructive" aria-hidden />} />
      </div>
      <Card data-testid="key-takeaway">
        <CardHeader>
          <CardTitle as="h3" className="flex items-center gap-2 text-base">
            <Lightbulb className="h-5 w-5 text-warning" aria-hidden /> Key Takeaway
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm">{session.keyTakeaway || NO_FEEDBACK}</p>
        </CardContent>
      </Card>
      {session.rubric && session.rubric.length > 0 && (
        <Card data-testid="rubric">
          <CardHeader>
            <CardTitle as="h3" className="text-base">
              How this score was built
            </CardTitle>
          </CardHeader>
          <CardContent>
            <table className="w-full text-sm">
              <tbody>
                {session.rubric.map((line) => (
                  <tr key={line.id} className="border-b last:border-0">
                    <td className="py-2 pr-3 font-medium">{line.label}</td>
                    <td className="py-2 pr-3 tabular-nums">
                      {line.maxPoints > 0 ? `${line.points} / ${line.maxPoints}` : line.points}
                    </td>
                    <td className="py-2 text-muted-foreground">{line.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      )}
      {session.scored && <MethodologyScores session={session} />}
      {session.scored && <SessionTranscript session={session} />}
      <div className="flex justify-center">
        <Button onClick={onPracticeAgain}>Practice Again</Button>
      </div>
    </div>
  );
}
