import type { RoleplayReply, RoleplaySession, TranscriptionResult, VoiceCapabilities } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

// The network is not reachable under jsdom: the service's answers are stand-ins at the API modules, and
// the browser's microphone, recorder, speech recognition and synthesis are doubles (jsdom has none).
const sendMessage = jest.fn(
  async (
    _id: string,
    message: string,
    _onText: (text: string) => void,
    _key?: string,
    _spoken?: { seconds: number; answerSeconds: number | null },
  ): Promise<RoleplayReply> => ({
    content: `Reply to: ${message}`,
    coach: 'offline',
  }),
);
const transcribeRecording = jest.fn(
  async (_id: string, _recording: Blob): Promise<TranscriptionResult> => ({ text: 'How do you forecast revenue today?' }),
);
jest.unstable_mockModule('../api/roleplay-sessions.js', () => ({ sendMessage, transcribeRecording }));
let capabilities: VoiceCapabilities;
// The spoken reply as a fetch answer (jsdom has no Response): no stream body, so it is played whole.
const fetchSpokenReply = jest.fn(
  async (_id: string, _text: string, _signal?: AbortSignal) =>
    ({ body: null, blob: async () => new Blob(['ID3spoken'], { type: 'audio/mpeg' }) }) as unknown as Response,
);
jest.unstable_mockModule('../api/voice.js', () => ({ useVoiceCapabilities: () => ({ data: capabilities }), fetchSpokenReply }));
jest.unstable_mockModule('../api/buyer-model.js', () => ({ useBuyerModel: () => ({ data: { coach: 'offline', model: null } }) }));
jest.unstable_mockModule('../api/practice.js', () => ({
  useRetrySession: () => ({ mutate: jest.fn(), isPending: false }),
  useOriginSession: () => ({ data: undefined }),
  useDrillProgress: () => ({ data: undefined }),
  useAddLearningsToDeal: () => ({ mutate: jest.fn(), isPending: false }),
}));
// Hands-free's detector (the VAD package and its model, loaded on demand) as a double the test drives.
type Events = import('../lib/voice-activity.js').VoiceActivityEvents;
let detector: { events: Events; destroyed: boolean } | null = null;
let detectorFails = false;
const startVoiceActivity = jest.fn(async (events: Events) => {
  if (detectorFails) throw new Error('no model');
  const started = { events, destroyed: false };
  detector = started;
  return {
    destroy: async () => {
      started.destroyed = true;
    },
  };
});
jest.unstable_mockModule('../lib/voice-activity.js', () => ({ startVoiceActivity, PAUSE_ENDS_TURN_MS: 1200 }));
const { AudioChat } = await import('./audio-chat.js');
const { HOLD_MS } = await import('./hold-to-speak.js');

const session = {
  id: '7f1c2a9e-0000-4000-8000-000000000002',
  scenario: 'discovery',
  persona: 'cfo',
  methodology: 'spin',
  difficulty: 'medium',
  sessionType: 'audio',
  messages: '[]',
  coach: null,
  buyerPersonaName: 'Elena Rossi',
  buyerPersonaRole: 'CFO',
  targetAccountCompany: 'Granite Health',
} as unknown as RoleplaySession;

const provider = (transcription: boolean, speech: boolean): VoiceCapabilities => ({
  transcription: { available: transcription, model: transcription ? 'gpt-4o-transcribe' : null, diarization: false },
  speech: { available: speech, model: speech ? 'gpt-4o-mini-tts' : null },
  buyer: { coach: 'offline', model: null },
});

