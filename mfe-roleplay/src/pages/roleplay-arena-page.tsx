// /roleplay: selector → preview → chat → feedback, the session in the URL so a reload, a sidebar click and
// a return resume it (transcript and step):
//   /roleplay                           the selector, or the session in progress if there is one
//   /roleplay?methodology=<id>          the selector with the methodology preselected
//   /roleplay?session=<id>&step=preview the generated account and buyer
//   /roleplay?session=<id>              the conversation, or its feedback once it has ended
// Leaving with unsent text or ending the conversation asks first; at the plan's allowance of saved sessions
// the seller is told before starting one, with the way out (delete old ones, upgrade).
import {
  type CreateRoleplaySessionInput,
  CUSTOM_SCENARIOS_PRO_MESSAGE,
  type CustomScenario,
  METHODOLOGIES,
  type MethodologyId,
  PRO_FEATURE_MESSAGE,
  type RoleplaySession,
  type SessionType,
  sessionLimitMessage,
  tierRank,
} from '@blindspot/contracts';
import { Button, Card, CardContent, ConfirmDialog, Spinner, toast } from '@blindspot/ui';
import { useFocusOnChange } from '@blindspot/ui/focus';
import { errorMessage, isApiError, useAuth } from '@blindspot/web-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStartCustomScenario } from '../api/custom-scenarios.js';
import { sessionKey, useCompleteSession, useCreateSession, useDeleteSession, useRoleplayStats } from '../api/roleplay-sessions.js';
import { AudioChat } from '../components/audio-chat.js';
import { ConversationContext, type ConversationState, emptyConversation } from '../components/conversation-state.js';
import { CustomScenarios } from '../components/custom-scenarios.js';
import { useLeaveGuard } from '../components/leave-guard.js';
import { NotScoredFeedback } from '../components/not-scored-feedback.js';
import { SessionFeedback } from '../components/session-feedback.js';
import { SessionLimitDialog, SessionLimitNotice } from '../components/session-limit.js';
import { SessionPreview } from '../components/session-preview.js';
import { SessionSelector } from '../components/session-selector.js';
import { TextChat } from '../components/text-chat.js';
import { forgetSession, recallSession, rememberSession } from '../lib/current-session.js';
import { ARENA_PATH, HISTORY_PATH, resumePath } from '../lib/paths.js';

type Step = 'selector' | 'preview' | 'chat' | 'feedback' | 'loading' | 'missing';

const SUBTITLES: Record<Step, string> = {
  selector: 'Practice sales conversations with AI buyer personas',
  preview: 'Review your target account and buyer persona',
  chat: 'Have a conversation with the AI buyer',
  feedback: 'Review your performance and get feedback',
  loading: 'Loading your session...',
  missing: 'This session could not be found',
};

const isMethodology = (value: string | null): value is MethodologyId => (METHODOLOGIES as readonly string[]).includes(value ?? '');

function proFeatureToast() {
  toast({ title: 'Pro Feature', description: PRO_FEATURE_MESSAGE, variant: 'destructive' });
}

const hasTurns = (session: RoleplaySession) => session.messages !== '[]';

/** On the selector, when a session is still in progress (the seller came for a new one on purpose). */
function ResumeNotice({ id }: { id: string }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="resume-notice">
      You have a practice session in progress.{' '}
      <Link to={resumePath(id)} className="font-medium text-primary underline underline-offset-4 hover:decoration-2">
        Resume it
      </Link>
    </p>
  );
}

/**
 * The session the URL names, read afresh each time the arena opens it (it may have moved on in another tab
 * or before a reload): the chat starts from what the server stored.
 */
