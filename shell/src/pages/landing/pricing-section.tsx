import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn } from '@blindspot/ui/core';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { periodSuffix } from '@blindspot/contracts/plans';
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
            <Card key={plan.tier} className={cn('relative gap-5', plan.popular && 'border-2 border-primary shadow-lg shadow-primary/10 lg:-mt-4 lg:mb-4')}>
              {plan.popular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3">Most Popular</Badge>}
              <CardHeader>
                <CardTitle className="text-xl">{plan.name}</CardTitle>
                <CardDescription>{plan.description}</CardDescription>
                <p className="mt-3">
                  <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
                  <span className="ml-1 text-sm text-muted-foreground">{periodSuffix(plan.period)}</span>
                </p>
              </CardHeader>
              <CardContent className="flex-1">
                <ul className="space-y-2.5">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5 text-sm">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                <Button className="w-full" variant={plan.popular ? 'default' : 'outline'} asChild>
                  <Link to="/login">{plan.tier === 'free' ? 'Get Started Free' : `Start with ${plan.name}`}</Link>
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
