// Real speech-to-text for voice roleplay and call recordings, when configured: OPENAI_API_KEY plus
// TRANSCRIPTION_MODEL (e.g. whisper-1, gpt-4o-transcribe, gpt-4o-transcribe-diarize) on OpenAI or any
// compatible server (OPENAI_BASE_URL). Without it there is no transcriber: the browser recognises speech
// itself where it can (docs/voice.md).
import OpenAI, { toFile } from 'openai';
import type { TranscriptionDiarized } from 'openai/resources/audio/transcriptions';
import { readCoachConfig } from '../config.js';
import { CoachError } from '../errors.js';

/** A stretch of speech with its speaker (diarizing models only) and its times in seconds. */
export interface TranscribedSegment {
  speaker: string | null;
  text: string;
  start: number;
  end: number;
}

export interface CallTranscription {
  text: string;
  /** Timed segments when the model gives them (whisper's verbose_json, the diarizing models). */
  segments: TranscribedSegment[];
  /** True when the segments name their speakers. */
  diarized: boolean;
  durationSeconds: number | null;
}

export interface Transcriber {
  readonly model: string;
  /** Whether the model tells speakers apart (asked for `diarized_json`). */
  readonly diarization: boolean;
  transcribe(audio: Uint8Array, mimeType: string): Promise<string>;
  /** A whole call: segments with speakers where the model can, with times where it gives them. */
  transcribeCall(audio: Uint8Array, mimeType: string, fileName: string): Promise<CallTranscription>;
}

const DIARIZING = /diariz/i;

export function createTranscriber(env: Record<string, string | undefined> = process.env): Transcriber | null {
  const model = env.TRANSCRIPTION_MODEL?.trim();
  const { openai } = readCoachConfig(env);
  if (!model || !openai.apiKey) return null;
  const client = new OpenAI({ apiKey: openai.apiKey, baseURL: openai.baseURL, timeout: openai.timeoutMs, maxRetries: 0 });
  const diarization = DIARIZING.test(model);
  const failed = (error: unknown): never => {
    if (error instanceof OpenAI.APIConnectionTimeoutError)
      throw new CoachError('timeout', 'Transcription did not finish in time. Please try again.', { cause: error });
    throw new CoachError('upstream', 'The recording could not be transcribed. Please try again.', { cause: error });
  };
  return {
    model,
    diarization,
    async transcribe(audio, mimeType) {
      try {
        const file = await toFile(audio, 'recording.webm', { type: mimeType });
        const result = await client.audio.transcriptions.create({ file, model });
        return result.text.trim();
      } catch (error) {
        return failed(error);
      }
    },
    async transcribeCall(audio, mimeType, fileName) {
      try {
        const file = await toFile(audio, fileName, { type: mimeType });
        // Diarizing models answer speakers with diarized_json (and need a chunking strategy past 30 s);
        // whisper gives timed segments with verbose_json; the other gpt-4o models only plain json.
        if (diarization) {
          // The SDK's overloads do not narrow diarized_json's answer.
          const result = (await client.audio.transcriptions.create({
            file,
            model,
            response_format: 'diarized_json',
            chunking_strategy: 'auto',
          })) as unknown as TranscriptionDiarized;
          const segments = (result.segments ?? []).map((s) => ({
            speaker: s.speaker?.trim() || null,
            text: s.text.trim(),
            start: s.start,
            end: s.end,
          }));
          return {
            text: result.text.trim(),
            segments,
            diarized: segments.some((s) => s.speaker !== null),
            durationSeconds: result.duration ?? null,
          };
        }
        if (/^whisper/i.test(model)) {
          const result = await client.audio.transcriptions.create({
            file,
            model,
            response_format: 'verbose_json',
            timestamp_granularities: ['segment'],
          });
          const segments = (result.segments ?? []).map((s) => ({ speaker: null, text: s.text.trim(), start: s.start, end: s.end }));
          return { text: result.text.trim(), segments, diarized: false, durationSeconds: result.duration ?? null };
        }
        const result = await client.audio.transcriptions.create({ file, model });
        return { text: result.text.trim(), segments: [], diarized: false, durationSeconds: null };
      } catch (error) {
        return failed(error);
      }
    },
  };
}
