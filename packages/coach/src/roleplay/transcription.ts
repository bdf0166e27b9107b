// Real speech-to-text for voice roleplay, when configured: OPENAI_API_KEY plus TRANSCRIPTION_MODEL
// (e.g. whisper-1) on OpenAI or any compatible server (OPENAI_BASE_URL). Without it there is no
// transcriber and the browser keeps its simulated transcription (docs/product.md#roleplay-voice).
import OpenAI, { toFile } from 'openai';
import { readCoachConfig } from '../config.js';
import { CoachError } from '../errors.js';

export interface Transcriber {
  readonly model: string;
  transcribe(audio: Uint8Array, mimeType: string): Promise<string>;
}

export function createTranscriber(env: Record<string, string | undefined> = process.env): Transcriber | null {
  const model = env.TRANSCRIPTION_MODEL?.trim();
  const { openai } = readCoachConfig(env);
  if (!model || !openai.apiKey) return null;
  const client = new OpenAI({ apiKey: openai.apiKey, baseURL: openai.baseURL, timeout: openai.timeoutMs, maxRetries: 0 });
  return {
    model,
    async transcribe(audio, mimeType) {
      try {
        const file = await toFile(audio, 'recording.webm', { type: mimeType });
        const result = await client.audio.transcriptions.create({ file, model });
        return result.text.trim();
      } catch (error) {
        if (error instanceof OpenAI.APIConnectionTimeoutError) throw new CoachError('timeout', 'Transcription did not finish in time. Please try again.', { cause: error });
        throw new CoachError('upstream', 'The recording could not be transcribed. Please try again.', { cause: error });
      }
    },
  };
}
