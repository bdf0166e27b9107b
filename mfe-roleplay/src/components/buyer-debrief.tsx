// The buyer's-eye debrief beside the feedback: the buyer's trust turn by turn as a line (drawn for the eye;
// the same figures are the list below it, for everyone), what the buyer thought of each turn, the turn that
// won or lost the call, the facts the seller never earned with a question that would have, the objections
// the buyer kept to themselves and what they needed to hear. Every point names its turn.
import type { BuyerDebrief, RoleplaySession } from '@blindspot/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@blindspot/ui';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Eye } from 'lucide-react';
import { useBuyerDebrief } from '../api/debrief.js';

const CHANGE = {
  rose: { icon: ArrowUpRight, text: 'rose', className: 'text-success' },
  fell: { icon: ArrowDownRight, text: 'fell', className: 'text-destructive' },
  held: { icon: ArrowRight, text: 'held', className: 'text-muted-foreground' },
} as const;

/** The trust line: start, then one point per seller turn; decorative, the list carries the figures. */
function TrustLine({ debrief }: { debrief: BuyerDebrief }) {
  const values = [debrief.startTrust, ...debrief.thoughts.map((t) => t.trust)];
  const width = 320;
  const height = 96;
  const pad = 8;
  const x = (i: number) => pad + (i * (width - 2 * pad)) / Math.max(1, values.length - 1);
  const y = (v: number) => height - pad - (v * (height - 2 * pad)) / debrief.maxTrust;
  const points = values.map((v, i) => `${x(i)},${y(v)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-24 w-full text-primary"
      preserveAspectRatio="none"
      aria-hidden
      data-testid="trust-line"
    >
      <line
        x1={pad}
        x2={width - pad}
        y1={y(debrief.startTrust)}
        y2={y(debrief.startTrust)}
        className="stroke-border"
        strokeDasharray="4 4"
      />
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
      {values.map((v, i) => (
        <circle key={i} cx={x(i)} cy={y(v)} r={3.5} fill="currentColor" vectorEffect="non-scaling-stroke" />
      ))}
    </svg>
  );
}

export function BuyerDebriefView({ debrief, buyerName }: { debrief: BuyerDebrief; buyerName: string }) {
  const end = debrief.thoughts.at(-1)?.trust ?? debrief.startTrust;
  const point = debrief.turningPoint;
  return (
    <div className="space-y-5">
      <figure className="space-y-2">
        <TrustLine debrief={debrief} />
        <figcaption className="text-sm text-muted-foreground" data-testid="trust-summary">
          Trust started at {debrief.startTrust} of {debrief.maxTrust} and ended at {end} of {debrief.maxTrust}.
        </figcaption>
      </figure>
      {point && (
        <p className="rounded-md border p-3 text-sm" data-testid="turning-point">
          <Badge variant={point.outcome === 'won' ? 'default' : 'destructive'} className="mr-2">
            {point.outcome === 'won' ? 'Won' : 'Lost'} at turn {point.turn}
          </Badge>
          <span className="text-muted-foreground">{point.quote}</span> {point.why}
        </p>
      )}
      <section aria-labelledby="debrief-turns">
        <h4 id="debrief-turns" className="mb-2 text-sm font-semibold">
          What {buyerName} thought, turn by turn
        </h4>
        <ol className="space-y-2 text-sm">
          {debrief.thoughts.map((t) => {
            const change = CHANGE[t.change];
            const Icon = change.icon;
            return (
              <li key={t.turn} data-testid="debrief-thought" className="break-words">
                <span className="font-medium">Turn {t.turn}</span>{' '}
                <span className={cn('inline-flex items-center gap-0.5', change.className)}>
                  <Icon className="h-3.5 w-3.5" aria-hidden />
                  trust {change.text} to {t.trust} of {debrief.maxTrust}
                </span>
                <span className="block text-muted-foreground">{t.quote}</span>
                <span className="block">{t.thought}</span>
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="debrief-unearned">
        <h4 id="debrief-unearned" className="mb-2 text-sm font-semibold">
          What {buyerName} never told you
        </h4>
        {debrief.unearned.length === 0 ? (
          <p className="text-sm text-muted-foreground">You earned everything the buyer held.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {debrief.unearned.map((fact) => (
              <li key={fact.topic} data-testid="debrief-unearned" className="break-words">
                <span className="font-medium">{fact.label}</span>
                {fact.askedAt ? <span className="text-muted-foreground"> (you came close at turn {fact.askedAt})</span> : null}: {fact.fact}
                <span className="block text-muted-foreground">Ask: {fact.question}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {debrief.unspokenObjections.length > 0 && (
        <section aria-labelledby="debrief-objections">
          <h4 id="debrief-objections" className="mb-2 text-sm font-semibold">
            Objections {buyerName} kept to themselves
          </h4>
          <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="debrief-objections">
            {debrief.unspokenObjections.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-sm" data-testid="needed-to-hear">
        <span className="font-semibold">What {buyerName} needed to hear: </span>
        {debrief.neededToHear}
      </p>
    </div>
  );
}

/** The card in the feedback of a scored session; loading and failure are shown in place. */
export function BuyerDebriefCard({ session }: { session: RoleplaySession }) {
  const debrief = useBuyerDebrief(session.id, session.scored);
  const buyerName = session.buyerPersonaName.split(' ')[0] || 'The buyer';
  return (
    <Card data-testid="buyer-debrief">
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <Eye className="h-5 w-5" aria-hidden /> The buyer's side
        </CardTitle>
        <CardDescription>
          What {session.buyerPersonaName} was thinking
          {debrief.data
            ? debrief.data.coach === 'openai'
              ? ', as the AI model that played them tells it'
              : ", read from the offline buyer's own state"
            : ''}
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        {debrief.isPending && <p className="text-sm text-muted-foreground">Reading the buyer's side...</p>}
        {debrief.isError && <p className="text-sm text-destructive">The buyer's side could not be loaded.</p>}
        {debrief.data && <BuyerDebriefView debrief={debrief.data} buyerName={buyerName} />}
      </CardContent>
    </Card>
  );
}
