// The rubric's review as the seller reads it: score and grade, what went well and what was missed (each
// naming its turn), the key takeaway and the rubric behind the score. Plain props, so a roleplay and a
// real call (call-review-page.tsx) show their feedback the same way.
import type { RoleplayRubricCheck } from '@blindspot/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, cn } from '@blindspot/ui';
import { CheckCircle2, Lightbulb, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { gradeOf, scoreTone, TONE_BADGE, TONE_TEXT } from '../lib/grade.js';

export const NO_FEEDBACK = 'No feedback available';

export interface FeedbackContent {
  score: number;
  didWell: string[] | null;
  missed: string[] | null;
  keyTakeaway: string | null;
  rubric: RoleplayRubricCheck[] | null;
}

export function FeedbackList({ title, items, icon, testId }: { title: string; items: string[] | null; icon: ReactNode; testId: string }) {
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

/** The score card's heading (h2) and `details` under the grade; `lead` comes right after the score card, `children` after the rubric. */
export function FeedbackView({
  heading,
  details,
  lead,
  feedback,
  children,
}: {
  heading: string;
  details?: ReactNode;
  lead?: ReactNode;
  feedback: FeedbackContent;
  children?: ReactNode;
}) {
  const tone = scoreTone(feedback.score);
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <h2 className="text-2xl font-semibold">{heading}</h2>
          <p className={cn('text-5xl font-bold', TONE_TEXT[tone])} data-testid="session-score">
            {feedback.score}/10
          </p>
          <Badge className={cn('border-transparent', TONE_BADGE[tone])} data-testid="session-grade">
            {gradeOf(feedback.score)}
          </Badge>
          {details}
        </CardContent>
      </Card>
      {lead}
      <div className="grid gap-6 md:grid-cols-2">
        <FeedbackList
          title="What You Did Well"
          items={feedback.didWell}
          testId="did-well"
          icon={<CheckCircle2 className="h-5 w-5 text-success" aria-hidden />}
        />
        <FeedbackList
          title="What You Missed"
          items={feedback.missed}
          testId="missed"
          icon={<XCircle className="h-5 w-5 text-destructive" aria-hidden />}
        />
      </div>
      <Card data-testid="key-takeaway">
        <CardHeader>
          <CardTitle as="h3" className="flex items-center gap-2 text-base">
            <Lightbulb className="h-5 w-5 text-warning" aria-hidden /> Key Takeaway
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm">{feedback.keyTakeaway || NO_FEEDBACK}</p>
        </CardContent>
      </Card>
      {feedback.rubric && feedback.rubric.length > 0 && (
        <Card data-testid="rubric">
          <CardHeader>
            <CardTitle as="h3" className="text-base">
              How this score was built
            </CardTitle>
          </CardHeader>
          <CardContent>
            <table className="w-full text-sm">
              <tbody>
                {feedback.rubric.map((line) => (
                  <tr key={line.id} className="border-b last:border-0">
                    <td className="py-2 pr-3 font-medium">{line.label}</td>
                    <td className="py-2 pr-3 tabular-nums">{line.maxPoints > 0 ? `${line.points} / ${line.maxPoints}` : line.points}</td>
                    <td className="py-2 text-muted-foreground">{line.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      )}
      {children}
    </div>
  );
}
