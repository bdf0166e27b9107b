import { readCoachConfig } from './config.js';
import { OfflineCoach } from './offline/offline-coach.js';
import { OpenAICoach } from './openai/openai-coach.js';
import type { CoachProvider } from './types.js';

/** The configured coach: `openai` when OPENAI_API_KEY is set, `offline` otherwise. */
export function createCoach(env: Record<string, string | undefined> = process.env): CoachProvider {
  const config = readCoachConfig(env);
  return config.provider === 'openai' ? new OpenAICoach(config.openai) : new OfflineCoach();
}
