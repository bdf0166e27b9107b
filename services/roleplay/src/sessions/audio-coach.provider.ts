// The buyer of a voice session: with a key, a model of its own (AUDIO_BUYER_MODEL, default gpt-4o, as the
// product names it), since a spoken conversation is Pro's main use; text sessions keep OPENAI_MODEL.
// Without a key it is the same offline coach. docs/voice.md.
import { type CoachProvider, createCoach } from '@blindspot/coach';
import { instrumentCoach, ServiceMetrics } from '@blindspot/service-kit';
import type { Provider } from '@nestjs/common';
import { COACH } from '../coach.provider.js';

export const AUDIO_COACH = Symbol('AUDIO_COACH');
export const DEFAULT_AUDIO_BUYER_MODEL = 'gpt-4o';

/** The model that plays the buyer of a voice session when a key is set. */
export const audioBuyerModel = (env: Record<string, string | undefined>) => env.AUDIO_BUYER_MODEL?.trim() || DEFAULT_AUDIO_BUYER_MODEL;

export const audioCoachProvider: Provider<CoachProvider> = {
  provide: AUDIO_COACH,
  inject: [COACH, ServiceMetrics],
  useFactory: (coach: CoachProvider, metrics: ServiceMetrics) =>
    coach.name === 'openai' ? instrumentCoach(createCoach({ ...process.env, OPENAI_MODEL: audioBuyerModel(process.env) }), metrics) : coach,
};
