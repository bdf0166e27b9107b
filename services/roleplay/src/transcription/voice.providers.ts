import { createSpeechSynthesizer } from '@blindspot/coach';

/** The provider's text-to-speech, or null when no key is set (the browser speaks instead). */
export const SPEECH_SYNTHESIZER = Symbol('SPEECH_SYNTHESIZER');

export const speechSynthesizerProvider = { provide: SPEECH_SYNTHESIZER, useFactory: () => createSpeechSynthesizer(process.env) };
