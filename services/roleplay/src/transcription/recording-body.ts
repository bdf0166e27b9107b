// Reads an uploaded call recording from the request: its type from the Content-Type and from its first
// bytes, its size bounded while it arrives (a body past the limit is refused before it is all read).
import { CALL_RECORDING_TYPES, type CallRecordingExtension } from '@blindspot/contracts';
import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';

const ACCEPTED = 'webm, mp3, wav or m4a';

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

function tooLarge(limit: number): PayloadTooLargeException {
  return new PayloadTooLargeException(
    `The recording is larger than ${limit / 1024 / 1024} MB, the limit. Compress it (mono mp3 at 64 kbit/s holds about 20 minutes) or split the call.`,
  );
}

/**
 * The recording's bytes and type. 415 when the Content-Type is not one of the accepted audio types or
 * the bytes are not that kind of file; 413 past the limit; 400 when empty.
 */
export async function readCallRecording(
  request: Request,
  limit: number,
): Promise<{ audio: Buffer; type: CallRecordingExtension; mimeType: string }> {
  const mimeType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const declared = recordingTypeOf(mimeType);
  if (!declared)
    throw new UnsupportedMediaTypeException(`Upload the call's recording as ${ACCEPTED} audio (got ${mimeType || 'no Content-Type'}).`);
  if (Number(request.headers['content-length']) > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) throw new BadRequestException('The recording is empty.');
  const audio = Buffer.concat(chunks, size);
  const found = sniffRecording(audio.subarray(0, 16));
  if (!found) throw new UnsupportedMediaTypeException(`This file is not a ${ACCEPTED} recording.`);
  // An m4a's and an mp3's media types are often mixed up by browsers; the bytes decide the name sent on.
  return { audio, type: found, mimeType };
}
