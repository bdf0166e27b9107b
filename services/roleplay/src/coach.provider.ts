import { createCoach, type CoachProvider } from '@blindspot/coach';
import type { Provider } from '@nestjs/common';

/** Injection token of the configured coach (openai when OPENAI_API_KEY is set, offline otherwise). */
export const COACH = Symbol('COACH');

export const coachProvider: Provider<CoachProvider> = { provide: COACH, useFactory: () => createCoach(process.env) };
