// Real voice (issue 15): a call's recording transcribed for review, the buyer's replies spoken, and
// delivery measured from timed turns. One definition for the roleplay service and the front end.
import { z } from 'zod';
import type { BuyerModel } from './buyer-model.js';
import { MAX_RECORDING_BYTES } from './limits.js';
import { chatMessageSchema } from './schemas.js';

/** Largest call recording taken, in bytes: the gateway's media limit allows it (about 20 minutes of 64 kbit/s mp3). */
export const MAX_CALL_RECORDING_BYTES = MAX_RECORDING_BYTES;

/** Recording types a call may be uploaded as, by extension, with the media types browsers send for them. */
export const CALL_RECORDING_TYPES = {
  webm: ['audio/webm', 'video/webm'],
  mp3: ['audio/mpeg', 'audio/mp3'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  m4a: ['audio/mp4', 'audio/m4a', 'audio/x-m4a', 'audio/aac'],
} as const;
export type CallRecordingExtension = keyof typeof CALL_RECORDING_TYPES;

/** Recording upload needs a provider: the service's 503 without one, and what the page says. */
export const CALL_RECORDING_UNAVAILABLE_MESSAGE =
  'Recording upload needs a transcription provider (TRANSCRIPTION_MODEL with an ' +
  'OpenAI-compatible server), which this deployment does not have. Paste or upload the ' +
  'call\u2019s transcript instead.';

/** One stretch of speech with its speaker (when the provider tells speakers apart) and times in seconds. */
export interface TimedSegment {
  speaker: string | null;
  text: string;
  start: number;
  end: number;
}

/** POST /api/call-reviews/recording: the recording read as a transcript the call review takes. */
export interface CallRecordingTranscript {
  /** WebVTT with one voice tag per segment when speakers were told apart, else the plain text to label. */
  transcript: string;
  format: 'vtt' | 'text';
  /** True when the provider named the speakers (a diarizing model such as gpt-4o-transcribe-diarize). */
  diarized: boolean;
  /** Length of the call in seconds, when the provider says. */
  durationSeconds: number | null;
  model: string;
}

export const timedSegmentSchema = z
  .object({ speaker: z.string().nullable(), text: z.string(), start: z.number(), end: z.number() })
  .meta({ id: 'TimedSegment' });

export const callRecordingTranscriptSchema = z
  .object({
    transcript: z.string(),
    format: z.enum(['vtt', 'text']),
    diarized: z.boolean(),
    durationSeconds: z.number().nullable(),
    model: z.string(),
  })
  .meta({ id: 'CallRecordingTranscript' });

/** Longest text one speech request reads aloud (a buyer reply is well under it). */
export const MAX_SPEECH_CHARS = 4_000;

/** POST /api/roleplay-sessions/{id}/speech: one buyer reply to read aloud in the session's buyer voice. */
export const speechRequestSchema = z.object({
  text: z
    .string({ error: 'is required: the text to read aloud' })
    .trim()
    .min(1, 'is empty: nothing to read aloud')
    .max(MAX_SPEECH_CHARS, `must be at most ${MAX_SPEECH_CHARS} characters`),
});
export type SpeechRequest = z.input<typeof speechRequestSchema>;

/** GET /api/roleplay-sessions/voice: what this deployment can do with voice. */
export interface VoiceCapabilities {
  /** Recordings are transcribed by a provider (TRANSCRIPTION_MODEL). */
  transcription: { available: boolean; model: string | null; diarization: boolean };
  /** The buyer's replies are spoken by the provider's text-to-speech (streamed audio/mpeg). */
  speech: { available: boolean; model: string | null };
  /** What plays a voice session's buyer: the offline coach, or the model (AUDIO_BUYER_MODEL, default gpt-4o). */
  buyer: BuyerModel;
}

export const voiceCapabilitiesSchema = z
  .object({
    transcription: z.object({ available: z.boolean(), model: z.string().nullable(), diarization: z.boolean() }),
    speech: z.object({ available: z.boolean(), model: z.string().nullable() }),
    buyer: z.object({ coach: z.enum(['offline', 'openai']), model: z.string().nullable() }),
  })
  .meta({ id: 'VoiceCapabilities' });

/** How the seller talked, from the turns (timed when the transcript or recording gives times). */
export interface DeliveryMetrics {
  /** True when the seller's turns had times: pace and answer time need them. */
  timed: boolean;
  /** The seller's share of the talking, in percent: of the seconds when every turn had times, else of the words. */
  talkShare: number;
  talkShareBy: 'time' | 'words';
  sellerWords: number;
  /** The seller's words per minute of their own speaking; null untimed. */
  wordsPerMinute: number | null;
  fillers: {
    count: number;
    perHundredWords: number;
    /** The most used, most first (at most three). */
    top: { word: string; count: number }[];
    /** The seller turns with the most fillers (at most three), by number. */
    turns: number[];
  };
  /** The seller's longest turn: by time when timed, else by words. */
  longestMonologue: { turn: number; seconds: number | null; words: number } | null;
  /** How long the seller took to answer after the other side stopped; null untimed or never answering. */
  answerTime: { medianSeconds: number; slowest: { turn: number; seconds: number } } | null;
}

export const deliveryMetricsSchema = z
  .object({
    timed: z.boolean(),
    talkShare: z.number(),
    talkShareBy: z.enum(['time', 'words']),
    sellerWords: z.number().int(),
    wordsPerMinute: z.number().nullable(),
    fillers: z.object({
      count: z.number().int(),
      perHundredWords: z.number(),
      top: z.array(z.object({ word: z.string(), count: z.number().int() })),
      turns: z.array(z.number().int()),
    }),
    longestMonologue: z.object({ turn: z.number().int(), seconds: z.number().nullable(), words: z.number().int() }).nullable(),
    answerTime: z.object({ medianSeconds: z.number(), slowest: z.object({ turn: z.number().int(), seconds: z.number() }) }).nullable(),
  })
  .meta({ id: 'DeliveryMetrics' });

/** A voice turn's timing, measured in the browser: how long the seller spoke, and how long they took to start. */
export interface SpokenTurn {
  seconds: number;
  /** From the end of the buyer's reply (spoken, or shown when muted) to the seller starting; null for the first turn. */
  answerSeconds: number | null;
}

export const spokenTurnSchema = z.object({
  seconds: z
    .number({ error: 'spoken.seconds must be a number' })
    .min(0.1, 'spoken.seconds must be at least 0.1')
    .max(600, 'spoken.seconds must be at most 600'),
  answerSeconds: z
    .number()
    .min(0, 'spoken.answerSeconds must not be negative')
    .max(3600, 'spoken.answerSeconds must be at most 3600')
    .nullable(),
});

/** POST /api/roleplay-sessions/{id}/message: the seller's turn, with its timing when it was spoken. */
export const roleplayMessageSchema = chatMessageSchema.extend({ spoken: spokenTurnSchema.optional() });
export type RoleplayMessageInput = z.input<typeof roleplayMessageSchema>;
