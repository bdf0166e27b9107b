// The call review page's paths and the checks a transcript file gets in the browser before it is read.
import { type CallReviewSummary, MAX_CALL_TRANSCRIPT_BYTES } from '@blindspot/contracts';

export const CALL_REVIEW_PATH = '/roleplay/call-review';
export const callReviewPath = (id: string) => `${CALL_REVIEW_PATH}/${id}`;

/** What a review is called in lists: its name, else who the call was with. */
export const callReviewName = (review: Pick<CallReviewSummary, 'title' | 'otherSpeakers'>) =>
  review.title ?? `Call with ${review.otherSpeakers.slice(0, 2).join(' and ')}${review.otherSpeakers.length > 2 ? ' and others' : ''}`;

/** The file types the upload takes: the transcript formats the service reads. */
export const TRANSCRIPT_EXTENSIONS = ['.txt', '.vtt', '.srt'] as const;
export const TRANSCRIPT_ACCEPT = [...TRANSCRIPT_EXTENSIONS, 'text/plain', 'text/vtt', 'application/x-subrip'].join(',');

const kb = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;

/** The service's words for a transcript over the limit, said before anything is sent. */
export const tooLargeMessage = (bytes: number) =>
  `The transcript is ${kb(bytes)}; the limit is ${kb(MAX_CALL_TRANSCRIPT_BYTES)}. Split the call and score it in parts.`;

export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** A size to show beside the box ("12.4 KB of 200 KB"). */
export const sizeText = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB of ${kb(MAX_CALL_TRANSCRIPT_BYTES)}`;

/**
 * Reads an uploaded transcript in the browser: a .txt, .vtt or .srt file of text, at most the limit.
 * Resolves with its text and a name for the call (the file name without its extension), or rejects with
 * a message to show.
 */
export async function readTranscriptFile(file: File): Promise<{ text: string; title: string }> {
  const name = file.name.toLowerCase();
  if (!TRANSCRIPT_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    throw new Error(
      `${file.name} is not a transcript file: upload a .txt, .vtt or .srt file (a recording goes through Upload a recording).`,
    );
  }
  if (file.size === 0) throw new Error(`${file.name} is empty.`);
  if (file.size > MAX_CALL_TRANSCRIPT_BYTES) throw new Error(tooLargeMessage(file.size));
  const text = await file.text();
  if (text.includes('\u0000')) throw new Error(`${file.name} is not a text file.`);
  return { text, title: file.name.replace(/\.[^.]+$/, '').slice(0, 200) };
}
