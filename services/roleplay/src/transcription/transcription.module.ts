import { createTranscriber } from '@blindspot/coach';
import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { TRANSCRIBER, TranscriptionController } from './transcription.controller.js';
import { VoiceController } from './voice.controller.js';
import { speechSynthesizerProvider } from './voice.providers.js';

/** Voice: transcribing a recorded turn, and the buyer's spoken reply. Exports the transcriber (call recordings use it too). */
@Module({
  imports: [SessionsModule],
  controllers: [TranscriptionController, VoiceController],
  providers: [{ provide: TRANSCRIBER, useFactory: () => createTranscriber(process.env) }, speechSynthesizerProvider],
  exports: [TRANSCRIBER],
})
export class TranscriptionModule {}
