import type { CoachName } from '@blindspot/contracts';

export interface CoachConfig {
  provider: CoachName;
  openai: {
    apiKey: string;
    /** Any OpenAI-compatible server; undefined means api.openai.com. */
    baseURL?: string;
    model: string;
    /** Time allowed for the first byte and between streamed chunks. */
    timeoutMs: number;
  };
}

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_COACH_TIMEOUT_MS = 30_000;

type Env = Record<string, string | undefined>;

/**
 * Reads the coach's settings. The OpenAI provider is used when OPENAI_API_KEY is set; a local
 * OpenAI-compatible server without keys can be reached with OPENAI_BASE_URL and any non-empty key.
 */
export function readCoachConfig(env: Env = process.env): CoachConfig {
  const apiKey = env.OPENAI_API_KEY?.trim() ?? '';
  const timeout = Number(env.COACH_TIMEOUT_MS);
  return {
    provider: apiKey ? 'openai' : 'offline',
    openai: {
      apiKey,
      baseURL: env.OPENAI_BASE_URL?.trim() || undefined,
      model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
      timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_COACH_TIMEOUT_MS,
    },
  };
}
