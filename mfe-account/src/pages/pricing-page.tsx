// /pricing (docs/product.md#pricing): three plans, the current-plan banner for paying users, checkout and the
// subscription portal. The shell also shows it to signed-out visitors (in its public layout); their
// buttons lead to Create Account, a paid plan's with ?plan= so its checkout follows onboarding.
import { type Plan, type Tier, tierRank } from '@blindspot/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn, Spinner, toast } from '@blindspot/ui';
import { errorMessage, takeChosenPlan, tierName, useAuth } from '@blindspot/web-core';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  createCheckoutSession,
  openSubscriptionPortal,
  SUBSCRIPTION_KEY,
  syncAfterCheckout,
  usePlans,
  useSubscription,
} from '../api/account.js';
import { leavePage } from '../lib/browser.js';
import { formatDate, isPaying, type PlanAction, planAction } from '../lib/plan-actions.js';
import { periodSuffix } from '../lib/plans.js';

function PlanButton({ tier, action, popular, onUpgrade }: { tier: Tier; action: PlanAction; popular: boolean; onUpgrade(): void }) {
  const variant = popular ? 'default' : 'outline';
  if (action.kind === 'sign-in') {
    return (
      <Button asChild size="lg" variant={variant} className="w-full">
        <Link to={tier === 'free' ? '/signup' : `/signup?plan=${tier}`}>{action.label}</Link>
      </Button>
    );
  }
  return (
    <Button
      size="lg"
      variant={action.kind === 'upgrade' ? variant : 'secondary'}
      className="w-full"
      disabled={action.disabled}
      onClick={action.kind === 'upgrade' ? onUpgrade : undefined}
    >
      {action.label}
    </Button>
  );
}

function PlanCard({ plan, action, isCurrent, onUpgrade }: { plan: Plan; action: PlanAction; isCurrent: boolean; onUpgrade(): void }) {
  const popular = Boolean(plan.popular);
  return (
    <Card
      data-testid={`plan-${plan.tier}`}
      className={cn('relative', popular && 'border-primary shadow-lg ring-1 ring-primary/60', isCurrent && !popular && 'border-primary/50')}
    >
      {popular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">Most Popular</Badge>}
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          {plan.name}
          {isCurrent && <Badge variant="secondary">Your plan</Badge>}
        </CardTitle>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-6">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
          <span className="text-sm text-muted-foreground">{periodSuffix(plan.period)}</span>
        </p>
        <ul className="space-y-2.5" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2.5 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <PlanButton tier={plan.tier} action={action} popular={popular} onUpgrade={onUpgrade} />
      </CardFooter>
    </Card>
  );
}

function CurrentPlanBanner({
  tier,
  periodEnd,
  onManage,
  managing,
}: {
  tier: Tier;
  periodEnd: string | null;
  onManage(): void;
  managing: boolean;
}) {
  const subscription = useSubscription(true);
  const date = periodEnd ? formatDate(periodEnd) : '';
  const ending = subscription.data?.cancelAtPeriodEnd === true;
  return (
    <div
      data-testid="current-plan-banner"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <CreditCard className="size-5" aria-hidden />
        </span>
        <div className="space-y-0.5">
          <p className="font-semibold">Current Plan: {tierName(tier)}</p>
          {date && <p className="text-sm text-muted-foreground">{ending ? `Ends on ${date}` : `Renews on ${date}`}</p>}
        </div>
      </div>
      <Button variant="outline" onClick={onManage} disabled={managing} className="w-full sm:w-auto">
        {managing ? 'Loading...' : 'Manage Subscription'}
      </Button>
    </div>
  );
}

/** Back from checkout (`?checkout=success|cancelled`, billing's return URLs): refresh and say so, once. */
function useCheckoutReturn(signedIn: boolean) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const result = params.get('checkout');
  const handled = useRef(false);
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    if (!result || !signedIn || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        current.delete('checkout');
        return current;
      },
      { replace: true },
    );
    if (result === 'cancelled') {
      toast({ title: 'Checkout cancelled', description: 'No payment was made. Your plan has not changed.' });
      return;
    }
    if (result !== 'success') return;
    setSyncing(true);
    void syncAfterCheckout()
      .then((user) => {
        const tier = user?.subscriptionTier ?? 'free';
        toast(
          isPaying(tier)
            ? { title: 'Subscription updated', description: `You're now on the ${tierName(tier)} plan.` }
            : { title: 'Payment received', description: 'Your new plan will appear in a moment.' },
        );
        return queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      })
      .finally(() => setSyncing(false));
  }, [result, signedIn, setParams, queryClient]);

  return syncing;
}

export default function PricingPage() {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const tier = user?.subscriptionTier ?? 'free';
  const { plans, isError } = usePlans();
  const [pendingTier, setPendingTier] = useState<Tier | null>(null);
  const [managing, setManaging] = useState(false);
  const syncing = useCheckoutReturn(signedIn);

  // Coming back with the browser's Back button restores the page as it was left: clear the markers.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        setPendingTier(null);
        setManaging(false);
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const upgrade = async (plan: Plan) => {
    if (!plan.priceId || pendingTier) return;
    setPendingTier(plan.tier);
    try {
      const { url } = await createCheckoutSession(plan.priceId);
      leavePage(url);
    } catch (error) {
      setPendingTier(null);
      toast({ title: 'Error', description: errorMessage(error, 'Failed to start checkout'), variant: 'destructive' });
    }
  };

  // A paid plan chosen before signing up (docs/product.md#sign-in): its checkout starts as soon as the
  // plans are known, once; a plan the user already has (or outranks) is simply dropped.
  const chosenHandled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the plans arrive; upgrade is a new function each render and tier is read once
  useEffect(() => {
    if (!signedIn || !plans || chosenHandled.current) return;
    chosenHandled.current = true;
    const chosen = takeChosenPlan();
    const plan = plans.find((p) => p.tier === chosen);
    if (plan && tierRank(plan.tier) > tierRank(tier)) void upgrade(plan);
    // Deliberately keyed on the plans arriving, not on upgrade (a new function each render).
  }, [signedIn, plans]);

  const manage = async () => {
    if (managing) return;
    setManaging(true);
    try {
      const { url } = await openSubscriptionPortal();
      leavePage(url);
    } catch (error) {
      setManaging(false);
      toast({ title: 'Error', description: errorMessage(error, 'Failed to open subscription management'), variant: 'destructive' });
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8">
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Pricing & Plans</h1>
        <p className="text-muted-foreground">Choose the plan that fits your goals. Cancel anytime.</p>
      </div>

      {syncing && (
        <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" label="Updating" /> Updating your plan...
        </p>
      )}

      {user && isPaying(tier) && (
        <CurrentPlanBanner tier={tier} periodEnd={user.currentPeriodEnd} onManage={() => void manage()} managing={managing} />
      )}

      {plans ? (
        <div className="grid items-stretch gap-6 pt-2 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              isCurrent={signedIn && plan.tier === tier}
              action={planAction(plan, { signedIn, userTier: tier, pendingTier })}
              onUpgrade={() => void upgrade(plan)}
            />
          ))}
        </div>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}
      {isError && (
        <p className="text-center text-xs text-muted-foreground">
          Live plan details are unavailable right now; prices shown are the standard ones.
        </p>
      )}
    </div>
  );
}
