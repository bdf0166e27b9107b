import { Check, X } from 'lucide-react';
import { SectionHeading } from './section-heading.js';

const OLD_SCHOOL = [
  'Quarterly workshops you forget by the next deal',
  'Role-plays with colleagues who go easy on you',
  'Deal reviews only when the forecast is at risk',
  'Generic feedback that does not fit your deals',
  'Methodologies learned once, rarely applied',
];

const NEW_SCHOOL = [
  'Coaching on the deal you are working today',
  'AI buyers who push back the way real buyers do',
  'Every deal checked against a methodology in minutes',
  'Feedback built from your notes and your seller profile',
  'Practice whenever you have ten minutes',
];

export function Comparison() {
  return (
    <section id="comparison" className="border-y bg-muted/30 py-20 md:py-28">
      <div className="mx-auto max-w-5xl px-4 md:px-6">
        <SectionHeading eyebrow="Why Blindspot" title="Old-school training vs. new-school coaching" />
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border bg-card p-6">
            <h3 className="mb-1 text-lg font-semibold">Old-school sales training</h3>
            <p className="mb-5 text-sm text-muted-foreground">Occasional, generic, easy to ignore</p>
            <ul className="space-y-3">
              {OLD_SCHOOL.map((item) => (
                <li key={item} className="flex gap-3 text-sm">
                  <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                  <span className="text-muted-foreground">{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border-2 border-primary/40 bg-card p-6 shadow-lg shadow-primary/5">
            <h3 className="mb-1 text-lg font-semibold">New-school coaching with Blindspot</h3>
            <p className="mb-5 text-sm text-muted-foreground">Continuous, specific, built around your deals</p>
            <ul className="space-y-3">
              {NEW_SCHOOL.map((item) => (
                <li key={item} className="flex gap-3 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
