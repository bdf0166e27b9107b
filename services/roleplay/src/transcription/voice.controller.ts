// Voice beyond one turn's transcription: what the deployment can do, and the buyer's reply read aloud by
// the provider (streamed, so it starts playing before the reply is all spoken). docs/voice.md.

import { Readable } from 'node:stream';
import type { CoachProvider, SpeechSynthesizer, Transcriber } from '@blindspot/coach';
import {
  type AccessClaims,
  PRO_FEATURE_MESSAGE,
  speechRequestSchema,
  tierRank,
  type VoiceCapabilities,
  voiceCapabilitiesSchema,
} from '@blindspot/contracts';
import { ApiRoute, CurrentUser, RateLimit, ZodBody } from '@blindspot/service-kit';
import {
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Response } from 'express';
import type { z } from 'zod';
import { coachCall } from '../coach.provider.js';
import { AUDIO_COACH, audioBuyerModel } from '../sessions/audio-coach.provider.js';
import { RoleplaySessionsService } from '../sessions/roleplay-sessions.service.js';
import { SessionIdPipe } from '../sessions/session-id.pipe.js';
import { TRANSCRIBER } from './transcription.controller.js';
import { SPEECH_SYNTHESIZER } from './voice.providers.js';

@Controller('api/roleplay-sessions')
export class VoiceController {
  constructor(
    @Inject(TRANSCRIBER) private readonly transcriber: Transcriber | null,
    @Inject(SPEECH_SYNTHESIZER) private readonly speech: SpeechSynthesizer | null,
    @Inject(AUDIO_COACH) private readonly audioCoach: CoachProvider,
    private readonly sessions: RoleplaySessionsService,
  ) {}

  @Get('voice')
  @ApiRoute({
    summary: 'What this deployment does with voice: transcription and the buyer\u2019s spoken replies',
    tag: 'roleplay-sessions',
    response: voiceCapabilitiesSchema,
  })
  capabilities(): VoiceCapabilities {
    return {
      transcription: {
        available: this.transcriber !== null,
        model: this.transcriber?.model ?? null,
        diarization: this.transcriber?.diarization ?? false,
      },
      speech: { available: this.speech !== null, model: this.speech?.model ?? null },
      buyer: { coach: this.audioCoach.name, model: this.audioCoach.name === 'openai' ? audioBuyerModel(process.env) : null },
    };
  }

  @Post(':id/speech')
  @HttpCode(200)
  @RateLimit({ bucket: 'coach', per: 'user', limitSetting: 'COACH_RATE_LIMIT_PER_MINUTE', window: 60, what: 'coach requests' })
  @ApiRoute({
    summary: 'A buyer reply of a voice session read aloud in the buyer\u2019s voice, streamed as audio/mpeg (Pro)',
    tag: 'roleplay-sessions',
    errors: { 403: 'Not on the Pro plan', 502: 'The provider could not speak it', 503: 'Text-to-speech is not configured' },
  })
  async speak(
    @CurrentUser() user: AccessClaims,
    @Param('id', SessionIdPipe) id: string,
    @ZodBody(speechRequestSchema) body: z.output<typeof speechRequestSchema>,
    @Res() response: Response,
  ): Promise<void> {
    if (tierRank(user.tier) < tierRank('pro')) throw new ForbiddenException(PRO_FEATURE_MESSAGE);
    const session = await this.sessions.get(user.sub, id);
    if (session.sessionType !== 'audio') throw new NotFoundException('Roleplay session not found');
    if (!this.speech)
      throw new ServiceUnavailableException('Text-to-speech is not configured: the browser speaks the buyer\u2019s replies.');
    // A seller who starts talking stops the buyer: the browser drops the request, and the provider's with it.
    const abort = new AbortController();
    response.on('close', () => abort.abort());
    const speech = this.speech;
    const audio = await coachCall(() => speech.speak(body.text, session.persona, abort.signal));
    response.status(200).setHeader('Content-Type', 'audio/mpeg');
    response.setHeader('Cache-Control', 'no-store');
    Readable.fromWeb(audio as import('node:stream/web').ReadableStream<Uint8Array>)
      .on('error', () => response.destroy())
      .pipe(response);
  }
}
