import { buyerModelLabel, type ChatMessage, PERSONA_LABELS, type RoleplaySession } from '@blindspot/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, cn, toast } from '@blindspot/ui';
import { errorMessage } from '@blindspot/web-core';
import { Keyboard, Mic, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { transcribeRecording } from '../api/roleplay-sessions.js';
import { useVoiceCapabilities } from '../api/voice.js';
import { formatDuration, scenarioText } from '../lib/format.js';
import { simulateTranscription } from '../lib/transcription.js';
import { useWideScreen } from '../lib/use-wide-screen.js';
import { BuyerVoiceControls } from './buyer-voice-controls.js';
import { ChatInput } from './chat-input.js';
import { CoachLabel } from './coach-label.js';
import { DifficultyBadge } from './difficulty-badge.js';
import { HandsFreeToggle } from './hands-free-toggle.js';
import { HoldToSpeak } from './hold-to-speak.js';
import { MessageList } from './message-list.js';
import { EndPracticeButton, PanelRow, SessionDetailsBar } from './session-panel.js';
import { useBuyerVoice } from './use-buyer-voice.js';
import { useHandsFree } from './use-hands-free.js';
import { usePlayback, useRecorder } from './use-recorder.js';
import { useRoleplayChat } from './use-roleplay-chat.js';
import { speechRecognitionConstructor, useSpeechRecognition } from './use-speech-recognition.js';

/** What the simulated path says on screen: the stand-in words are a sample, never what the seller said. */
const SIMULATED_NOTICE =
  'Simulated transcription: this browser cannot recognise speech and no transcription provider is set up, ' +
  'so a sample question stands in for what you say. Use Text to type your own words.';

const VOICE_TIPS = ['Speak clearly and naturally', 'Take your time', 'Practise active listening', 'Focus on open-ended questions'];

type InputMode = 'voice' | 'text';

type SpokenTiming = NonNullable<ChatMessage['spoken']>;

/** One more hold of the same turn: its seconds add up; the answer time is the first hold's. */
function addSpoken(current: SpokenTiming | undefined, seconds: number, answerSeconds: number | null): SpokenTiming {
  const round = (value: number) => Math.round(value * 10) / 10;
  const total = Math.min(600, Math.max(0.1, round((current?.seconds ?? 0) + seconds)));
  const answer = current ? current.answerSeconds : answerSeconds === null ? null : Math.min(3600, Math.max(0, round(answerSeconds)));
  return { seconds: total, answerSeconds: answer };
}

/** How the seller's speech becomes their turn, best first (docs/voice.md). */
export type RecognitionEngine = 'server' | 'browser' | 'simulated';

export function AudioChat({ session, onEnd, ending }: { session: RoleplaySession; onEnd: () => void; ending: boolean }) {
  const chat = useRoleplayChat(session);
  const wide = useWideScreen();
  const [mode, setMode] = useState<InputMode>('voice');
  const [input, setInput] = chat.draft;
  const [transcribing, setTranscribing] = useState(false);
  const playback = usePlayback();
  const capabilities = useVoiceCapabilities();
  const engine: RecognitionEngine | null = !capabilities.data
    ? null
    : capabilities.data.transcription.available
      ? 'server'
      : speechRecognitionConstructor()
        ? 'browser'
        : 'simulated';
  const recognition = useSpeechRecognition(chat.draft);
  const voice = useBuyerVoice({
    sessionId: session.id,
    persona: session.persona,
    providerSpeech: capabilities.data?.speech.available === true,
  });
  /** The recording of the words in the draft, sent with them (browser recognition). */
  const heardRecording = useRef<string | undefined>(undefined);
  /**
   * Delivery timing (docs/voice.md): when the buyer last finished (speech ended, or the reply arrived), when
   * the seller pressed, and the timing of what they said, sent with the turn.
   */
  const buyerDoneAt = useRef<number | null>(null);
  const pressedAt = useRef<{ at: number; answerSeconds: number | null } | null>(null);
  const spokenTiming = useRef<SpokenTiming | undefined>(undefined);
  /**
   * A finished recording becomes the turn by the best path there is (docs/voice.md): the service's
   * transcription, else (browser recognition) the words already in the draft wait for Send, else the
   * simulated stand-in. `spoken` is the turn's delivery timing.
   */
  const sendRecording = async (recording: Blob, spoken: SpokenTiming | undefined) => {
    const audioUrl = URL.createObjectURL(recording);
    if (engine === 'browser') {
      heardRecording.current = audioUrl;
      return;
    }
    setTranscribing(true);
    try {
      const text = engine === 'server' ? (await transcribeRecording(session.id, recording)).text : await simulateTranscription(recording);
      if (!text.trim()) throw new Error('No speech was heard in that recording. Try again, closer to the microphone.');
      // Stand-in words have no delivery of the seller's: only a real transcription carries its timing.
      await chat.send(text, audioUrl, engine === 'server' ? spoken : undefined);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to send message'), variant: 'destructive' });
    } finally {
      setTranscribing(false);
    }
  };
  const recorder = useRecorder(async (recording) => {
    const spoken = spokenTiming.current;
    if (engine !== 'browser') spokenTiming.current = undefined;
    await sendRecording(recording, spoken);
  });
  const busy = chat.pending || transcribing;
  const transcript = useRef<HTMLDivElement>(null);
  // Said once when recording starts and once when it stops: the ticking timer itself is not announced.
  const [recordingNews, setRecordingNews] = useState('');
  const wasRecording = useRef(false);
  useEffect(() => {
    if (recorder.recording) setRecordingNews('Recording started');
    else if (wasRecording.current)
      setRecordingNews(engine === 'browser' ? 'Recording stopped. Check what you said, then send it.' : 'Recording stopped');
    wasRecording.current = recorder.recording;
  }, [recorder.recording, engine]);

  // Each new buyer reply is spoken once it has all arrived; the replies of a resumed session are not.
  const buyerReplies = chat.messages.filter((message) => message.role === 'assistant');
  const spokenReplies = useRef(buyerReplies.length);
  const lastReply = buyerReplies.at(-1)?.content ?? null;
  useEffect(() => {
    if (buyerReplies.length > spokenReplies.current && lastReply) {
      spokenReplies.current = buyerReplies.length;
      buyerDoneAt.current = Date.now();
      voice.speak(lastReply);
    }
  }, [buyerReplies.length, lastReply, voice]);
  useEffect(() => {
    if (!voice.speaking && lastReply) buyerDoneAt.current = Date.now();
  }, [voice.speaking, lastReply]);

  // Talking over the buyer is an answer time of 0; before any reply there is none.
  const answerSecondsNow = () =>
    lastReply === null ? null : voice.speaking ? 0 : (Date.now() - (buyerDoneAt.current ?? Date.now())) / 1000;
  const startSpeaking = () => {
    pressedAt.current = { at: Date.now(), answerSeconds: answerSecondsNow() };
    // The seller talks: the buyer stops.
    voice.stop();
    void recorder.start();
    if (engine === 'browser') recognition.start();
  };
  const stop = () => {
    if (pressedAt.current) {
      spokenTiming.current = addSpoken(spokenTiming.current, (Date.now() - pressedAt.current.at) / 1000, pressedAt.current.answerSeconds);
      pressedAt.current = null;
    }
    recorder.stop();
    recognition.stop();
    // Focus the transcript, where the turn and the reply will arrive (or the words heard, to check).
    if (engine === 'browser') document.getElementById(`${session.id}-heard`)?.focus();
    else transcript.current?.focus();
  };
  /** The turn hands-free is hearing: its answer time, or 'ignored' when it began while a turn was on its way. */
  const handsFreeTurn = useRef<{ answerSeconds: number | null } | 'ignored' | null>(null);
  /** Browser recognition in hands-free: send the draft once the last words have arrived. */
  const [handsFreeSending, setHandsFreeSending] = useState(false);
  const handsFree = useHandsFree({
    active: mode === 'voice' && engine !== null,
    events: {
      onSpeechStart: () => {
        if (busy || recorder.recording || handsFreeSending) {
          handsFreeTurn.current = 'ignored';
          return;
        }
        handsFreeTurn.current = { answerSeconds: answerSecondsNow() };
        // The seller talks: the buyer stops.
        voice.stop();
        if (engine === 'browser') recognition.start();
      },
      onMisfire: () => {
        if (handsFreeTurn.current && handsFreeTurn.current !== 'ignored' && engine === 'browser') recognition.stop();
        handsFreeTurn.current = null;
      },
      onSpeechEnd: (recording, seconds) => {
        const turn = handsFreeTurn.current;
        handsFreeTurn.current = null;
        if (!turn || turn === 'ignored') return;
        if (engine === 'browser') {
          heardRecording.current = URL.createObjectURL(recording);
          spokenTiming.current = addSpoken(spokenTiming.current, seconds, turn.answerSeconds);
          setHandsFreeSending(true);
          recognition.stop();
          return;
        }
        void sendRecording(recording, addSpoken(undefined, seconds, turn.answerSeconds));
      },
    },
  });
  const sendHeard = () => {
    const text = input;
    const audioUrl = heardRecording.current;
    const spoken = spokenTiming.current;
    heardRecording.current = undefined;
    spokenTiming.current = undefined;
    setInput('');
    void chat.send(text, audioUrl, spoken);
  };

  // Hands-free with the browser's recognition: once it has stopped, its words are the turn (a failure or
  // nothing heard leaves the box for typing, as after a hold).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when listening ends; sendHeard reads this render's draft
  useEffect(() => {
    if (!handsFreeSending || recognition.listening) return;
    setHandsFreeSending(false);
    if (!recognition.problem && input.trim()) sendHeard();
  }, [handsFreeSending, recognition.listening, recognition.problem]);

  const details = (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center justify-between text-base">
            Audio Roleplay <Badge>Pro</Badge>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <PanelRow label="Scenario">
            <span className="capitalize">{scenarioText(session.scenario)}</span>
          </PanelRow>
          <PanelRow label="Persona">{PERSONA_LABELS[session.persona]}</PanelRow>
          <PanelRow label="Difficulty">
            <DifficultyBadge difficulty={session.difficulty} />
          </PanelRow>
          {/* What really plays a voice session's buyer: the latest turn's coach, else the configured one, with its model's name. */}
          <PanelRow label="AI Model">
            <span data-testid="ai-model">
              {capabilities.data ? buyerModelLabel(chat.coach ?? capabilities.data.buyer.coach, capabilities.data.buyer.model) : '…'}
            </span>
          </PanelRow>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Voice Tips
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-4 text-sm text-muted-foreground">
            {VOICE_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );

  return (
    <div className="grid gap-3 lg:grid-cols-[280px_1fr] lg:gap-6">
      {/* On a phone the conversation comes first: the session card and tips fold into a bar above it. */}
      {wide ? (
        <div className="space-y-4">
          {details}
          <EndPracticeButton onEnd={onEnd} ending={ending} />
        </div>
      ) : (
        <SessionDetailsBar onEnd={onEnd} ending={ending}>
          <div className="space-y-4">{details}</div>
        </SessionDetailsBar>
      )}

      {/* 600 px beside the panel; on a phone the rest of the screen, so Hold to speak stays in view. */}
      <Card className="flex h-[calc(100dvh-10rem)] min-h-[34rem] flex-col lg:h-[600px] lg:min-h-0" data-testid="chat-panel">
        <CardHeader className="border-b py-3">
          <div className="flex items-center justify-between gap-2 text-base leading-none font-semibold">
            <CardTitle as="h2" className="text-base">
              {session.buyerPersonaName}, {session.buyerPersonaRole}
            </CardTitle>
            <span className="flex items-center gap-3">
              <CoachLabel coach={chat.coach} />
              {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not form fields: a fieldset would need a legend */}
              <span className="inline-flex rounded-md border p-0.5" role="group" aria-label="Input mode">
                {(['voice', 'text'] as const).map((option) => (
                  <Button
                    key={option}
                    size="sm"
                    variant={mode === option ? 'default' : 'ghost'}
                    aria-pressed={mode === option}
                    onClick={() => setMode(option)}
                    disabled={recorder.recording}
                  >
                    {option === 'voice' ? (
                      <Mic className="mr-1 h-3.5 w-3.5" aria-hidden />
                    ) : (
                      <Keyboard className="mr-1 h-3.5 w-3.5" aria-hidden />
                    )}
                    {option === 'voice' ? 'Voice' : 'Text'}
                  </Button>
                ))}
              </span>
            </span>
          </div>
        </CardHeader>
        <CardContent
          ref={transcript}
          className="flex-1 overflow-y-auto py-4"
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          tabIndex={0}
        >
          <MessageList
            messages={chat.messages}
            buyerName={session.buyerPersonaName}
            pending={chat.pending}
            streaming={chat.streaming}
            onRetry={(index) => void chat.retry(index)}
            waiting={
              <p className="text-sm text-muted-foreground" role="status">
                AI is responding...
              </p>
            }
            renderUserExtra={(message) =>
              message.audioUrl ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className={cn('mt-1 h-7 text-xs', playback.playing === message.audioUrl && 'text-primary')}
                  onClick={() => playback.play(message.audioUrl!)}
                >
                  <Play className="mr-1 h-3 w-3" aria-hidden />
                  {playback.playing === message.audioUrl ? 'Playing...' : 'Play recording'}
                </Button>
              ) : null
            }
          />
        </CardContent>
        <div className="space-y-3 border-t p-4">
          <BuyerVoiceControls voice={voice} canReplay={lastReply !== null} onReplay={() => lastReply && voice.speak(lastReply)} />
          {mode === 'voice' ? (
            <div className="flex flex-col items-center gap-2">
              <HandsFreeToggle
                enabled={handsFree.enabled}
                onChange={handsFree.setEnabled}
                state={handsFree.state}
                problem={handsFree.problem}
                disabled={engine === null}
              />
              {recorder.recording && (
                <>
                  {/* A timer: readable, never announced (role=timer is not live); the status below says start and stop. */}
                  <p className="font-medium text-destructive" role="timer" aria-live="off">
                    Recording: {formatDuration(recorder.seconds)}
                  </p>
                  <p className="text-sm text-muted-foreground">Speak your response, then click Stop when finished</p>
                </>
              )}
              <HoldToSpeak recording={recorder.recording} disabled={busy || engine === null} onStart={startSpeaking} onStop={stop} />
              {!recorder.recording && (
                <p className="text-xs text-muted-foreground">
                  Press and hold (mouse, touch or Space) and release to send, or click to start and stop.
                </p>
              )}
              {transcribing && <p className="text-xs text-muted-foreground">Transcribing...</p>}
              <p className="sr-only" role="status" data-testid="recording-status">
                {recordingNews}
              </p>
              {engine === 'browser' && (recognition.listening || input || recognition.problem) && (
                <div className="w-full space-y-1" data-testid="heard">
                  <label htmlFor={`${session.id}-heard`} className="text-sm font-medium">
                    {recognition.listening ? 'Hearing you...' : 'What you said (correct it if needed)'}
                  </label>
                  <ChatInput
                    id={`${session.id}-heard`}
                    value={input}
                    onChange={setInput}
                    pending={chat.pending || recognition.listening}
                    onSend={sendHeard}
                    label="What you said"
                  />
                  {recognition.problem && (
                    <p className="text-sm text-destructive" role="alert">
                      {recognition.problem}
                    </p>
                  )}
                </div>
              )}
            </div>
          ) : (
            <ChatInput
              value={input}
              onChange={setInput}
              pending={chat.pending}
              onSend={() => {
                const text = input;
                setInput('');
                void chat.send(text);
              }}
            />
          )}
          <p className="text-center text-xs text-muted-foreground" data-testid="recognition-engine">
            {engine === 'server' && `Your speech is transcribed by ${capabilities.data?.transcription.model}.`}
            {engine === 'browser' && 'Your speech is recognised by your browser: check the words, then send them.'}
            {engine === 'simulated' && SIMULATED_NOTICE}
          </p>
        </div>
      </Card>
    </div>
  );
}
