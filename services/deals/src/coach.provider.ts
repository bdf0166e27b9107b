import { createCoach, type CoachProvider } from '@blindspot/coach';
import type { Provider } from '@nestjs/common';
import { DEALS_CONFIG, type DealsConfig } from './config.js';

/** Injection token of the configured coach (openai when OPENAI_API_KEY is set, offline otherwise). */
export const COACH = Symbol('COACH');

export const coachProvider: Provider<CoachProvider> = {
  provide: COACH,
  inject: [DEALS_CONFIG],
  useFactory: ({ OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, COACH_TIMEOUT_MS }: DealsConfig) =>
    createCoach({ OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, COACH_TIMEOUT_MS }),
};
