// Dashboard card: the latest saved deal analyses, each opening /deal-analysis?id={id}, and View all (the history).
import { DASHBOARD_LIST_SIZE, formatDealSize } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@blindspot/ui';
import { useAuth } from '@blindspot/web-core';
import { Link } from 'react-router-dom';
import { useLatestDealAnalyses } from '../api/deal-analyses.js';
import { freeUsageOf } from '../lib/free-limit.js';
import { HISTORY_PATH } from '../lib/paths.js';

export default function SavedAnalysesWidget() {
  const analyses = useLatestDealAnalyses(DASHBOARD_LIST_SIZE);
  const latest = analyses.data?.items ?? [];
  const atLimit = Boolean(freeUsageOf(useAuth().user)?.atLimit);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Saved Deal Analyses</CardTitle>
        <CardDescription>Your latest deal analyses</CardDescription>
        {analyses.isSuccess && analyses.data.total > 0 && (
          <CardAction>
            <Link to={HISTORY_PATH} className="text-sm font-medium text-primary underline underline-offset-4 hover:decoration-2">
              View all<span className="sr-only"> deal analyses</span> ({analyses.data.total})
            </Link>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {analyses.isLoading && (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        )}
        {analyses.isError && <p className="text-sm text-muted-foreground">Deal analyses are unavailable right now.</p>}
        {analyses.isSuccess && latest.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No saved analyses yet. {/* At the free limit a new analysis cannot be made this month: the way on is the upgrade. */}
            <Link className="text-primary underline underline-offset-4 hover:decoration-2" to={atLimit ? '/pricing' : '/deal-analysis'}>
              {atLimit ? 'Upgrade for more analyses' : 'Analyze a deal'}
            </Link>
          </p>
        )}
        <ul className="space-y-2">
          {latest.map((analysis) => (
            <li key={analysis.id}>
              <Link
                to={`/deal-analysis?id=${analysis.id}`}
                className="flex items-center justify-between gap-3 rounded-md border p-3 transition-colors hover:bg-muted"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{analysis.dealName || 'Untitled deal'}</span>
                  <span className="block text-xs text-muted-foreground">
                    {getMethodology(analysis.methodology).name} · {new Date(analysis.createdAt).toLocaleDateString()}
                  </span>
                </span>
                {analysis.dealSize && <span className="shrink-0 text-sm text-muted-foreground">{formatDealSize(analysis.dealSize)}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
