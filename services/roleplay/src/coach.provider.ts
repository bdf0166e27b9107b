import { CoachError, type CoachProvider, createCoach } from '@blindspot/coach';
import { instrumentCoach, ServiceMetrics } from '@blindspot/service-kit';
import { HttpException, type Provider } from '@nestjs/common';

/** Injection token of the configured coach (openai when OPENAI_API_KEY is set, offline otherwise). */
export const COACH = Symbol('COACH');

/** Every call measured and traced (coach_calls_total and friends, a span per call: service-kit's instrumentCoach). */
export const coachProvider: Provider<CoachProvider> = {
  provide: COACH,
  inject: [ServiceMetrics],
  useFactory: (metrics: ServiceMetrics) => instrumentCoach(createCoach(process.env), metrics),
};

/** Runs a coach call; a model failure becomes the 502 (or 504 on timeout) it stands for. */
export async function coachCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CoachError) throw new HttpException(error.message, error.statusCode, { cause: error });
    throw error;
  }
}
