import { CoachError, createCoach, type CoachProvider } from '@blindspot/coach';
import { HttpException, type Provider } from '@nestjs/common';

/** Injection token of the configured coach (openai when OPENAI_API_KEY is set, offline otherwise). */
export const COACH = Symbol('COACH');

export const coachProvider: Provider<CoachProvider> = { provide: COACH, useFactory: () => createCoach(process.env) };

/** Runs a coach call; a model failure becomes the 502 (or 504 on timeout) it stands for. */
export async function coachCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CoachError) throw new HttpException(error.message, error.statusCode, { cause: error });
    throw error;
  }
}
