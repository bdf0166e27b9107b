// A real call's recording, transcribed by the provider into a transcript the call review reads (speakers
// told apart by a diarizing model). The seller then picks their speaker and scores it as any transcript.

import type { Transcriber } from '@blindspot/coach';
import {
  CALL_RECORDING_UNAVAILABLE_MESSAGE,
  type CallRecordingTranscript,
  callRecordingTranscriptSchema,
  MAX_CALL_RECORDING_BYTES,
} from '@blindspot/contracts';
import { ApiRoute, RateLimit } from '@blindspot/service-kit';
import { BadRequestException, Controller, HttpCode, Inject, Post, Req, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { coachCall } from '../coach.provider.js';
import { callRecordingTranscript } from '../transcription/call-recording-transcript.js';
import { openCallRecording, streamRecording } from '../transcription/recording-body.js';
import { TRANSCRIBER } from '../transcription/transcription.controller.js';
import { ProTierGuard } from './pro-tier.guard.js';

@Controller('api/call-reviews')
export class CallRecordingController {
  constructor(@Inject(TRANSCRIBER) private readonly transcriber: Transcriber | null) {}

  @Post('recording')
  @HttpCode(200)
  // The tier first, then the budget (guards run bottom-up), then whether there is a provider at all.
  @RateLimit({ bucket: 'coach', per: 'user', limitSetting: 'COACH_RATE_LIMIT_PER_MINUTE', window: 60, what: 'coach requests' })
  @UseGuards(ProTierGuard)
  @ApiRoute({
    summary: 'Transcribe a call recording (webm, mp3, wav, m4a) into a transcript to review (Pro)',
    description:
      'The answer is WebVTT with a voice tag per speaker when the model tells speakers apart, else plain text to label. Nothing is stored.',
    scope: 'roleplay:write',
    rawBody: { contentType: 'audio/mpeg', description: `The recording, at most ${MAX_CALL_RECORDING_BYTES / 1024 / 1024} MB` },
    response: callRecordingTranscriptSchema,
    errors: {
      403: 'Not on the Pro plan',
      413: 'The recording is too large',
      415: 'Not a webm, mp3, wav or m4a recording',
      502: 'The provider failed',
      503: 'No transcription provider',
    },
  })
  async transcribe(@Req() request: Request): Promise<CallRecordingTranscript> {
    // Bad input is a 4xx whether or not a provider is configured: the first bytes are checked before
    // anything is sent on, and without a provider the rest is read (not kept) to check its size.
    const recording = await openCallRecording(request, MAX_CALL_RECORDING_BYTES);
    if (!this.transcriber) {
      await recording.drain();
      throw new ServiceUnavailableException(CALL_RECORDING_UNAVAILABLE_MESSAGE);
    }
    const transcriber = this.transcriber;
    // Streamed to the provider as it arrives; past the limit that upload is aborted and the answer is 413.
    const result = await streamRecording(recording, (audio, signal) =>
      coachCall(() => transcriber.transcribeCall(audio, recording.mimeType, `call.${recording.type}`, { signal })),
    );
    if (!result.text.trim()) throw new BadRequestException('No speech was found in this recording.');
    return callRecordingTranscript(result, transcriber.model);
  }
}
