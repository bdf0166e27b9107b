import { METHODOLOGIES, PRO_FEATURE_MESSAGE, tierRank, type CreateRoleplaySessionInput, type MethodologyId, type RoleplaySession } from '@blindspot/contracts';
import { toast } from '@blindspot/ui';
import { useFocusOnChange } from '@blindspot/ui/focus';
import { errorMessage, useAuth } from '@blindspot/web-core';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCompleteSession, useCreateSession } from '../api/roleplay-sessions.js';
import { AudioChat } from '../components/audio-chat.js';
import { SessionFeedback } from '../components/session-feedback.js';
import { SessionPreview } from '../components/session-preview.js';
import { SessionSelector } from '../components/session-selector.js';
import { TextChat } from '../components/text-chat.js';

type Step = 'selector' | 'preview' | 'chat' | 'feedback';

const SUBTITLES: Record<Step, string> = {
  selector: 'Practice sales conversations with AI buyer personas',
  preview: 'Review your target account and buyer persona',
  chat: 'Have a conversation with the AI buyer',
  feedback: 'Review your performance and get feedback',
};

const isMethodology = (value: string | null): value is MethodologyId => (METHODOLOGIES as readonly string[]).includes(value ?? '');

function proFeatureToast() {
  toast({ title: 'Pro Feature', description: PRO_FEATURE_MESSAGE, variant: 'destructive' });
}

/** /roleplay: selector → preview → chat → feedback. `?methodology=<id>` preselects the methodology. */
export default function RoleplayArenaPage() {
  const [params] = useSearchParams();
  const preselected = params.get('methodology');
  const { user } = useAuth();
  const [step, setStep] = useState<Step>('selector');
  const [session, setSession] = useState<RoleplaySession | null>(null);
  const create = useCreateSession();
  const complete = useCompleteSession();
  // Each step replaces the last: the page's heading takes focus and is read with the step's subtitle.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(heading, step);

  const start = (input: CreateRoleplaySessionInput) => {
    if (input.sessionType === 'audio' && tierRank(user?.subscriptionTier) < tierRank('pro')) return proFeatureToast();
    create.mutate(input, {
      onSuccess: (created) => {
        setSession(created);
        setStep('preview');
      },
      onError: (error) => {
        if ((error as { status?: number }).status === 403) return proFeatureToast();
        toast({ title: 'Error', description: 'Failed to start roleplay session', variant: 'destructive' });
      },
    });
  };

  const startNew = () => {
    setSession(null);
    setStep('selector');
  };

  const end = () => {
    if (!session) return;
    complete.mutate(session.id, {
      onSuccess: (completed) => {
        setSession(completed);
        setStep('feedback');
      },
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to complete session'), variant: 'destructive' }),
    });
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 ref={heading} className="text-3xl font-bold tracking-tight" aria-describedby="roleplay-subtitle">
          Roleplay Arena
        </h1>
        <p id="roleplay-subtitle" className="text-muted-foreground" data-testid="roleplay-subtitle">
          {SUBTITLES[step]}
        </p>
      </div>
      {step === 'selector' && (
        <SessionSelector initialMethodology={isMethodology(preselected) ? preselected : undefined} starting={create.isPending} onStart={start} />
      )}
      {step === 'preview' && session && <SessionPreview session={session} onChange={startNew} onStart={() => setStep('chat')} />}
      {step === 'chat' && session && (session.sessionType === 'audio'
        ? <AudioChat session={session} onEnd={end} ending={complete.isPending} />
        : <TextChat session={session} onEnd={end} ending={complete.isPending} />)}
      {step === 'feedback' && session && <SessionFeedback session={session} onPracticeAgain={startNew} />}
    </div>
  );
}
