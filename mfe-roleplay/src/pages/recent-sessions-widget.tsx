import { DASHBOARD_LIST_SIZE, PERSONA_LABELS, SCENARIO_LABELS } from '@blindspot/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, cn, Spinner, toast } from '@blindspot/ui';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDeleteSession, useRoleplaySessions } from '../api/roleplay-sessions.js';
import { DifficultyBadge } from '../components/difficulty-badge.js';
import { scoreTone, TONE_TEXT } from '../lib/grade.js';

/** Dashboard widget: the latest three completed roleplay sessions, each deletable. */
export default function RecentSessionsWidget() {
  const sessions = useRoleplaySessions();
  const remove = useDeleteSession();
  const recent = (sessions.data ?? []).filter((s) => s.completed).slice(0, DASHBOARD_LIST_SIZE);

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Session deleted' }),
      onError: () => toast({ title: 'Error', description: 'Failed to delete session', variant: 'destructive' }),
    });

  return (
    <Card data-testid="recent-roleplay-sessions">
      <CardHeader>
        <CardTitle as="h2">Recent Roleplay Sessions</CardTitle>
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
                  <p className="truncate font-medium">{SCENARIO_LABELS[session.scenario]}</p>
                  <p className="flex items-center gap-2 text-xs text-muted-foreground">
                    {PERSONA_LABELS[session.persona]} <DifficultyBadge difficulty={session.difficulty} />
                    {new Date(session.createdAt).toLocaleDateString()}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <span className={cn('font-semibold tabular-nums', TONE_TEXT[scoreTone(session.score)])}>{session.score}/10</span>
                  <Button variant="ghost" size="icon" aria-label="Delete session" onClick={() => onDelete(session.id)} disabled={remove.isPending}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
