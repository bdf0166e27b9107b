// Real voice (issue 15) in Chromium with its fake microphone: the seller's speech becomes their turn and
// the buyer's reply is spoken, on a stack without a provider (the browser's own recognition, under a test
// double, and its speech synthesis) and on one whose provider is a local OpenAI-compatible server (the
// service transcribes the recording, streams the reply's speech, and transcribes a call's recording for
// review). Hands-free mode: with the switch on, the fake microphone's speech (espeak-ng) and the pause
// after it send a turn with nothing pressed. Axe light and dark at 1366 and 375 px on the screens this changed.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { startStack } from '../../scripts/lib/stack.mjs';
import { axeViolations, formatViolations } from '../support/a11y.js';
import { api, openSignedIn, signUp, type TestUser } from '../support/api.js';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  choose,
  eventually,
  expectText,
  FAKE_MEDIA_ARGS,
  PHONE,
  useBrowser,
  WAIT_MS,
} from '../support/browser.js';
import { FAKE_BUYER_REPLY, FAKE_CALL, FAKE_SELLER_SAID, type FakeOpenAI, humWav, startFakeOpenAI } from '../support/fake-openai.js';
import { speechWav } from '../support/speech-wav.js';
import { E2E_STACK_ENV } from '../support/stack-env.mjs';

const t = useBrowser({ media: true });
const WIDE = { width: 1366, height: 900 };
const HEARD = 'What would fixing the forecast be worth to you this year?';
/** What the fake microphone says (the local provider transcribes any recording as FAKE_SELLER_SAID). */
const SPOKEN = 'What happens to your hiring plan when the forecast misses?';

/** No axe violation (WCAG A/AA, landmarks, headings) at 1366 and 375 px, each in light and dark. */
async function expectAccessible(page: Page, where: string) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      expect(formatViolations(`${where} at ${size.width} px (${theme})`, await axeViolations(page))).toBe('');
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize(WIDE);
}

/** Buys Pro through billing's local test checkout on the stack at `base`; the token then carries it. */
async function upgradeToPro(user: TestUser, base?: string) {
  const plans = await api<{ tier: string; priceId: string | null }[]>('GET', '/api/stripe/plans', { base });
  const { url } = await api<{ url: string }>('POST', '/api/stripe/create-checkout-session', {
    token: user.session.access_token,
    body: { priceId: plans.find((p) => p.tier === 'pro')!.priceId },
    base,
  });
  await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  await eventually(async () => {
    const { session } = await api<{ session: TestUser['session'] }>('POST', '/api/auth/refresh', {
      body: { refresh_token: user.session.refresh_token },
      base,
    });
    user.session = session;
    expect(session.user.subscriptionTier).toBe('pro');
  });
}

/** A voice session opened on its conversation. */
async function openVoiceSession(page: Page, user: TestUser, base?: string) {
  const session = await api<{ id: string }>('POST', '/api/roleplay-sessions', {
    token: user.session.access_token,
    body: { scenario: 'discovery', persona: 'cfo', methodology: 'spin', difficulty: 'medium', sessionType: 'audio' },
    base,
  });
  await openSignedIn(page, user, `/roleplay?session=${session.id}`);
  await page.getByTestId('hold-to-speak').waitFor();
  return session.id;
}

