// Real speech-to-text for voice roleplay and call recordings, when configured: OPENAI_API_KEY plus
// TRANSCRIPTION_MODEL (e.g. whisper-1, gpt-4o-transcribe, gpt-4o-transcribe-diarize) on OpenAI or any
// compatible server (OPENAI_BASE_URL). Without it there is no transcriber: the browser recognises speech
// itself where it can (docs/voice.md). The recording is streamed to the provider as it arrives: the
// multipart body is written around it here, since the SDK's `toFile` reads a stream whole into memory first.
import { randomBytes } from 'node:crypto';
import OpenAI from 'openai';
import type { Transcription, TranscriptionDiarized, TranscriptionVerbose } from 'openai/resources/audio/transcriptions';
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

/** A recording: its bytes, or its bytes as they arrive (streamed on to the provider, never held whole). */
export type RecordingBody = Uint8Array | AsyncIterable<Uint8Array>;

export interface TranscribeOptions {
  /** Aborts the upload and the provider's request (the seller left, the recording went past its limit). */
  signal?: AbortSignal;
}

export interface Transcriber {
  readonly model: string;
  /** Whether the model tells speakers apart (asked for `diarized_json`). */
  readonly diarization: boolean;
  transcribe(audio: RecordingBody, mimeType: string, options?: TranscribeOptions): Promise<string>;
  /** A whole call: segments with speakers where the model can, with times where it gives them. */
  transcribeCall(audio: RecordingBody, mimeType: string, fileName: string, options?: TranscribeOptions): Promise<CallTranscription>;
}

/** Form fields and one file as a multipart/form-data body (RFC 7578), the file's bytes passed on as they come. */
export function multipartBody(
  fields: Array<[string, string]>,
  file: { field: string; name: string; type: string; data: RecordingBody },
): { contentType: string; body: AsyncIterable<Uint8Array> } {
  const boundary = `----blindspot-${randomBytes(12).toString('hex')}`;
  const quoted = (value: string) => value.replace(/[\r\n"]/g, (c) => encodeURIComponent(c));
  async function* body(): AsyncGenerator<Uint8Array> {
    for (const [name, value] of fields) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`);
    }
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"; filename="${quoted(file.name)}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    );
    if (file.data instanceof Uint8Array) yield file.data;
    else for await (const chunk of file.data) yield chunk;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: body() };
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
  /** POST /audio/transcriptions with the recording streamed in the multipart body. */
  const upload = <T>(audio: RecordingBody, mimeType: string, fileName: string, fields: Array<[string, string]>, signal?: AbortSignal) => {
    const { contentType, body } = multipartBody([['model', model], ...fields], {
      field: 'file',
      name: fileName,
      type: mimeType,
      data: audio,
    });
    return client.post<T>('/audio/transcriptions', { body, headers: { 'content-type': contentType }, signal });
  };
  return {
    model,
    diarization,
    async transcribe(audio, mimeType, options = {}) {
      try {
        const result = await upload<Transcription>(audio, mimeType, 'recording.webm', [], options.signal);
        return result.text.trim();
      } catch (error) {
        return failed(error);
      }
    },
    async transcribeCall(audio, mimeType, fileName, options = {}) {
      const { signal } = options;
      try {
        // Diarizing models answer speakers with diarized_json (and need a chunking strategy past 30 s);
        // whisper gives timed segments with verbose_json; the other gpt-4o models only plain json.
        if (diarization) {
          const result = await upload<TranscriptionDiarized>(
            audio,
            mimeType,
            fileName,
            [
              ['response_format', 'diarized_json'],
              ['chunking_strategy', 'auto'],
            ],
            signal,
          );
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
          const result = await upload<TranscriptionVerbose>(
            audio,
            mimeType,
            fileName,
            [
              ['response_format', 'verbose_json'],
              ['timestamp_granularities[]', 'segment'],
            ],
            signal,
          );
          const segments = (result.segments ?? []).map((s) => ({ speaker: null, text: s.text.trim(), start: s.start, end: s.end }));
          return { text: result.text.trim(), segments, diarized: false, durationSeconds: result.duration ?? null };
        }
        const result = await upload<Transcription>(audio, mimeType, fileName, [], signal);
        return { text: result.text.trim(), segments: [], diarized: false, durationSeconds: null };
      } catch (error) {
        return failed(error);
      }
    },
  };
}
