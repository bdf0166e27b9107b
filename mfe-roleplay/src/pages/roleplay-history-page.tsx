// /roleplay/history: every saved session, newest first, 20 at a time from the server, with a search
// (company, buyer, scenario or persona) and methodology, scenario and status filters kept in the URL. A
// finished session opens its own page; one in progress resumes in the arena. The plan's allowance of saved
// sessions is shown here, where old ones can be deleted.
import {
  type MethodologyId,
  type RoleplaySessionSummary,
  SCENARIO_LABELS,
  SCENARIOS,
  type Scenario,
  SESSION_STATUS_LABELS,
  SESSION_STATUSES,
  type SessionStatus,
  sessionStatus,
} from '@blindspot/contracts';
import { METHODOLOGY_LIST } from '@blindspot/methodologies';
import { Button, Card, CardContent, cn } from '@blindspot/ui';
import { FilterSelect, ListFilters, PagedList, SearchField, useDebouncedSearch, withFilter } from '@blindspot/ui/controls';
import { errorMessage } from '@blindspot/web-core';
import { Trash2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { type SessionListFilters, useRoleplayStats, useSessionHistory } from '../api/roleplay-sessions.js';
import { CallReviewList } from '../components/call-review-list.js';
import { useConfirmDeleteSession } from '../components/use-confirm-delete-session.js';
import { scoreTone, TONE_TEXT } from '../lib/grade.js';
import { ARENA_PATH, resumePath, sessionPath } from '../lib/paths.js';
import { sessionDetails, sessionTitle } from '../lib/session-text.js';

export const HISTORY_PAGE_SIZE = 20;

const isMethodology = (value: string | null): value is MethodologyId => METHODOLOGY_LIST.some((m) => m.id === value);
const isScenario = (value: string | null): value is Scenario => (SCENARIOS as readonly string[]).includes(value ?? '');
const isStatus = (value: string | null): value is SessionStatus => (SESSION_STATUSES as readonly string[]).includes(value ?? '');

function useFilters() {
  const [params, setParams] = useSearchParams();
  const [methodology, scenario, status] = [params.get('methodology'), params.get('scenario'), params.get('status')];
  const filters: SessionListFilters = {
    q: params.get('q') ?? undefined,
    methodology: isMethodology(methodology) ? methodology : undefined,
    scenario: isScenario(scenario) ? scenario : undefined,
    status: isStatus(status) ? status : undefined,
  };
  const set = (key: keyof SessionListFilters, value: string | undefined) =>
    setParams((current) => withFilter(current, key, value), { replace: true });
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, set, clear, active: Object.values(filters).some(Boolean) };
}

function StatusText({ session }: { session: RoleplaySessionSummary }) {
  const status = sessionStatus(session);
  if (status === 'scored') {
    return <span className={cn('font-semibold tabular-nums', TONE_TEXT[scoreTone(session.score)])}>{session.score}/10</span>;
  }
  return <span className="text-sm text-muted-foreground">{SESSION_STATUS_LABELS[status]}</span>;
}

function Allowance() {
  const stats = useRoleplayStats();
  if (!stats.data || stats.data.allowance === null) return null;
  const { saved, allowance } = stats.data;
  const full = saved >= allowance;
  return (
    <p className={cn('text-sm', full ? 'font-medium text-destructive' : 'text-muted-foreground')} data-testid="session-allowance">
      {saved} of {allowance} saved sessions on your plan. {full && 'Delete old sessions or upgrade to start a new one. '}
      <Link to="/pricing" className="text-primary underline underline-offset-4 hover:decoration-2">
        {full ? 'Upgrade' : 'Need more? Upgrade'}
      </Link>
    </p>
  );
}

export default function RoleplayHistoryPage() {
  const { filters, set, clear, active } = useFilters();
  const [search, setSearch] = useDebouncedSearch(filters.q, (value) => set('q', value));
  const history = useSessionHistory(filters, HISTORY_PAGE_SIZE);
  const remove = useConfirmDeleteSession();

  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Roleplay History</h1>
          <p className="text-muted-foreground">Every practice session you have saved, newest first.</p>
        </div>
        <Button asChild>
          <Link to={ARENA_PATH}>New Session</Link>
        </Button>
      </div>

      <Card>
        <CardContent className="space-y-4">
          <Allowance />
          <ListFilters
            label="Search and filter sessions"
            className="grid gap-3 md:grid-cols-2 xl:grid-cols-[1fr_11rem_11rem_10rem_auto]"
            active={active}
            onClear={clear}
          >
            <SearchField id="history-search" placeholder="Company, buyer or scenario" value={search} onChange={setSearch} />
            <FilterSelect
              id="history-methodology"
              label="Methodology"
              value={filters.methodology}
              allLabel="All methodologies"
              options={METHODOLOGY_LIST.map((m) => ({ value: m.id, label: m.name }))}
              onChange={(value) => set('methodology', value)}
            />
            <FilterSelect
              id="history-scenario"
              label="Scenario"
              value={filters.scenario}
              allLabel="All scenarios"
              options={SCENARIOS.map((s) => ({ value: s, label: SCENARIO_LABELS[s] }))}
              onChange={(value) => set('scenario', value)}
            />
            <FilterSelect
              id="history-status"
              label="Status"
              value={filters.status}
              allLabel="Any status"
              options={SESSION_STATUSES.map((s) => ({ value: s, label: SESSION_STATUS_LABELS[s] }))}
              onChange={(value) => set('status', value)}
            />
          </ListFilters>

          <PagedList
            query={history}
            shown={items.length}
            total={total}
            active={active}
            nouns={['session', 'sessions']}
            errorText={errorMessage(history.error, 'Roleplay sessions are unavailable right now.')}
            start={
              <Link className="text-primary underline underline-offset-4 hover:decoration-2" to={ARENA_PATH}>
                Start practising
              </Link>
            }
            onClear={clear}
          >
            <ul className="divide-y" aria-label="Roleplay sessions" data-testid="session-history">
              {items.map((session) => {
                const title = sessionTitle(session);
                const inProgress = !session.completed;
                return (
                  <li key={session.id} className="flex items-center gap-3 py-3" data-testid="history-session">
                    <Link
                      to={inProgress ? resumePath(session.id) : sessionPath(session.id)}
                      className="min-w-0 flex-1 rounded-sm hover:underline"
                    >
                      <span className="block truncate font-medium">{title}</span>
                      <span className="block truncate text-sm text-muted-foreground">
                        {session.buyerPersonaName} at {session.targetAccountCompany}
                      </span>
                      <span className="block text-xs text-muted-foreground">{sessionDetails(session)}</span>
                    </Link>
                    <StatusText session={session} />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${title} of ${new Date(session.createdAt).toLocaleDateString()}`}
                      onClick={() => remove.ask(session)}
                      disabled={remove.deleting}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </li>
                );
              })}
            </ul>
          </PagedList>
        </CardContent>
      </Card>
      {/* Real calls the seller scored (Call Review), beside the practice sessions; nothing when there are none. */}
      <CallReviewList hideWhenEmpty title="Real calls" />
      {remove.dialog}
    </div>
  );
}
