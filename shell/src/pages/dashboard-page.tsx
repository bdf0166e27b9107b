import { FREE_ANALYSES_PER_MONTH, type RoleplayStats, type Tier } from '@blindspot/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@blindspot/ui';
import { displayName, tierName, useAuth } from '@blindspot/web-core';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowUpRight,
  CreditCard,
  FileSearch,
  type LucideIcon,
  MessagesSquare,
  Sparkles,
  Star,
  TrendingUp,
  Trophy,
  UserCog,
} from 'lucide-react';
import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { frameSlot, SignedInFrameContext } from '../lib/signed-in-frame.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { RemoteComponent } from '../remotes/remote-component.js';

/**
 * GET /api/roleplay-sessions/stats, counted by the roleplay service: scored sessions and their mean score
 * (a session not scored counts in neither). Same key as the roleplay remote's, so the query layer shares one
 * cached copy, refreshed when the remote creates, completes or deletes a session.
 */
export const STATS_KEY = ['/api/roleplay-sessions', 'stats'];

/** The mean score with one decimal, or a dash when no session is scored. */
export const formatAverage = (average: number | null): string => (average === null ? '—' : average.toFixed(1));

function StatCard({
  title,
  value,
  hint,
  icon: Icon,
  testId,
}: {
  title: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  testId: string;
}) {
  return (
    <Card className="gap-2 py-4 sm:gap-3 sm:py-5" data-testid={testId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-5">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <div className="hidden size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary sm:flex">
          <Icon className="size-4" aria-hidden />
        </div>
      </CardHeader>
      <CardContent className="px-4 sm:px-5">
        <p className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl" data-testid={`${testId}-value`}>
          {value}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

type QuickAction = { to: string; label: string; text: string; icon: LucideIcon };

/**
 * The four shortcuts. At the free limit (docs/product.md#dashboard) no new analysis is offered as if it
 * would work: the first leads to the saved analyses and the upgrade says what it unlocks. Pro has nothing
 * to upgrade to: its fourth shortcut is the progress page it pays for.
 */
export function quickActions(freeLimitReached: boolean, tier: Tier = 'free'): QuickAction[] {
  return [
    freeLimitReached
      ? {
          to: '/deal-analysis/history',
          label: 'Saved Analyses',
          text: `${FREE_ANALYSES_PER_MONTH}/${FREE_ANALYSES_PER_MONTH} free analyses used this month: read your saved ones`,
          icon: FileSearch,
        }
      : { to: '/deal-analysis', label: 'Deal Analysis', text: 'Check a deal against a methodology', icon: FileSearch },
    { to: '/roleplay', label: 'Roleplay', text: 'Practise a call with an AI buyer', icon: MessagesSquare },
    { to: '/seller-setup', label: 'Seller Profile', text: 'Tell your coach what you sell', icon: UserCog },
    tier === 'pro'
      ? { to: '/progress', label: 'Progress', text: 'See your trend and what to practise next', icon: TrendingUp }
      : {
          to: '/pricing',
          label: 'Upgrade Plan',
          text: freeLimitReached ? 'Analyse deals without a monthly limit' : 'Unlock unlimited practice',
          icon: CreditCard,
        },
  ];
}

function QuickActions({ freeLimitReached, tier }: { freeLimitReached: boolean; tier: Tier }) {
  return (
    <Card className="h-full gap-4">
      <CardHeader>
        <CardTitle as="h2">Quick Actions</CardTitle>
        <CardDescription>Jump straight into your next rep</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 auto-rows-fr gap-3 sm:grid-cols-2">
        {quickActions(freeLimitReached, tier).map((action) => (
          <Link
            key={action.to}
            to={action.to}
            className="group flex items-center gap-3 rounded-lg border p-3 transition-colors hover:border-primary/40 hover:bg-accent/50"
          >
            <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
              <action.icon className="size-4" aria-hidden />
            </div>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-1 text-sm font-medium">
                {action.label}
                <ArrowUpRight className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100" aria-hidden />
              </p>
              <p className="text-xs text-muted-foreground">{action.text}</p>
            </div>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  // In the prerendered frame, what the frame shows below the heading (prerender.tsx).
  const frameBody = useContext(SignedInFrameContext);
  const { user } = useAuth();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 break-words text-muted-foreground">
          Welcome back, <span {...frameSlot('displayName')}>{displayName(user)}</span>. Here is where your practice stands.
        </p>
      </div>
      {frameBody ?? <DashboardBody />}
    </div>
  );
}

function DashboardBody() {
  const { user } = useAuth();
  const roleplay = useQuery<RoleplayStats>({ queryKey: STATS_KEY, enabled: Boolean(user) });
  const stats = roleplay.data;
  const roleplayDown = roleplay.isError;
  const tier = user?.subscriptionTier ?? 'free';
  const analyses = user?.analysesThisMonth;
  const renews = user?.currentPeriodEnd ? new Date(user.currentPeriodEnd).toLocaleDateString(undefined, { dateStyle: 'medium' }) : null;

  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          title="Current Plan"
          value={tierName(tier)}
          hint={renews ? `Renews on ${renews}` : tier === 'free' ? 'Upgrade for unlimited analyses' : 'Active subscription'}
          icon={Sparkles}
          testId="stat-plan"
        />
        <StatCard
          title="Deal Analyses"
          value={analyses == null ? '—' : String(analyses)}
          hint={tier === 'free' && analyses != null ? `this month · ${analyses}/${FREE_ANALYSES_PER_MONTH} free used` : 'this month'}
          icon={FileSearch}
          testId="stat-analyses"
        />
        <StatCard
          title="Roleplay Sessions"
          value={stats ? String(stats.completed) : '—'}
          hint={roleplayDown ? 'Roleplay is unavailable right now' : 'completed'}
          icon={Trophy}
          testId="stat-sessions"
        />
        <StatCard
          title="Average Score"
          value={stats ? formatAverage(stats.averageScore) : '—'}
          hint={roleplayDown ? 'Roleplay is unavailable right now' : 'out of 10'}
          icon={Star}
          testId="stat-score"
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <QuickActions freeLimitReached={tier === 'free' && (analyses ?? 0) >= FREE_ANALYSES_PER_MONTH} tier={tier} />
        </div>
        <div className={cn('min-h-40')}>
          <RemoteComponent id="account/PlanWidget" title="Your plan" variant="widget" />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <RemoteComponent id="deals/SavedAnalysesWidget" title="Saved Deal Analyses" variant="widget" />
        <RemoteComponent id="roleplay/RecentSessionsWidget" title="Recent Roleplay Sessions" variant="widget" />
      </div>
    </>
  );
}
