// Who plays the buyer (issue 15, "say what is true"): the voice panel's "AI Model" names the model that
// really answers, never one it does not use.
import type { CoachName } from './models.js';

/** GET /api/roleplay-sessions/buyer-model: the coach this deployment plays the buyer with, and its model. */
export interface BuyerModel {
  coach: CoachName;
  /** The configured model (OPENAI_MODEL) when the coach is `openai`; null for the offline coach. */
  model: string | null;
}

/** The offline coach is rules, not a model: said as such. */
export const OFFLINE_COACH_LABEL = 'Offline coach';

/**
 * The panel's "AI Model" value: `coach` is what played the session's latest turn when there is one (else
 * the configured coach), `model` the configured model's name.
 */
export function buyerModelLabel(coach: CoachName, model: string | null): string {
  return coach === 'openai' ? (model ?? 'OpenAI-compatible model') : OFFLINE_COACH_LABEL;
}
