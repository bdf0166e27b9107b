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
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Request } from 'express';
import { coachCall } from '../coach.provider.js';
import { RoleplaySessionsService } from '../sessions/roleplay-sessions.service.js';
import { SessionIdPipe } from '../sessions/session-id.pipe.js';
import { openTurnRecording, streamRecording } from './recording-body.js';

export const TRANSCRIBER = Symbol('TRANSCRIBER');

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
    rawBody: {
      contentType: 'audio/webm',
      description: 'The recording (webm, wav, m4a or mp3 by its bytes, any audio/* type), at most 10 MB',
    },
    response: transcriptionResultSchema,
    errors: {
      400: 'The recording is empty',
      403: 'Not on the Pro plan',
      413: 'The recording is too large',
      415: 'The body is not audio, or its bytes are no webm, wav, m4a or mp3 recording',
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
    // Checked from its first bytes, then streamed to the provider as it arrives (aborted past the limit: 413).
    const recording = await openTurnRecording(request, MAX_RECORDING_BYTES);
    const transcriber = this.transcriber;
    const text = await streamRecording(recording, (audio, signal) =>
      coachCall(() => transcriber.transcribe(audio, recording.mimeType, { signal })),
    );
    return { text };
  }
}
