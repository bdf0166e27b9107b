// The buyer's replies read aloud by the provider's text-to-speech, when a key is set: SPEECH_MODEL
// (default gpt-4o-mini-tts; `none` turns it off) on OpenAI or a compatible server (OPENAI_BASE_URL).
// The audio is streamed as it is made, so the browser starts playing before the whole reply is spoken.
// Without it the browser speaks with its own speech synthesis (docs/voice.md).
import OpenAI from 'openai';
import { readCoachConfig } from '../config.js';
import { CoachError } from '../errors.js';

export const DEFAULT_SPEECH_MODEL = 'gpt-4o-mini-tts';

/** One voice per buyer persona, so the CFO does not sound like the champion. */
export const PERSONA_SPEECH_VOICES: Record<string, string> = { cfo: 'onyx', cto: 'echo', champion: 'coral' };

export interface SpeechSynthesizer {
  readonly model: string;
  /** mp3 audio of the text in the persona's voice, as a stream of bytes. */
  speak(text: string, persona: string, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>>;
}

export function createSpeechSynthesizer(env: Record<string, string | undefined> = process.env): SpeechSynthesizer | null {
  const { openai } = readCoachConfig(env);
  const model = env.SPEECH_MODEL?.trim() || DEFAULT_SPEECH_MODEL;
  if (!openai.apiKey || model.toLowerCase() === 'none') return null;
  const client = new OpenAI({ apiKey: openai.apiKey, baseURL: openai.baseURL, timeout: openai.timeoutMs, maxRetries: 0 });
  return {
    model,
    async speak(text, persona, signal) {
      try {
        const response = await client.audio.speech.create(
          { model, input: text, voice: PERSONA_SPEECH_VOICES[persona] ?? 'alloy', response_format: 'mp3' },
          { signal },
        );
        if (!response.body) throw new Error('The speech answer had no body');
        return response.body as ReadableStream<Uint8Array>;
      } catch (error) {
        if (error instanceof OpenAI.APIConnectionTimeoutError)
          throw new CoachError('timeout', 'Speech did not start in time.', { cause: error });
        throw new CoachError('upstream', 'The reply could not be spoken.', { cause: error });
      }
    },
  };
}