class FakeRecorder {
  static isTypeSupported = () => true;
  static started = 0;
  state = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: MediaStream) {}
  start() {
    FakeRecorder.started++;
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['webm-audio'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  heard: { transcript: string; isFinal: boolean }[] = [];
  constructor() {
    FakeRecognition.last = this;
  }
  start() {}
  stop() {
    this.onend?.();
  }
  abort() {}
  hear(transcript: string, isFinal: boolean) {
    this.heard = [...this.heard.filter((r) => r.isFinal), { transcript, isFinal }];
    const results = this.heard.map((r) => Object.assign([{ transcript: r.transcript }], { isFinal: r.isFinal }));
    this.onresult?.({ resultIndex: 0, results: Object.assign(results, { length: results.length }) });
  }
}

const spoken: { text: string; rate: number; pitch: number; voice: unknown }[] = [];
const synthesis = {
  speak: jest.fn((utterance: { text: string; rate: number; pitch: number; voice: unknown; onend?: () => void }) => {
    spoken.push({ text: utterance.text, rate: utterance.rate, pitch: utterance.pitch, voice: utterance.voice });
  }),
  cancel: jest.fn(),
  getVoices: () => [
    { name: 'English A', lang: 'en-US' },
    { name: 'English B', lang: 'en-GB' },
    { name: 'Deutsch', lang: 'de-DE' },
  ],
};

beforeAll(() => {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }) },
  });
  Object.assign(globalThis, {
    MediaRecorder: FakeRecorder,
    SpeechSynthesisUtterance: class {
      rate = 1;
      pitch = 1;
      voice: unknown = null;
      constructor(readonly text: string) {}
    },
  });
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synthesis });
  URL.createObjectURL = () => 'blob:recording';
});
beforeEach(() => {
  localStorage.clear();
  spoken.length = 0;
  synthesis.speak.mockClear();
  synthesis.cancel.mockClear();
  sendMessage.mockClear();
  transcribeRecording.mockClear();
  fetchSpokenReply.mockClear();
  startVoiceActivity.mockClear();
  detector = null;
  detectorFails = false;
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
});

