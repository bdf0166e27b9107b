// Practising from what already happened (issue 14): a finished session re-scored under every methodology,
// a retry from one seller turn, a drill built from a deal analysis. One definition for the roleplay
// service and the front ends.
import type { CoachName, RoleplayRubricCheck } from './models.js';
import type { MethodologyId } from './enums.js';

/** One element of a methodology as the rubric read the transcript: the first seller turn that shows it, quoted. */
export interface RubricElementLine {
  /** The element's key in `@blindspot/methodologies` (`economic-buyer`, `implication`...). */
  element: string;
  name: string;
  /** 1-based seller turn; null when no turn shows it. */
  turn: number | null;
  /** The turn's words, shortened ("..."); null when not covered. */
  quote: string | null;
}

/** One methodology's rubric result for a transcript. */
export interface MethodologyRescore {
  methodology: MethodologyId;
  /** The methodology's display name ("MEDDIC", "SPIN Selling"). */
  name: string;
  /** 0-10, as the session's own score is computed by the offline rubric. */
  score: number;
  keyTakeaway: string;
  rubric: RoleplayRubricCheck[];
  elements: RubricElementLine[];
}

/**
 * GET /api/roleplay-sessions/:id/methodology-scores: the completed session's transcript scored by the
 * offline rubric under every methodology (MEDDIC, Challenger, SPIN, Gap, in that order). The rubric is
 * deterministic; a session the OpenAI coach scored keeps its own score, and these are the rubric's.
 */
export interface RoleplayMethodologyScores {
  sessionId: string;
  /** Always the offline rubric, whatever coach played and scored the session. */
  scorer: 'rubric';
  /** Who scored the session itself (its `score`): `openai` means the model's judgement, not the rubric's. */
  sessionCoach: CoachName | null;
  sessionMethodology: MethodologyId;
  results: MethodologyRescore[];
}
