// Reads an uploaded recording from the request as it arrives (docs/voice.md): its type from the
// Content-Type and from its first bytes (peeked before anything is sent on), its size counted while it
// streams to the provider. Nothing holds the whole recording: past the limit the upload to the provider is
// aborted and the answer is a 413.
import type { Readable } from 'node:stream';
import { CALL_RECORDING_TYPES, type CallRecordingExtension } from '@blindspot/contracts';
import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';

const ACCEPTED = 'webm, mp3, wav or m4a';
/** Enough of the first bytes to tell the four containers apart. */
const HEAD_BYTES = 16;

/** The container a recording's first bytes show, or null when they are none of the four. */
export function sniffRecording(head: Uint8Array): CallRecordingExtension | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(4, 8) === 'ftyp') return 'm4a';
  if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0)) return 'mp3';
  return null;
}

export function recordingTypeOf(contentType: string | undefined): CallRecordingExtension | null {
  const media = (contentType ?? '').split(';')[0].trim().toLowerCase();
  for (const [extension, types] of Object.entries(CALL_RECORDING_TYPES) as [CallRecordingExtension, readonly string[]][]) {
    if (types.includes(media)) return extension;
  }
  return null;
}

/** A recording being received: checked so far, the rest still to come. */
export interface RecordingUpload {
  /** What its first bytes are (an m4a's and an mp3's media types are often mixed up by browsers). */
  type: CallRecordingExtension;
  mimeType: string;
  /**
   * The whole recording, chunk by chunk as it arrives, to stream on (once). Past the limit it calls
   * `onOverLimit` (abort the provider's request there) and throws the 413.
   */
  body(onOverLimit?: () => void): AsyncIterable<Uint8Array>;
  /** Whether the body went past the limit: the failure of the upload it was streamed into is then that 413. */
  readonly overLimit: boolean;
  /** The 413 this recording answers past its limit. */
  tooLarge(): PayloadTooLargeException;
  /** Reads the rest without keeping it (nothing to send it to): throws the 413 past the limit. */
  drain(): Promise<void>;
}

export interface RecordingMessages {
  tooLarge: string;
  empty: string;
  notAudio: string;
}

/**
 * Peeks at the first bytes (400 when there are none, 415 when they are no recording) and hands back the
 * recording to stream. A declared Content-Length past the limit is a 413 before anything is read.
 */
export async function openRecording(
  request: Readable & Pick<Request, 'headers'>,
  { limit, mimeType, messages }: { limit: number; mimeType: string; messages: RecordingMessages },
): Promise<RecordingUpload> {
  const tooLarge = () => new PayloadTooLargeException(messages.tooLarge);
  if (Number(request.headers['content-length']) > limit) throw tooLarge();
  const source = request[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // Refused with the body still arriving: the answer goes at once and the rest is read and dropped, as the
  // gateway does with what it refuses (a proxy still sending it would otherwise see the connection fail
  // and answer 502); past four times the limit more, the connection is closed.
  const refuse = (error: Error) => {
    void (async () => {
      let dropped = 0;
      try {
        for (let next = await source.next(); !next.done; next = await source.next()) {
          dropped += next.value.length;
          if (dropped > 4 * limit) {
            request.destroy();
            return;
          }
        }
      } catch {
        // The client went away.
      }
    })();
    return error;
  };
  const head: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < HEAD_BYTES) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  if (size === 0) throw new BadRequestException(messages.empty);
  if (size > limit) throw refuse(tooLarge());
  const type = sniffRecording(Buffer.concat(head).subarray(0, HEAD_BYTES));
  if (!type) throw refuse(new UnsupportedMediaTypeException(messages.notAudio));

  let overLimit = false;
  let used = false;
  async function* body(onOverLimit?: () => void): AsyncGenerator<Uint8Array> {
    if (used) throw new Error('A recording streams once');
    used = true;
    yield* head;
    head.length = 0;
    while (!ended) {
      const next = await source.next();
      if (next.done) break;
      size += next.value.length;
      if (size > limit) {
        overLimit = true;
        onOverLimit?.();
        throw refuse(tooLarge());
      }
      yield next.value;
    }
  }
  return {
    type,
    mimeType,
    body,
    get overLimit() {
      return overLimit;
    },
    tooLarge,
    async drain() {
      for await (const _chunk of body()) {
        // Counted by body(), dropped here.
      }
    },
  };
}

function callTooLarge(limit: number): string {
  return `The recording is larger than ${limit / 1024 / 1024} MB, the limit. Compress it (mono mp3 at 64 kbit/s holds about 20 minutes) or split the call.`;
}

/**
 * A call's recording (call review). 415 when the Content-Type is not one of the accepted audio types or
 * the bytes are not that kind of file; 413 past the limit; 400 when empty.
 */
export async function openCallRecording(request: Request, limit: number): Promise<RecordingUpload> {
  const mimeType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!recordingTypeOf(mimeType))
    throw new UnsupportedMediaTypeException(`Upload the call's recording as ${ACCEPTED} audio (got ${mimeType || 'no Content-Type'}).`);
  return openRecording(request, {
    limit,
    mimeType,
    messages: { tooLarge: callTooLarge(limit), empty: 'The recording is empty.', notAudio: `This file is not a ${ACCEPTED} recording.` },
  });
}

/** A voice session's turn: any audio/* type, whose bytes are one of the four containers browsers record. */
export async function openTurnRecording(request: Request, limit: number): Promise<RecordingUpload> {
  const mimeType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!mimeType.startsWith('audio/')) throw new UnsupportedMediaTypeException('Send the recording as audio/webm');
  return openRecording(request, {
    limit,
    mimeType,
    messages: {
      tooLarge: `The recording must be at most ${limit / 1024 / 1024} MB`,
      empty: 'The recording is empty',
      notAudio: `The recording is not ${ACCEPTED} audio`,
    },
  });
}

/**
 * Streams `recording` into `send` (the provider's upload), aborting that upload when the recording passes
 * its limit; that failure is then the 413, whatever the upload made of it.
 */
export async function streamRecording<T>(
  recording: RecordingUpload,
  send: (body: AsyncIterable<Uint8Array>, signal: AbortSignal) => Promise<T>,
) {
  const abort = new AbortController();
  try {
    return await send(
      recording.body(() => abort.abort()),
      abort.signal,
    );
  } catch (error) {
    if (recording.overLimit) throw recording.tooLarge();
    throw error;
  }
}
