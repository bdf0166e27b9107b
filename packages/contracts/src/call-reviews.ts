// Real calls (issue 15): a transcript of a call the seller had, pasted or uploaded, scored with the same
// rubric as a roleplay. One definition for the roleplay service (validation) and the front end.
import { z } from 'zod';
import { METHODOLOGIES, type MethodologyId } from './enums.js';
import { DEFAULT_PAGE_SIZE, MAX_CURSOR, MAX_PAGE_SIZE, type Page } from './history.js';
import { MAX_SHORT_TEXT } from './limits.js';
import type { RoleplayRubricCheck } from './models.js';
import type { DeliveryMetrics } from './voice.js';

/** Largest transcript taken, in UTF-8 bytes (a long call is 60-120 KB of text); past it, 413. */
export const MAX_CALL_TRANSCRIPT_BYTES = 200 * 1024;
/** Most turns (a speaker's consecutive lines or cues count as one) a transcript may have; past it, 413. */
export const MAX_CALL_TURNS = 1_000;

/** The transcript formats read: plain text with speaker labels, WebVTT and SRT. */
export const CALL_TRANSCRIPT_FORMATS = ['text', 'vtt', 'srt'] as const;
export type CallTranscriptFormat = (typeof CALL_TRANSCRIPT_FORMATS)[number];
export const CALL_TRANSCRIPT_FORMAT_LABELS: Record<CallTranscriptFormat, string> = { text: 'Plain text', vtt: 'WebVTT', srt: 'SRT' };

/** Call review is a Pro feature ("Call recording upload and analysis" on the Pro card): the service's 403. */
export const CALL_REVIEW_PRO_MESSAGE = 'Call review is only available on the Pro plan. Upgrade to Pro to score your real calls.';

const transcript = z
  .string({ error: 'is required: paste or upload a call transcript' })
  .refine((text) => text.trim().length > 0, 'is empty: paste or upload a call transcript');

/** POST /api/call-reviews/preview: the speakers a transcript names, before the seller says which one is them. */
export const callTranscriptPreviewSchema = z.object({ transcript });
export type CallTranscriptPreviewInput = z.input<typeof callTranscriptPreviewSchema>;

/** POST /api/call-reviews: score a transcript with the roleplay rubric and keep the review. */
export const createCallReviewSchema = z.object({
  transcript,
  /** The speaker label that is the seller, as the transcript writes it (any case). */
  sellerSpeaker: z
    .string({ error: 'is required: say which speaker is you' })
    .trim()
    .min(1, 'is required: say which speaker is you')
    .max(MAX_SHORT_TEXT, `must be at most ${MAX_SHORT_TEXT} characters`),
  methodology: z.enum(METHODOLOGIES, { error: `must be one of ${METHODOLOGIES.join(', ')}` }),
  /** A name for the call (the file name, "Discovery with Acme"); empty is absent. */
  title: z
    .string()
    .trim()
    .max(MAX_SHORT_TEXT, `must be at most ${MAX_SHORT_TEXT} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type CreateCallReviewInput = z.input<typeof createCallReviewSchema>;

/** One speaker found in a transcript. */
export interface CallSpeaker {
  /** The label as the transcript first writes it. */
  name: string;
  turns: number;
  words: number;
  /** The start of their first turn, so the seller can tell the speakers apart. */
  sample: string;
}

/** POST /api/call-reviews/preview: how the transcript was read. */
export interface CallTranscriptPreview {
  format: CallTranscriptFormat;
  /** In order of first appearance. */
  speakers: CallSpeaker[];
  turns: number;
  words: number;
}

/** One turn of a scored call: a speaker's consecutive lines or cues, merged. */
export interface CallTurn {
  speaker: string;
  text: string;
  /** The seller's turns are numbered from 1 as the feedback names them ("Turn 3: ..."); null for the others. */
  sellerTurn: number | null;
  /** Seconds from the call's start, when the transcript's cues give them (WebVTT, SRT, a transcribed recording). */
  start?: number;
  end?: number;
}

/** A scored call: the rubric's score, feedback and evidence, with the transcript as it was read. */
export interface CallReview {
  id: string;
  title: string | null;
  methodology: MethodologyId;
  format: CallTranscriptFormat;
  /** The seller's label, as the transcript writes it. */
  sellerSpeaker: string;
  /** Everyone else on the call, in order of first appearance. */
  otherSpeakers: string[];
  turns: CallTurn[];
  /** 0-10, by the roleplay rubric (the same transcript always gets the same score). */
  score: number;
  didWell: string[];
  missed: string[];
  keyTakeaway: string;
  rubric: RoleplayRubricCheck[];
  /** Talk share, pace, fillers, longest monologue and answer time (docs/voice.md); null without seller turns. */
  delivery: DeliveryMetrics | null;
  createdAt: string;
}

/** GET /api/call-reviews: the list view (transcript and feedback left out), newest first. */
export type CallReviewSummary = Pick<
  CallReview,
  'id' | 'title' | 'methodology' | 'format' | 'sellerSpeaker' | 'otherSpeakers' | 'score' | 'createdAt'
> & {
  turnCount: number;
};

export type CallReviewPage = Page<CallReviewSummary>;

/** GET /api/call-reviews: one page, newest first (`limit` 1-100, default 20; `cursor` from the page before). */
export const callReviewListQuerySchema = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform(Number)
    .pipe(
      z.number().int().min(1, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`).max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`),
    )
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().min(1, 'must not be empty').max(MAX_CURSOR, 'is not a cursor this list handed out').optional(),
});
export type CallReviewListQuery = z.input<typeof callReviewListQuerySchema>;
