// How the seller talked: talk share, pace, filler words, longest monologue and answer time, each naming
// the turns it comes from ("Turn n" as the feedback numbers them). Figures from docs/voice.md.
import type { DeliveryMetrics } from '@blindspot/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@blindspot/ui';

const turns = (numbers: number[]) => numbers.map((n) => `Turn ${n}`).join(', ');

/** Where a figure sits against the usual range for a sales conversation. */
function paceNote(wpm: number): string {
  if (wpm > 170) return 'fast: slow down so the buyer can follow';
  if (wpm < 110) return 'slow: keep the energy up';
  return 'a conversational pace';
}
function shareNote(share: number): string {
  if (share > 60) return 'you did most of the talking: ask, then listen';
  if (share < 30) return 'the buyer did most of the talking';
  return 'a balanced conversation';
}

export function DeliveryCard({ delivery }: { delivery: DeliveryMetrics }) {
  const rows: { label: string; value: string }[] = [
    {
      label: 'Talk share',
      value: `${delivery.talkShare}% of the ${delivery.talkShareBy === 'time' ? 'talking time' : 'words'} was yours (${shareNote(delivery.talkShare)})`,
    },
  ];
  if (delivery.wordsPerMinute !== null)
    rows.push({ label: 'Pace', value: `${delivery.wordsPerMinute} words per minute (${paceNote(delivery.wordsPerMinute)})` });
  rows.push({
    label: 'Filler words',
    value:
      delivery.fillers.count === 0
        ? 'none'
        : `${delivery.fillers.count} (${delivery.fillers.perHundredWords} per 100 words): ` +
          `${delivery.fillers.top.map((f) => `"${f.word}" ×${f.count}`).join(', ')}; most in ${turns(delivery.fillers.turns)}`,
  });
  if (delivery.longestMonologue) {
    const { turn, seconds, words } = delivery.longestMonologue;
    rows.push({ label: 'Longest monologue', value: `Turn ${turn}: ${seconds !== null ? `${seconds} s, ` : ''}${words} words` });
  }
  if (delivery.answerTime) {
    rows.push({
      label: 'Answer time',
      value:
        `${delivery.answerTime.medianSeconds} s typically after the buyer stopped; ` +
        `slowest Turn ${delivery.answerTime.slowest.turn} (${delivery.answerTime.slowest.seconds} s)`,
    });
  }
  return (
    <Card data-testid="delivery">
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          Delivery
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-medium">{row.label}</dt>
              <dd className="text-muted-foreground">{row.value}</dd>
            </div>
          ))}
        </dl>
        {!delivery.timed && (
          <p className="text-xs text-muted-foreground">
            This transcript has no times: pace and answer time need WebVTT or SRT cues, or a recording.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
