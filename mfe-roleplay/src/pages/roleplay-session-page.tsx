// /roleplay/sessions/:id: one session, read-only. A scored one shows its score, grade, feedback, rubric and
// transcript (the feedback's own, with Retry from here); one not scored says why and one in progress offers
// to resume it, each above its transcript.
import type { RoleplaySession } from '@blindspot/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Spinner } from '@blindspot/ui';
import { errorMessage } from '@blindspot/web-core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useRoleplaySession } from '../api/roleplay-sessions.js';
import { MessageList } from '../components/message-list.js';
import { NotScoredFeedback } from '../components/not-scored-feedback.js';
import { SessionFeedback } from '../components/session-feedback.js';
import { useConfirmDeleteSession } from '../components/use-confirm-delete-session.js';
import type { ShownMessage } from '../components/use-roleplay-chat.js';
import { ARENA_PATH, HISTORY_PATH, resumePath } from '../lib/paths.js';
import { sessionDetails, sessionTitle } from '../lib/session-text.js';

function transcriptOf(session: RoleplaySession): ShownMessage[] {
  try {
    const parsed: unknown = JSON.parse(session.messages);
    return Array.isArray(parsed) ? (parsed as ShownMessage[]) : [];
  } catch {
    return [];
  }
}

function Transcript({ session }: { session: RoleplaySession }) {
  const messages = transcriptOf(session);
  return (
    <Card data-testid="transcript">
      <CardHeader>
        <CardTitle as="h2">Transcript</CardTitle>
      </CardHeader>
      <CardContent>
        {messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">No turns in this conversation.</p>
        ) : (
          <MessageList messages={messages} buyerName={session.buyerPersonaName} pending={false} streaming={null} />
        )}
      </CardContent>
    </Card>
  );
}

export default function RoleplaySessionPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useRoleplaySession(id);
  const remove = useConfirmDeleteSession({ onDeleted: () => navigate(HISTORY_PATH) });
  const data = session.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{data ? sessionTitle(data) : 'Roleplay Session'}</h1>
          <p className="text-muted-foreground" data-testid="session-details">
            {data ? `${sessionDetails(data)} · ${data.buyerPersonaName}, ${data.buyerPersonaRole} at ${data.targetAccountCompany}` : ' '}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <Link to={HISTORY_PATH}>All sessions</Link>
          </Button>
          {data && (
            <Button variant="outline" onClick={() => remove.ask(data)} disabled={remove.deleting}>
              Delete
            </Button>
          )}
        </div>
      </div>

      {session.isPending && (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}
      {session.isError && (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 pt-6">
            <p>{errorMessage(session.error, 'This session could not be loaded.')}</p>
            <Button asChild>
              <Link to={HISTORY_PATH}>All sessions</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {data && !data.completed && (
        <Card data-testid="in-progress">
          <CardContent className="flex flex-col items-start gap-3 pt-6">
            <p>This session is still in progress.</p>
            <Button asChild>
              <Link to={resumePath(data.id)}>Resume Practice</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {data?.completed && data.scored && <SessionFeedback session={data} onPracticeAgain={() => navigate(ARENA_PATH)} />}
      {data?.completed && !data.scored && <NotScoredFeedback onPracticeAgain={() => navigate(ARENA_PATH)} />}
      {data && !data.scored && <Transcript session={data} />}
      {remove.dialog}
    </div>
  );
}
