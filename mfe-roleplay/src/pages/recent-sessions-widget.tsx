import { DASHBOARD_LIST_SIZE, PERSONA_LABELS, SCENARIO_LABELS } from '@blindspot/contracts';
import { Button, Card, CardAction, CardContent, CardHeader, CardTitle, cn, Spinner } from '@blindspot/ui';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useLatestScoredSessions } from '../api/roleplay-sessions.js';
import { DifficultyBadge } from '../components/difficulty-badge.js';
import { useConfirmDeleteSession } from '../components/use-confirm-delete-session.js';
import { scoreTone, TONE_TEXT } from '../lib/grade.js';
import { HISTORY_PATH, sessionPath } from '../lib/paths.js';

/**
 * Dashboard widget: the latest three scored roleplay sessions, each opening its own page and deletable
 * (after a confirmation), and View all (the history).
 */
export default function RecentSessionsWidget() {
  const sessions = useLatestScoredSessions(DASHBOARD_LIST_SIZE);
  const remove = useConfirmDeleteSession();
  const recent = sessions.data?.items ?? [];

  return (
    <Card data-testid="recent-roleplay-sessions">
      <CardHeader>
        <CardTitle as="h2">Recent Roleplay Sessions</CardTitle>
        <CardAction>
          <Link to={HISTORY_PATH} className="text-sm font-medium text-primary underline underline-offset-4 hover:decoration-2">
            View all<span className="sr-only"> roleplay sessions</span>
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {sessions.isLoading ? (
          <Spinner />
        ) : recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No completed sessions yet.{' '}
            <Link to="/roleplay" className="underline">
              Start practising
            </Link>
          </p>
        ) : (
          <ul className="divide-y">
            {recent.map((session) => (
              <li key={session.id} className="flex items-center justify-between gap-3 py-3" data-testid="recent-session">
                <div className="min-w-0">
                  <p className="truncate font-medium">
                    <Link to={sessionPath(session.id)} className="hover:underline">
                      {SCENARIO_LABELS[session.scenario]}
                    </Link>
                  </p>
                  <p className="flex items-center gap-2 text-xs text-muted-foreground">
                    {PERSONA_LABELS[session.persona]} <DifficultyBadge difficulty={session.difficulty} />
                    {new Date(session.createdAt).toLocaleDateString()}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <span className={cn('font-semibold tabular-nums', TONE_TEXT[scoreTone(session.score)])}>{session.score}/10</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Delete session"
                    onClick={() => remove.ask(session)}
                    disabled={remove.deleting}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {remove.dialog}
    </Card>
  );
}
