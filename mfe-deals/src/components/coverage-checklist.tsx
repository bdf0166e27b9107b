// The analysis as a checklist: each element of the methodology, its status and the quote that proves it
// (or says it is still open), from the coach's structured reading of the notes. The prose follows below.
import type { DealCoverage } from '@blindspot/contracts';
import { Badge, type BadgeVariant } from '@blindspot/ui';

const STATUS: Record<DealCoverage['elements'][number]['status'], { label: string; variant: BadgeVariant }> = {
  covered: { label: 'Covered', variant: 'default' },
  unconfirmed: { label: 'Not confirmed', variant: 'secondary' },
  missing: { label: 'Missing', variant: 'outline' },
};

export function CoverageChecklist({ coverage }: { coverage: DealCoverage }) {
  const covered = coverage.elements.filter((e) => e.status === 'covered').length;
  return (
    <section aria-labelledby="coverage-heading" className="mb-4 rounded-md border p-4" data-testid="coverage-checklist">
      {/* Under the analysis's title (an h2): docs/accessibility.md. */}
      <h3 id="coverage-heading" className="text-base font-semibold">
        Coverage: {covered} of {coverage.elements.length} elements
      </h3>
      <ul className="mt-3 divide-y">
        {coverage.elements.map((element) => (
          <li key={element.element} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-3">
            <div className="flex min-w-[12rem] items-center gap-2">
              <span className="font-medium">{element.name}</span>
              <Badge variant={STATUS[element.status].variant}>{STATUS[element.status].label}</Badge>
            </div>
            <div className="flex-1 text-sm">
              {element.quotes[0] ? (
                <blockquote className="border-l-2 pl-3 italic text-muted-foreground">“{element.quotes[0]}”</blockquote>
              ) : (
                <p className="text-muted-foreground">Nothing in your notes shows this yet.</p>
              )}
              {element.status !== 'covered' && element.nextQuestions[0] && <p className="mt-1">Ask: {element.nextQuestions[0]}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
