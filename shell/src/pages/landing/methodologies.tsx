import { METHODOLOGY_LIST } from '@blindspot/methodologies';
import { badgeClasses, CARD_CONTENT, CARD_DESCRIPTION, CARD_FOOTER, CARD_HEADER, CARD_SURFACE, cx } from '@blindspot/ui/recipes';
import { ExternalLink } from 'lucide-react';
import { SectionHeading } from './section-heading.js';

export function Methodologies() {
  return (
    <section id="methodologies" className="py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <SectionHeading eyebrow="Methodologies" title="Four proven ways to run a deal">
          Your coach reads every deal through the methodology you choose, and the Roleplay Arena lets you practise it.
        </SectionHeading>
        <div className="grid gap-6 md:grid-cols-2">
          {METHODOLOGY_LIST.map((methodology) => (
            <div key={methodology.id} className={cx(CARD_SURFACE, 'flex flex-col gap-4 py-6')} data-testid="methodology-card">
              <div className={CARD_HEADER}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-xl font-semibold">{methodology.name}</h3>
                  <span className={badgeClasses({ variant: 'secondary' })}>Best for: {methodology.bestFor}</span>
                </div>
                <p className={CARD_DESCRIPTION}>{methodology.fullName}</p>
              </div>
              <div className={cx(CARD_CONTENT, 'flex-1 space-y-4')}>
                <p className="text-sm leading-relaxed text-muted-foreground">{methodology.overview}</p>
                <div className="flex flex-wrap gap-1.5">
                  {methodology.concepts.map((concept) => (
                    <span key={concept.key} className="rounded-md border bg-muted/50 px-2 py-0.5 text-xs">
                      <span className="font-semibold text-primary">{concept.letter}</span> {concept.name}
                    </span>
                  ))}
                </div>
              </div>
              <div className={CARD_FOOTER}>
                <a
                  href={methodology.bookUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {methodology.bookTitle} by {methodology.bookAuthor}
                  <ExternalLink className="size-3.5" aria-hidden />
                </a>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
