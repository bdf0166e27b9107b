// Real transcription of voice turns when a speech-to-text provider is configured (TRANSCRIPTION_MODEL
// with OPENAI_API_KEY). Without one, `available` is false and the browser simulates transcription.

import { type Transcriber } from '@blindspot/coach';
import {
  type AccessClaims,
  MAX_RECORDING_BYTES,
  PRO_FEATURE_MESSAGE,
  type TranscriptionResult,
  type TranscriptionStatus,
  tierRank,
  transcriptionResultSchema,
  transcriptionStatusSchema,
} from '@blindspot/contracts';
import { ApiRoute, CurrentUser } from '@blindspot/service-kit';
import {
  BadRequestException,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  PayloadTooLargeException,
  Post,
  Req,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { Request } from 'express';
import { coachCall } from '../coach.provider.js';
import { RoleplaySessionsService } from '../sessions/roleplay-sessions.service.js';
import { SessionIdPipe } from '../sessions/session-id.pipe.js';

export const TRANSCRIBER = Symbol('TRANSCRIBER');

/** Reads the raw recording from the request, refusing anything above the limit. */
async function readRecording(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_RECORDING_BYTES)
    throw new PayloadTooLargeException(`The recording must be at most ${MAX_RECORDING_BYTES / 1024 / 1024} MB`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_RECORDING_BYTES)
      throw new PayloadTooLargeException(`The recording must be at most ${MAX_RECORDING_BYTES / 1024 / 1024} MB`);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) throw new BadRequestException('The recording is empty');
  return Buffer.concat(chunks);
}

@Controller('api/roleplay-sessions')
export class TranscriptionController {
  constructor(
    @Inject(TRANSCRIBER) private readonly transcriber: Transcriber | null,
    private readonly sessions: RoleplaySessionsService,
  ) {}

  @Get('transcription')
  @ApiRoute({
    summary: 'Whether speech-to-text is configured for voice sessions',
    tag: 'roleplay-sessions',
    response: transcriptionStatusSchema,
  })
  status(): TranscriptionStatus {
    return { available: this.transcriber !== null };
  }

  @Post(':id/transcription')
  @HttpCode(200)
  @ApiRoute({
    summary: 'Transcribe a recording of your turn in a voice session (Pro)',
    tag: 'roleplay-sessions',
    rawBody: { contentType: 'audio/webm', description: 'The recording (any audio/* type the model reads), at most 10 MB' },
    response: transcriptionResultSchema,
    errors: {
      403: 'Not on the Pro plan',
      413: 'The recording is too large',
      415: 'The body is not audio',
      502: 'Speech-to-text failed',
      504: 'Speech-to-text took too long',
    },
  })
  async transcribe(
    @CurrentUser() user: AccessClaims,
    @Param('id', SessionIdPipe) id: string,
    @Req() request: Request,
  ): Promise<TranscriptionResult> {
    if (tierRank(user.tier) < tierRank('pro')) throw new ForbiddenException(PRO_FEATURE_MESSAGE);
    const session = await this.sessions.get(user.sub, id);
    if (session.sessionType !== 'audio') throw new NotFoundException('Roleplay session not found');
    if (!this.transcriber) throw new ServiceUnavailableException('Speech-to-text is not configured');
    const mimeType = request.headers['content-type']?.split(';')[0].trim() ?? '';
    if (!mimeType.startsWith('audio/')) throw new UnsupportedMediaTypeException('Send the recording as audio/webm');
    const audio = await readRecording(request);
    const transcriber = this.transcriber;
    return { text: await coachCall(() => transcriber.transcribe(audio, mimeType)) };
  }
}