describe('a voice session on a phone', () => {
  it('puts the conversation first: the session card and tips fold into a bar, Hold to speak is on the first screen', async () => {
    const { page } = await t.newContext({ viewport: PHONE });
    const user = await signUp('voice-phone');
    await upgradeToPro(user);
    await openVoiceSession(page, user);
    const details = page.getByTestId('session-details');
    expect(await details.getAttribute('open')).toBeNull();
    expect(await page.getByRole('heading', { name: 'Voice Tips' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'End Practice' }).waitFor();
    const hold = await page.getByTestId('hold-to-speak').boundingBox();
    expect(hold!.y).toBeGreaterThanOrEqual(0);
    expect(hold!.y + hold!.height).toBeLessThanOrEqual(PHONE.height);
    expect((await details.boundingBox())!.y).toBeLessThan((await page.getByTestId('chat-panel').boundingBox())!.y);
    await details.getByText('Session details and tips').click();
    await page.getByRole('heading', { name: 'Voice Tips' }).waitFor();
    await expectAccessible(page, 'voice session on a phone, details open');
  });
});

describe('voice without a provider', () => {
  it('hears the seller through the browser\u2019s recognition while Space is held, sends their words, and speaks the buyer\u2019s reply', async () => {
    const { page } = t;
    // Test doubles for the Web Speech API: Chromium's own recognition needs a speech service this machine cannot reach.
    await page.addInitScript((heard) => {
      class FakeRecognition {
        onresult: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        onerror: unknown = null;
        continuous = false;
        interimResults = false;
        lang = '';
        start() {
          const say = (text: string, isFinal: boolean) =>
            this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal })] });
          setTimeout(() => say(heard.split(' ').slice(0, 4).join(' '), false), 150);
          setTimeout(() => say(heard, true), 400);
        }
        stop() {
          setTimeout(() => this.onend?.(), 50);
        }
        abort() {}
      }
      Object.assign(window, { webkitSpeechRecognition: FakeRecognition, SpeechRecognition: FakeRecognition, __spoken: [] as string[] });
      speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        (window as unknown as { __spoken: string[] }).__spoken.push(utterance.text);
      };
    }, HEARD);
    const user = await signUp('voice-browser');
    await upgradeToPro(user);
    await openVoiceSession(page, user);
    await expectText(page.getByTestId('recognition-engine'), 'Your speech is recognised by your browser: check the words, then send them.');
    await expectText(page.getByTestId('buyer-voice-engine'), 'The buyer speaks with your browser\u2019s voice.');
    await expectAccessible(page, 'voice conversation, before the first turn');

    // Press and hold with Space: recording while held, the words appear as they are heard.
    const hold = page.getByTestId('hold-to-speak');
    await hold.focus();
    await page.keyboard.down('Space');
    await page.getByText('Recording: 0:00').waitFor();
    await expectText(hold, 'Release to send');
    const said = page.getByLabel('What you said');
    await eventually(async () => expect(await said.inputValue()).toBe(HEARD));
    await page.waitForTimeout(500);
    await page.keyboard.up('Space');
    await page.getByText(/^Recording:/).waitFor({ state: 'detached' });
    await expectText(page.getByTestId('recording-status'), 'Recording stopped. Check what you said, then send it.');
    // Corrected before sending; that is what is sent and scored.
    await said.fill(`${HEARD} Roughly.`);
    await page.getByRole('button', { name: 'Send' }).click();
    const panel = page.getByTestId('chat-panel');
    await expectText(panel.getByTestId('seller-message').first(), `${HEARD} Roughly.`);
    const reply = ((await panel.getByTestId('buyer-message').first().textContent()) ?? '').trim();
    expect(reply.length).toBeGreaterThan(0);
    await eventually(async () =>
      expect(await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken)).toEqual([reply]),
    );

    // Replay speaks it again; muted, it is not.
    await page.getByRole('button', { name: 'Replay' }).click();
    await eventually(async () => expect(await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken.length)).toBe(2));
    await page.getByRole('button', { name: 'Mute' }).click();
    expect(await page.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page, 'voice conversation with a turn, muted');

    // Scored: the feedback shows the delivery measured from the spoken turn, citing it.
    await page.getByRole('button', { name: 'End Practice' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End and Score' }).click();
    await page.getByRole('heading', { name: 'Practice Session Complete' }).waitFor();
    await expectText(
      page.getByTestId('delivery'),
      /Talk share\d+% of the words was yours.*Pace\d+ words per minute.*Longest monologueTurn 1: [\d.]+ s, 12 words/,
    );
    await expectAccessible(page, 'voice session feedback with its delivery');
  });

  it('says when hands-free cannot start (its model did not load), and Hold to speak still records', async () => {
    const { page } = t;
    await page.route('**/vad/silero_vad_v5.onnx', (route) => route.abort());
    const user = await signUp('voice-hands-free-failed');
    await upgradeToPro(user);
    await openVoiceSession(page, user);
    const handsFree = page.getByRole('switch', { name: 'Hands-free' });
    // A pointer clicks the switch's label (the checkbox itself is drawn by it).
    await page.getByTestId('hands-free').locator('label').click();
    await expectText(
      page.getByTestId('hands-free-status'),
      'Hands-free is unavailable: voice detection could not start in this browser. Use Hold to speak.',
    );
    expect(await handsFree.isChecked()).toBe(false);
    await page.getByTestId('hold-to-speak').click();
    await page.getByText('Recording: 0:00').waitFor();
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.getByText(/^Recording:/).waitFor({ state: 'detached' });
  });

  it('says on the call review page that recording upload needs a transcription provider', async () => {
    const { page } = t;
    const user = await signUp('voice-no-provider');
    await upgradeToPro(user);
    await openSignedIn(page, user, '/roleplay/call-review');
    await expectText(page.getByTestId('recording-unavailable'), /^Recording upload needs a transcription provider/);
    expect(await page.getByRole('button', { name: 'Upload a recording' }).count()).toBe(0);
    await expectAccessible(page, 'call review without a transcription provider');
  });
});

