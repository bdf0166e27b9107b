// /deal-analysis/history: every saved analysis, newest first, 20 at a time from the server, with a search
// (deal or prospect name) and methodology and stage filters kept in the URL, so a reload or Back keeps them.
import { formatDealSize, type MethodologyId, STAGE_LABELS, STAGES, type Stage } from '@blindspot/contracts';
import { getMethodology, METHODOLOGY_LIST } from '@blindspot/methodologies';
import { Button, Card, CardContent } from '@blindspot/ui';
import { FilterSelect, ListFilters, PagedList, SearchField, useDebouncedSearch, withFilter } from '@blindspot/ui/controls';
import { errorMessage } from '@blindspot/web-core';
import { Link, useSearchParams } from 'react-router-dom';
import { type DealListFilters, useDealAnalysisHistory } from '../api/deal-analyses.js';
import { useConfirmDeleteAnalysis } from '../components/use-confirm-delete.js';
import { analysisPath, PAGE_PATH } from '../lib/paths.js';

export const HISTORY_PAGE_SIZE = 20;

const isMethodology = (value: string | null): value is MethodologyId => METHODOLOGY_LIST.some((m) => m.id === value);
const isStage = (value: string | null): value is Stage => (STAGES as readonly string[]).includes(value ?? '');

function useFilters() {
  const [params, setParams] = useSearchParams();
  const methodology = params.get('methodology');
  const stage = params.get('stage');
  const filters: DealListFilters = {
    q: params.get('q') ?? undefined,
    methodology: isMethodology(methodology) ? methodology : undefined,
    stage: isStage(stage) ? stage : undefined,
  };
  const set = (key: keyof DealListFilters, value: string | undefined) =>
    setParams((current) => withFilter(current, key, value), { replace: true });
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, set, clear, active: Boolean(filters.q || filters.methodology || filters.stage) };
}

export default function DealHistoryPage() {
  const { filters, set, clear, active } = useFilters();
  // The search follows typing after a pause; the box follows the URL (Back, Clear filters).
  const [search, setSearch] = useDebouncedSearch(filters.q, (value) => set('q', value));
  const history = useDealAnalysisHistory(filters, HISTORY_PAGE_SIZE);
  const remove = useConfirmDeleteAnalysis();

  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Deal Analysis History</h1>
          <p className="text-muted-foreground">Every deal analysis you have saved, newest first.</p>
        </div>
        <Button asChild>
          <Link to={PAGE_PATH}>New Analysis</Link>
        </Button>
      </div>

      <Card>
        <CardContent className="space-y-4">
          <ListFilters
            label="Search and filter analyses"
            className="grid gap-3 md:grid-cols-[1fr_12rem_12rem_auto]"
            active={active}
            onClear={clear}
          >
            <SearchField id="history-search" placeholder="Deal or prospect name" value={search} onChange={setSearch} />
            <FilterSelect
              id="history-methodology"
              label="Methodology"
              value={filters.methodology}
              allLabel="All methodologies"
              options={METHODOLOGY_LIST.map((m) => ({ value: m.id, label: m.name }))}
              onChange={(value) => set('methodology', value)}
            />
            <FilterSelect
              id="history-stage"
              label="Stage"
              value={filters.stage}
              allLabel="All stages"
              options={STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] }))}
              onChange={(value) => set('stage', value)}
            />
          </ListFilters>

          <PagedList
            query={history}
            shown={items.length}
            total={total}
            active={active}
            nouns={['analysis', 'analyses']}
            errorText={errorMessage(history.error, 'Deal analyses are unavailable right now.')}
            start={
              <Link className="text-primary underline underline-offset-4 hover:decoration-2" to={PAGE_PATH}>
                Analyze a deal
              </Link>
            }
            onClear={clear}
          >
            <ul className="space-y-2" aria-label="Deal analyses" data-testid="analysis-history">
              {items.map((analysis) => {
                const name = analysis.dealName || 'Untitled deal';
                return (
                  <li key={analysis.id} className="flex items-center gap-3 rounded-md border p-3" data-testid="history-analysis">
                    <Link to={analysisPath(analysis.id)} className="min-w-0 flex-1 rounded-sm hover:underline">
                      <span className="block truncate font-medium">{name}</span>
                      {analysis.prospectNames && (
                        <span className="block truncate text-sm text-muted-foreground">{analysis.prospectNames}</span>
                      )}
                      <span className="block text-xs text-muted-foreground">
                        {getMethodology(analysis.methodology).name}
                        {analysis.stage && ` · ${STAGE_LABELS[analysis.stage]}`} · {new Date(analysis.createdAt).toLocaleDateString()}
                        {/* On a phone the size joins this line, leaving the name its width. */}
                        {analysis.dealSize && <span className="sm:hidden"> · {formatDealSize(analysis.dealSize)}</span>}
                      </span>
                    </Link>
                    {analysis.dealSize && (
                      <span className="hidden shrink-0 text-sm text-muted-foreground sm:inline">{formatDealSize(analysis.dealSize)}</span>
                    )}
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Delete ${name}`}
                      onClick={() => remove.ask(analysis)}
                      disabled={remove.deleting}
                    >
                      Delete
                    </Button>
                  </li>
                );
              })}
            </ul>
          </PagedList>
        </CardContent>
      </Card>
      {remove.dialog}
    </div>
  );
}