function useArenaSession(id: string | null) {
  const { isAuthenticated } = useAuth();
  return useQuery<RoleplaySession>({
    queryKey: sessionKey(id ?? ''),
    enabled: isAuthenticated && Boolean(id),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export default function RoleplayArenaPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const sessionId = params.get('session');
  const preselected = params.get('methodology');
  const arena = useArenaSession(sessionId);
  const stats = useRoleplayStats();
  const create = useCreateSession();
  const startScenario = useStartCustomScenario();
  const complete = useCompleteSession();
  const discard = useDeleteSession();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [confirmEnd, setConfirmEnd] = useState<{ sellerTurns: number; draft: boolean } | null>(null);
  const conversation = useRef<ConversationState>(emptyConversation());

  // A plain /roleplay goes back to the session in progress, if one is remembered.
  const remembered = user ? recallSession(user.id) : null;
  const resume =
    remembered && !sessionId && params.size === 0
      ? `${ARENA_PATH}?session=${remembered.id}${remembered.step === 'preview' ? '&step=preview' : ''}`
      : null;
  useEffect(() => {
    if (resume) navigate(resume, { replace: true, state: { resumed: true } });
  }, [resume, navigate]);

  const session = arena.isFetchedAfterMount ? arena.data : undefined;
  let step: Step;
  if (!sessionId) step = resume ? 'loading' : 'selector';
  else if (arena.isError) step = 'missing';
  else if (!session) step = 'loading';
  else if (session.completed) step = 'feedback';
  else if (params.get('step') === 'preview' && !hasTurns(session)) step = 'preview';
  else step = 'chat';

  // Remember the session while it is in progress; forget it once it has ended or is gone.
  useEffect(() => {
    if (!user || !sessionId) return;
    if (step === 'preview' || step === 'chat') rememberSession(user.id, { id: sessionId, step });
    if (step === 'feedback' || step === 'missing') forgetSession(user.id, sessionId);
  }, [user, sessionId, step]);

  // A remembered session that no longer exists: back to the selector, without a word.
  const resumed = (location.state as { resumed?: boolean } | null)?.resumed === true;
  useEffect(() => {
    if (step === 'missing' && resumed) navigate(ARENA_PATH, { replace: true });
  }, [step, resumed, navigate]);

  // Each step replaces the last: the page's heading takes focus and is read with the step's subtitle.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step>(step);
  if (step !== 'loading') shownStep.current = step;
  useFocusOnChange(heading, shownStep.current);

  const shouldAsk = useCallback(() => step === 'chat' && conversation.current.draft.trim().length > 0, [step]);
  const leaveGuard = useLeaveGuard(shouldAsk);

  const allowance = stats.data?.allowance ?? null;
  const atLimit = allowance !== null && (stats.data?.saved ?? 0) >= allowance;

  const start = (input: CreateRoleplaySessionInput) => {
    if (input.sessionType === 'audio' && tierRank(user?.subscriptionTier) < tierRank('pro')) return proFeatureToast();
    // Told before anything is created; the service refuses it too, from a tab that does not know yet.
    if (atLimit && user) return setLimitMessage(sessionLimitMessage(user.subscriptionTier));
    create.mutate(input, {
      onSuccess: (created) => {
        if (user) rememberSession(user.id, { id: created.id, step: 'preview' });
        navigate(`${ARENA_PATH}?session=${created.id}&step=preview`);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 403) {
          const message = errorMessage(error, '');
          return message === PRO_FEATURE_MESSAGE ? proFeatureToast() : setLimitMessage(message);
        }
        toast({ title: 'Error', description: 'Failed to start roleplay session', variant: 'destructive' });
      },
    });
  };

  // A custom scenario: the same checks and landing as a new session from the selector.
  const practiseScenario = (scenario: CustomScenario, sessionType: SessionType) => {
    if (atLimit && user) return setLimitMessage(sessionLimitMessage(user.subscriptionTier));
    startScenario.mutate(
      { id: scenario.id, sessionType },
      {
        onSuccess: (created) => {
          if (user) rememberSession(user.id, { id: created.id, step: 'preview' });
          navigate(`${ARENA_PATH}?session=${created.id}&step=preview`);
        },
        onError: (error) => {
          // The saved-session allowance gets its dialog; anything else (Pro only, from a stale tier) is said in a toast.
          if (isApiError(error) && error.status === 403 && errorMessage(error, '') !== CUSTOM_SCENARIOS_PRO_MESSAGE)
            return setLimitMessage(errorMessage(error, ''));
          toast({ title: 'Error', description: errorMessage(error, 'Failed to start roleplay session'), variant: 'destructive' });
        },
      },
    );
  };

  // Change Scenario: the set-up shown has no turn yet; it is discarded, not left to fill the history.
  const changeScenario = () => {
    if (sessionId) {
      if (user) forgetSession(user.id, sessionId);
      discard.mutate(sessionId);
    }
    navigate(ARENA_PATH);
  };

  const practiceAgain = () => {
    if (user && sessionId) forgetSession(user.id, sessionId);
    navigate(ARENA_PATH);
  };

  const end = () => {
    if (!sessionId) return;
    complete.mutate(sessionId, {
      onSuccess: (completed) => {
        queryClient.setQueryData(sessionKey(completed.id), completed);
        if (user) forgetSession(user.id, completed.id);
      },
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to complete session'), variant: 'destructive' }),
    });
  };

  const askToEnd = () =>
    setConfirmEnd({ sellerTurns: conversation.current.sellerTurns, draft: conversation.current.draft.trim().length > 0 });

  return (
    <ConversationContext.Provider value={conversation}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 ref={heading} className="text-3xl font-bold tracking-tight" aria-describedby="roleplay-subtitle">
              Roleplay Arena
            </h1>
            <p id="roleplay-subtitle" className="text-muted-foreground" data-testid="roleplay-subtitle">
              {SUBTITLES[step]}
            </p>
          </div>
          <Link to={HISTORY_PATH} className="text-sm font-medium text-primary underline underline-offset-4 hover:decoration-2">
            Session history
          </Link>
        </div>
        {step === 'loading' && (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        )}
        {step === 'missing' && (
          <Card>
            <CardContent className="flex flex-col items-start gap-3 pt-6">
              <p>{errorMessage(arena.error, 'This session could not be loaded.')}</p>
              <Button onClick={() => navigate(ARENA_PATH)}>Start a New Session</Button>
            </CardContent>
          </Card>
        )}
        {step === 'selector' && (
          <>
            {remembered && <ResumeNotice id={remembered.id} />}
            {atLimit && stats.data && <SessionLimitNotice saved={stats.data.saved} allowance={allowance!} />}
            <SessionSelector
              initialMethodology={isMethodology(preselected) ? preselected : undefined}
              starting={create.isPending}
              onStart={start}
            />
            <CustomScenarios starting={startScenario.isPending} onPractise={practiseScenario} />
          </>
        )}
        {step === 'preview' && session && (
          <SessionPreview
            session={session}
            onChange={changeScenario}
            onStart={() => navigate(`${ARENA_PATH}?session=${session.id}`, { replace: true })}
          />
        )}
        {step === 'chat' &&
          session &&
          (session.sessionType === 'audio' ? (
            <AudioChat key={session.id} session={session} onEnd={askToEnd} ending={complete.isPending} />
          ) : (
            <TextChat key={session.id} session={session} onEnd={askToEnd} ending={complete.isPending} />
          ))}
        {step === 'feedback' &&
          session &&
          (session.scored ? (
            <SessionFeedback session={session} onPracticeAgain={practiceAgain} />
          ) : (
            <NotScoredFeedback onPracticeAgain={practiceAgain} />
          ))}
      </div>
      {leaveGuard.dialog}
      <ConfirmDialog
        open={confirmEnd !== null}
        onOpenChange={(open) => !open && setConfirmEnd(null)}
        title={confirmEnd?.sellerTurns === 0 ? 'End without a score?' : 'End this practice session?'}
        description={
          confirmEnd?.sellerTurns === 0
            ? "You haven't said anything yet, so there is nothing to score. The session is kept as not scored and does not count in your average."
            : `Your conversation will be scored, and it cannot be continued afterwards.${confirmEnd?.draft ? ' Your unsent message will not be included.' : ''}`
        }
        cancelLabel="Keep Practising"
        confirmLabel={confirmEnd?.sellerTurns === 0 ? 'End Session' : 'End and Score'}
        onConfirm={end}
      />
      <SessionLimitDialog message={limitMessage} onClose={() => setLimitMessage(null)} />
    </ConversationContext.Provider>
  );
}