function renderChat() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AudioChat session={session} onEnd={() => {}} ending={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const holdButton = () => screen.getByTestId('hold-to-speak');
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('AudioChat: the seller speaks', () => {
  it('records while Space is held and sends what the service transcribed, then the buyer speaks the reply', async () => {
    capabilities = provider(true, false);
    renderChat();
    expect(screen.getByTestId('recognition-engine')).toHaveTextContent('Your speech is transcribed by gpt-4o-transcribe.');
    fireEvent.keyDown(holdButton(), { key: ' ' });
    await screen.findByText('Recording: 0:00');
    expect(holdButton()).toHaveTextContent('Release to send');
    await wait(HOLD_MS + 50);
    fireEvent.keyUp(holdButton(), { key: ' ' });
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
    expect(transcribeRecording.mock.calls[0][1].type).toBe('audio/webm');
    expect(sendMessage.mock.calls[0][1]).toBe('How do you forecast revenue today?');
    // Its timing goes with it: held about HOLD_MS, the first turn (no answer time).
    expect(sendMessage.mock.calls[0][4]).toEqual({ seconds: expect.any(Number), answerSeconds: null });
    expect(sendMessage.mock.calls[0][4]!.seconds).toBeGreaterThanOrEqual(0.3);
    await screen.findByText('Reply to: How do you forecast revenue today?');
    // No provider voice here: the browser speaks it, in the CFO's voice (the first English one).
    await waitFor(() => expect(spoken.map((s) => s.text)).toEqual(['Reply to: How do you forecast revenue today?']));
    expect(spoken[0]).toMatchObject({ rate: 1, pitch: 0.85, voice: { name: 'English A' } });
  });

  it('keeps recording after a short press (click-to-toggle) until Stop, and a press and hold of the pointer sends on release', async () => {
    capabilities = provider(true, false);
    renderChat();
    fireEvent.pointerDown(holdButton(), { button: 0, pointerId: 1 });
    fireEvent.pointerUp(holdButton(), { button: 0, pointerId: 1 });
    fireEvent.click(holdButton());
    await screen.findByText('Recording: 0:00');
    await wait(HOLD_MS + 50);
    // Still recording: it was a click.
    expect(holdButton()).toHaveTextContent('Stop');
    expect(transcribeRecording).not.toHaveBeenCalled();
    fireEvent.pointerDown(holdButton(), { button: 0, pointerId: 1 });
    fireEvent.pointerUp(holdButton(), { button: 0, pointerId: 1 });
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
    await screen.findByText(/^Reply to:/);

    // Held past the threshold: released, sent.
    fireEvent.pointerDown(holdButton(), { button: 0, pointerId: 1 });
    await screen.findByText('Recording: 0:00');
    await wait(HOLD_MS + 50);
    fireEvent.pointerUp(holdButton(), { button: 0, pointerId: 1 });
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(2));
  });

  it('shows the browser\u2019s recognition as it hears, lets the seller correct it, and sends their words', async () => {
    capabilities = provider(false, false);
    (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
    renderChat();
    expect(screen.getByTestId('recognition-engine')).toHaveTextContent('Your speech is recognised by your browser');
    fireEvent.keyDown(holdButton(), { key: ' ' });
    await screen.findByText('Recording: 0:00');
    act(() => FakeRecognition.last!.hear('what keeps you', false));
    expect(screen.getByLabelText('What you said')).toHaveValue('what keeps you');
    act(() => FakeRecognition.last!.hear('what keeps your forecast from landing', true));
    await wait(HOLD_MS + 50);
    fireEvent.keyUp(holdButton(), { key: ' ' });
    const box = await screen.findByLabelText('What you said');
    expect(box).toHaveValue('what keeps your forecast from landing');
    expect(sendMessage).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'What keeps your forecast from landing?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
    expect(sendMessage.mock.calls[0][1]).toBe('What keeps your forecast from landing?');
    expect(sendMessage.mock.calls[0][4]!.seconds).toBeGreaterThanOrEqual(0.3);
    expect(transcribeRecording).not.toHaveBeenCalled();
  });

  it('says when the browser\u2019s recognition fails, and never puts stand-in words in the seller\u2019s mouth', async () => {
    capabilities = provider(false, false);
    (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
    renderChat();
    fireEvent.click(holdButton());
    await screen.findByText('Recording: 0:00');
    act(() => FakeRecognition.last!.onerror!({ error: 'network' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'speech recognition service cannot be reached. Type what you said, then send it.',
    );
    fireEvent.click(holdButton());
    await wait(50);
    expect(screen.getByLabelText('What you said')).toHaveValue('');
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('labels the simulated transcription where there is nothing better, and sends no timing with stand-in words', async () => {
    capabilities = provider(false, false);
    renderChat();
    expect(screen.getByTestId('recognition-engine')).toHaveTextContent(/^Simulated transcription: this browser cannot recognise speech/);
    fireEvent.click(holdButton());
    await screen.findByText('Recording: 0:00');
    fireEvent.click(holdButton());
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sendMessage.mock.calls[0][4]).toBeUndefined();
  });
});

describe('AudioChat: hands-free', () => {
  const handsFree = () => screen.getByRole('switch', { name: 'Hands-free' });
  const status = () => screen.getByTestId('hands-free-status');

  it('is off until switched on; then a turn begins when the seller speaks and is sent, transcribed, when they pause', async () => {
    capabilities = provider(true, false);
    renderChat();
    expect(handsFree()).not.toBeChecked();
    expect(status()).toHaveTextContent('Off: hold to speak, or switch on to end each turn with a pause.');
    // Nothing loaded while it is off.
    expect(startVoiceActivity).not.toHaveBeenCalled();
    fireEvent.click(handsFree());
    expect(handsFree()).toBeChecked();
    await waitFor(() => expect(status()).toHaveTextContent('Listening: speak, then pause to send.'));
    expect(startVoiceActivity).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('blindspot.voice.hands-free')).toBe('true');

    act(() => detector!.events.onSpeechStart());
    expect(status()).toHaveTextContent('Hearing you... pause to send.');
    expect(transcribeRecording).not.toHaveBeenCalled();
    act(() => detector!.events.onSpeechEnd(new Blob(['RIFF-wav'], { type: 'audio/wav' }), 2.4));
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
    // The detector's own recording goes to the service; the turn's timing is the speech it heard.
    expect(transcribeRecording.mock.calls[0][1].type).toBe('audio/wav');
    expect(sendMessage.mock.calls[0][1]).toBe('How do you forecast revenue today?');
    expect(sendMessage.mock.calls[0][4]).toEqual({ seconds: 2.4, answerSeconds: null });
    expect(status()).toHaveTextContent('Listening: speak, then pause to send.');

    // The buyer speaks the reply; the seller talking over it stops it (an answer time of 0).
    await waitFor(() => expect(spoken).toHaveLength(1));
    synthesis.cancel.mockClear();
    act(() => detector!.events.onSpeechStart());
    expect(synthesis.cancel).toHaveBeenCalled();
    act(() => detector!.events.onSpeechEnd(new Blob(['RIFF-wav'], { type: 'audio/wav' }), 1.2));
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(2));

    // A cough (too short to be a turn) sends nothing.
    act(() => detector!.events.onSpeechStart());
    act(() => detector!.events.onMisfire());
    await wait(20);
    expect(sendMessage).toHaveBeenCalledTimes(2);

    // Switched off: the microphone is let go, and the choice is remembered.
    const started = detector!;
    fireEvent.click(handsFree());
    expect(handsFree()).not.toBeChecked();
    await waitFor(() => expect(started.destroyed).toBe(true));
    expect(localStorage.getItem('blindspot.voice.hands-free')).toBe('false');
  });

  it('sends the words the browser heard once the pause ends the turn', async () => {
    capabilities = provider(false, false);
    (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
    renderChat();
    fireEvent.click(handsFree());
    await waitFor(() => expect(status()).toHaveTextContent('Listening'));
    act(() => detector!.events.onSpeechStart());
    act(() => FakeRecognition.last!.hear('how do you build the forecast today', true));
    act(() => detector!.events.onSpeechEnd(new Blob(['RIFF-wav'], { type: 'audio/wav' }), 1.5));
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
    expect(sendMessage.mock.calls[0][1]).toBe('how do you build the forecast today');
    expect(sendMessage.mock.calls[0][4]).toEqual({ seconds: 1.5, answerSeconds: null });
    expect(transcribeRecording).not.toHaveBeenCalled();
  });

  it('starts on from the stored choice; if the detector cannot load, says so, and Hold to speak still records', async () => {
    capabilities = provider(true, false);
    localStorage.setItem('blindspot.voice.hands-free', 'true');
    detectorFails = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderChat();
    await waitFor(() =>
      expect(status()).toHaveTextContent('Hands-free is unavailable: voice detection could not start in this browser. Use Hold to speak.'),
    );
    expect(startVoiceActivity).toHaveBeenCalledTimes(1);
    expect(handsFree()).not.toBeChecked();
    fireEvent.click(holdButton());
    await screen.findByText('Recording: 0:00');
    fireEvent.click(holdButton());
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
  });
});

describe('AudioChat: the buyer speaks', () => {
  it('mutes, replays at the chosen speed, and stops when the seller starts talking', async () => {
    capabilities = provider(true, false);
    renderChat();
    const voice = screen.getByRole('group', { name: 'Buyer voice' });
    expect(voice).toHaveTextContent('The buyer speaks with your browser\u2019s voice.');
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '1.25' } });
    fireEvent.click(holdButton());
    await screen.findByText('Recording: 0:00');
    fireEvent.click(holdButton());
    await screen.findByText(/^Reply to:/);
    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0].rate).toBe(1.25);

    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(spoken).toHaveLength(2);
    // The seller starts talking: the buyer stops.
    synthesis.cancel.mockClear();
    fireEvent.click(holdButton());
    expect(synthesis.cancel).toHaveBeenCalled();
    await screen.findByText('Recording: 0:00');

    // Muted, the next reply is not spoken.
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('buyer-voice-status')).toHaveTextContent('Buyer voice muted');
    fireEvent.click(holdButton());
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(2));
    // After a reply: the time the seller took to start is measured.
    expect(sendMessage.mock.calls[1][4]!.answerSeconds).toEqual(expect.any(Number));
    await waitFor(() => expect(screen.getAllByText(/^Reply to:/)).toHaveLength(2));
    await wait(50);
    expect(spoken).toHaveLength(2);
    expect(localStorage.getItem('blindspot.buyer-voice.muted')).toBe('true');
  });

  it('asks the service for the provider\u2019s voice when it has one', async () => {
    capabilities = { ...provider(true, true), buyer: { coach: 'openai', model: 'gpt-4o' } };
    const play = jest.fn(async () => {});
    Object.assign(globalThis, {
      Audio: class {
        playbackRate = 1;
        src = '';
        onended: (() => void) | null = null;
        play = play;
        pause() {}
        removeAttribute() {}
      },
    });
    renderChat();
    expect(screen.getByTestId('buyer-voice-engine')).toHaveTextContent('The buyer speaks with the AI voice.');
    // The panel names the model that plays a voice session's buyer.
    expect(screen.getByTestId('ai-model')).toHaveTextContent(/^gpt-4o$/);
    fireEvent.click(holdButton());
    await screen.findByText('Recording: 0:00');
    fireEvent.click(holdButton());
    await screen.findByText(/^Reply to:/);
    await waitFor(() => expect(fetchSpokenReply).toHaveBeenCalledTimes(1));
    expect(fetchSpokenReply.mock.calls[0].slice(0, 2)).toEqual([session.id, 'Reply to: How do you forecast revenue today?']);
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(synthesis.speak).not.toHaveBeenCalled();
  });
});
