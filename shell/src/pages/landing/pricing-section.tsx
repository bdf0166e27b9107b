import { periodSuffix } from '@blindspot/contracts/plans';
import {
  badgeClasses,
  buttonClasses,
  CARD_CONTENT,
  CARD_DESCRIPTION,
  CARD_FOOTER,
  CARD_HEADER,
  CARD_SURFACE,
  cx,
} from '@blindspot/ui/recipes';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PUBLIC_PLANS } from '../../lib/plans.js';
import { SectionHeading } from './section-heading.js';

export function PricingSection() {
  return (
    <section id="pricing" className="py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <SectionHeading eyebrow="Pricing" title="Simple plans that grow with you">
          Choose the plan that fits your goals. Cancel anytime.
        </SectionHeading>
        <div className="grid items-stretch gap-6 lg:grid-cols-3">
          {PUBLIC_PLANS.map((plan) => (
            <div
              key={plan.tier}
              className={cx(
                CARD_SURFACE,
                'relative flex flex-col gap-5 py-6',
                plan.popular && 'border-primary ring-1 ring-primary shadow-primary/20 lg:-mt-4 lg:mb-4',
              )}
            >
              {plan.popular && (
                <span className={cx(badgeClasses({ shape: 'pill' }), 'absolute -top-3 left-1/2 -translate-x-1/2')}>Most Popular</span>
              )}
              <div className={CARD_HEADER}>
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                <p className={CARD_DESCRIPTION}>{plan.description}</p>
                <p className="mt-3">
                  <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
                  <span className="ml-1 text-sm text-muted-foreground">{periodSuffix(plan.period)}</span>
                </p>
              </div>
              <div className={cx(CARD_CONTENT, 'flex-1')}>
                <ul className="space-y-2.5">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5 text-sm">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
              <div className={CARD_FOOTER}>
                <Link
                  to={plan.tier === 'free' ? '/signup' : `/signup?plan=${plan.tier}`}
                  className={cx(buttonClasses({ variant: plan.popular ? 'default' : 'outline' }), 'w-full')}
                >
                  {plan.tier === 'free' ? 'Get Started Free' : `Start with ${plan.name}`}
                </Link>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
