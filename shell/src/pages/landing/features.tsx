import { CARD_CONTENT, CARD_HEADER, CARD_SURFACE, cx } from '@blindspot/ui/recipes';
import { BookOpen, FileSearch, type LucideIcon, MessagesSquare, Target } from 'lucide-react';
import { SectionHeading } from './section-heading.js';

const FEATURES: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: FileSearch,
    title: 'AI Deal Analysis',
    text: 'Paste your deal notes, pick a methodology and get specific feedback on what is covered, what is missing and what to ask next. Then keep chatting with your coach.',
  },
  {
    icon: MessagesSquare,
    title: 'Roleplay Arena',
    text: 'Practise discovery, objection handling and closing calls with simulated buyers who push back like real ones, by text or by voice.',
  },
  {
    icon: BookOpen,
    title: 'Methodology Library',
    text: 'MEDDIC, Challenger Sale, SPIN Selling and Gap Selling, each with key concepts, when to use it and example questions.',
  },
  {
    icon: Target,
    title: 'Strengths and Gaps',
    text: 'Every practice session ends with a score out of 10, what you did well, what you missed and one key takeaway for your next call.',
  },
];

export function Features() {
  return (
    <section id="features" className="border-t bg-muted/30 py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <SectionHeading eyebrow="Features" title="Everything you need to find and fix your blindspots">
          One coach for the deals you are working and the conversations you want to get better at.
        </SectionHeading>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <div key={feature.title} className={cx(CARD_SURFACE, 'flex flex-col gap-4 py-6 transition-shadow hover:shadow-md')}>
              <div className={CARD_HEADER}>
                <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <feature.icon className="size-5" aria-hidden />
                </div>
                <h3 className="text-lg font-semibold">{feature.title}</h3>
              </div>
              <div className={CARD_CONTENT}>
                <p className="text-sm leading-relaxed text-muted-foreground">{feature.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
