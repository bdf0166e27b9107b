// Dashboard card: the user's plan, its renewal (or, on Free, the month's analyses), and a way to /pricing.
import { FREE_ANALYSES_PER_MONTH } from '@blindspot/contracts';
import { Badge, Button, Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Progress } from '@blindspot/ui';
import { tierName, useAuth } from '@blindspot/web-core';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePlans, useSubscription } from '../api/account.js';
import { formatDate, isPaying } from '../lib/plan-actions.js';
import { periodSuffix } from '../lib/plans.js';

export default function PlanWidget() {
  const { user } = useAuth();
  const tier = user?.subscriptionTier ?? 'free';
  const paying = isPaying(tier);
  const { plans } = usePlans();
  const subscription = useSubscription(Boolean(user) && paying);
  const plan = plans?.find((p) => p.tier === tier);
  const renewal = paying && user?.currentPeriodEnd ? formatDate(user.currentPeriodEnd) : '';
  const used = user?.analysesThisMonth;

  return (
    <Card data-testid="plan-widget">
      <CardHeader>
        <CardTitle as="h2">Your Plan</CardTitle>
        <CardDescription>{plan?.description ?? 'Your subscription at a glance'}</CardDescription>
        <CardAction>
          <Badge variant={paying ? 'default' : 'secondary'}>{tierName(tier)}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="flex items-baseline gap-1">
          <span className="text-2xl font-bold tracking-tight">{tierName(tier)} Plan</span>
          {plan && (
            <span className="text-sm text-muted-foreground">
              · {plan.price}
              {plan.period === 'forever' ? '' : periodSuffix(plan.period)}
            </span>
          )}
        </p>
        {renewal && (
          <p className="text-sm text-muted-foreground">
            {subscription.data?.cancelAtPeriodEnd ? `Ends on ${renewal}` : `Renews on ${renewal}`}
          </p>
        )}
        {!paying && typeof used === 'number' && (
          <div className="space-y-2">
            <p className="flex justify-between text-sm">
              <span className="text-muted-foreground">Deal analyses this month</span>
              <span className="font-medium tabular-nums">
                {used}/{FREE_ANALYSES_PER_MONTH}
              </span>
            </p>
            <Progress value={Math.min(100, (used / FREE_ANALYSES_PER_MONTH) * 100)} aria-label="Free analyses used" />
          </div>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant={tier === 'pro' ? 'outline' : 'default'} className="w-full">
          <Link to="/pricing">
            {tier === 'pro' ? 'View Plans' : 'Upgrade Plan'} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
