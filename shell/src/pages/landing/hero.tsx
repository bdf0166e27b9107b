import { badgeClasses, buttonClasses, cx } from '@blindspot/ui/recipes';
import { ArrowRight, CheckCircle2, CircleAlert, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';

const PREVIEW = [
  { label: 'Metrics', found: true, note: 'Cut onboarding time from 6 weeks to 2' },
  { label: 'Economic Buyer', found: false, note: 'Not identified: who signs off on budget?' },
  { label: 'Decision Criteria', found: true, note: 'SOC 2, SSO, Salesforce sync' },
  { label: 'Decision Process', found: false, note: 'No timeline or approval steps yet' },
  { label: 'Identify Pain', found: true, note: 'Reps churn before ramping' },
  { label: 'Champion', found: true, note: 'Dana Ortiz, VP Operations' },
];

/** A glimpse of a deal analysis: what the coach found and the blindspots it flagged. */
function AnalysisPreview() {
  return (
    <div className="relative min-w-0">
      <div aria-hidden className="absolute -inset-4 rounded-3xl bg-gradient-to-tr from-primary/20 via-primary/5 to-transparent blur-2xl" />
      <div className="relative rounded-2xl border bg-card p-5 shadow-xl">
        <div className="mb-4 flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-semibold">Northwind Logistics · Expansion</p>
            <p className="text-xs text-muted-foreground">MEDDIC analysis · $48,000</p>
          </div>
          <span className={badgeClasses({ variant: 'secondary' })}>4 of 6 covered</span>
        </div>
        <ul className="space-y-2.5">
          {PREVIEW.map((row) => (
            <li key={row.label} className="flex items-start gap-3 rounded-lg border bg-background/60 px-3 py-2">
              {row.found ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label="Covered" />
              ) : (
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-label="Blindspot" />
              )}
              <div className="min-w-0">
                <p className="text-sm font-medium">{row.label}</p>
                <p className="truncate text-xs text-muted-foreground">{row.note}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-lg bg-primary/10 p-3 text-sm">
          <p className="font-medium text-primary">Next question to ask</p>
          <p className="text-muted-foreground">“Besides you, who else needs to approve a purchase of this size?”</p>
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_oklch,var(--color-primary)_18%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 md:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div className="min-w-0">
          <span className={cx(badgeClasses({ variant: 'outline', shape: 'pill' }), 'mb-6')}>
            <Sparkles className="text-primary" />
            AI sales coach for B2B sellers
          </span>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Discover your sales <span className="text-primary">blindspots</span> before your buyers do
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Blindspot reads your deals against proven methodologies, lets you practise with AI buyer personas and shows exactly what you
            missed, so you walk into every call prepared.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/signup" className={buttonClasses({ size: 'lg' })}>
              Start for free <ArrowRight />
            </Link>
            <a href="#features" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              See how it works
            </a>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">No credit card required · MEDDIC, Challenger, SPIN and Gap Selling built in</p>
        </div>
        <AnalysisPreview />
      </div>
    </section>
  );
}