describe('voice with a local OpenAI-compatible provider', () => {
  let openai: FakeOpenAI;
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let speech: string;

  beforeAll(async () => {
    openai = await startFakeOpenAI();
    // Deals is not needed here: the gateway answers its routes 503, which these screens never call.
    stack = await startStack({
      freePorts: true,
      quiet: true,
      services: ['auth', 'roleplay', 'billing'],
      env: {
        ...E2E_STACK_ENV,
        OPENAI_API_KEY: 'sk-e2e',
        OPENAI_BASE_URL: openai.url,
        TRANSCRIPTION_MODEL: 'gpt-4o-transcribe-diarize',
        COACH_TIMEOUT_MS: '10000',
      },
    });
    // The fake microphone plays a sentence spoken by espeak-ng, then a pause (looped).
    speech = join(tmpdir(), `voice-e2e-speech-${process.pid}.wav`);
    writeFileSync(speech, speechWav(SPOKEN, { leadSeconds: 1, pauseSeconds: 4 }));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, `--use-file-for-fake-audio-capture=${speech}`],
    });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await openai?.close();
    if (speech) rmSync(speech, { force: true });
  });

  async function newPage() {
    const context = await browser.newContext({ viewport: WIDE, baseURL: stack.url, locale: 'en-US', timezoneId: 'UTC' });
    context.setDefaultTimeout(WAIT_MS);
    return context.newPage();
  }

  it('sends what the service transcribed from the microphone, and streams the buyer\u2019s reply as speech', async () => {
    const page = await newPage();
    const user = await signUp('voice-provider', { base: stack.url });
    await upgradeToPro(user, stack.url);
    await openVoiceSession(page, user, stack.url);
    await expectText(page.getByTestId('recognition-engine'), 'Your speech is transcribed by gpt-4o-transcribe-diarize.');
    await expectText(page.getByTestId('buyer-voice-engine'), 'The buyer speaks with the AI voice.');
    await expectText(page.getByTestId('ai-model'), 'gpt-4o');

    // Click to start, Stop to end: the recording goes to the service, then to the provider.
    const speech = page.waitForResponse((response) => response.url().endsWith('/speech'));
    await page.getByTestId('hold-to-speak').click();
    await page.getByText('Recording: 0:01').waitFor();
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    const panel = page.getByTestId('chat-panel');
    await expectText(panel.getByTestId('seller-message').first(), FAKE_SELLER_SAID);
    await expectText(panel.getByTestId('buyer-message').first(), FAKE_BUYER_REPLY);
    const spoken = await speech;
    expect(spoken.status()).toBe(200);
    expect(spoken.headers()['content-type']).toBe('audio/mpeg');
    const transcription = openai.requests.find((r) => r.path === '/v1/audio/transcriptions')!;
    expect(transcription.body).toMatch(/audio\/webm/);
    const asked = openai.requests.filter((r) => r.path === '/v1/audio/speech').map((r) => JSON.parse(r.body));
    expect(asked).toEqual([expect.objectContaining({ input: FAKE_BUYER_REPLY, voice: 'onyx', model: 'gpt-4o-mini-tts' })]);
    await page.context().close();
  });

  it('with Hands-free on, sends a turn when the seller speaks and then pauses, with nothing pressed', async () => {
    const page = await newPage();
    const vadFiles: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.includes('/vad/')) vadFiles.push(`${response.status()} ${pathname} ${response.headers()['cache-control'] ?? ''}`);
    });
    const user = await signUp('voice-hands-free', { base: stack.url });
    await upgradeToPro(user, stack.url);
    await openVoiceSession(page, user, stack.url);
    const handsFree = page.getByRole('switch', { name: 'Hands-free' });
    expect(await handsFree.isChecked()).toBe(false);
    expect(vadFiles).toEqual([]);
    const asked = openai.requests.filter((r) => r.path === '/v1/audio/transcriptions').length;

    // Switched on from the keyboard; the detector is loaded now, from the remote's own path, and listens.
    await handsFree.focus();
    await page.keyboard.press('Space');
    expect(await handsFree.isChecked()).toBe(true);
    // The sentence, then the pause: the turn is the VAD's recording (WAV), transcribed and sent.
    const panel = page.getByTestId('chat-panel');
    await panel.getByTestId('seller-message').first().waitFor({ timeout: 60_000 });
    await expectText(panel.getByTestId('seller-message').first(), FAKE_SELLER_SAID);
    await expectText(panel.getByTestId('buyer-message').first(), FAKE_BUYER_REPLY);
    const transcriptions = openai.requests.filter((r) => r.path === '/v1/audio/transcriptions').slice(asked);
    expect(transcriptions[0].body).toMatch(/Content-Type: audio\/wav/i);
    // Fetched from the remote's own path only now; onnxruntime's files by their content's hash, cached for good.
    expect(vadFiles).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^200 \/remotes\/roleplay\/vad\/silero_vad_v5\.onnx /),
        expect.stringMatching(
          /^200 \/remotes\/roleplay\/vad\/ort-wasm-simd-threaded\.[0-9a-f]{8}\.mjs public, max-age=31536000, immutable$/,
        ),
        expect.stringMatching(
          /^200 \/remotes\/roleplay\/vad\/ort-wasm-simd-threaded\.[0-9a-f]{8}\.wasm public, max-age=31536000, immutable$/,
        ),
      ]),
    );
    // Its delivery was measured from the speech the detector heard.
    const stored = await api<{ messages: string }>('GET', `/api/roleplay-sessions/${new URL(page.url()).searchParams.get('session')}`, {
      token: user.session.access_token,
      base: stack.url,
    });
    const seller = (JSON.parse(stored.messages) as { role: string; spoken?: { seconds: number } }[]).find((m) => m.role === 'user');
    expect(seller?.spoken?.seconds).toBeGreaterThan(1);
    await expectAccessible(page, 'voice conversation with hands-free on');

    // Remembered in the browser: on after a reload.
    await handsFree.focus();
    await page.keyboard.press('Space');
    expect(await handsFree.isChecked()).toBe(false);
    await page.keyboard.press('Space');
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Hands-free' }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('transcribes an uploaded call recording into speakers, and scores the one the seller picks', async () => {
    const page = await newPage();
    const user = await signUp('voice-call', { base: stack.url });
    await upgradeToPro(user, stack.url);
    await openSignedIn(page, user, '/roleplay/call-review');
    await page
      .getByTestId('recording-file-input')
      .setInputFiles({ name: 'Northwind discovery.wav', mimeType: 'audio/wav', buffer: humWav(1) });
    await eventually(async () =>
      expect(await page.getByLabel('Transcript').inputValue()).toMatch(/^WEBVTT\n\n00:00:00\.500 --> 00:00:04\.200\n<v Speaker A>/),
    );
    await expectText(page.getByTestId('recording-note'), /^Transcribed by gpt-4o-transcribe-diarize\./);
    expect(await page.getByLabel('Call name (optional)').inputValue()).toBe('Northwind discovery');
    const speakers = page.getByRole('group', { name: 'Which speaker are you?' });
    await speakers.getByRole('radio', { name: /Speaker A/ }).check();
    await choose(page, 'Methodology', 'SPIN Selling');
    await expectAccessible(page, 'call review with a transcribed recording');
    await page.getByRole('button', { name: 'Score this call' }).click();
    await page.getByRole('heading', { name: 'Call Review Complete' }).waitFor();
    // Delivery from the recording's times, citing the seller's turns: 6.8 s of 12.8 s spoken, 23 words.
    await expectText(
      page.getByTestId('delivery'),
      /Talk share53% of the talking time was yours.*Pace203 words per minute.*Longest monologueTurn 1: 3\.7 s, 12 words.*Answer time/,
    );
    await expectAccessible(page, 'call review of a transcribed recording, with its delivery');
    await expectText(
      page.getByTestId('call-transcript'),
      new RegExp(`Turn 2 · Speaker A \\(you\\)${FAKE_CALL[2].text.replace(/[?,.]/g, '\\$&')}`),
    );
    await page.context().close();
  });
});
