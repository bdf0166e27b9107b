import type { MethodologyId } from '@blindspot/contracts';

/** One element of a methodology (a letter of MEDDIC, a step of SPIN...). */
export interface MethodologyConcept {
  /** Stable identifier used by the coach (e.g. `economic-buyer`). */
  key: string;
  /** Short badge text shown beside the name. */
  letter: string;
  name: string;
  description: string;
}

/** Static content of one methodology (spec sections 2 and 3). */
export interface Methodology {
  id: MethodologyId;
  /** Display name (e.g. "SPIN Selling"). */
  name: string;
  fullName: string;
  /** One line for checkbox lists (seller profile, onboarding). */
  description: string;
  /** Best-for badge text on the landing page. */
  bestFor: string;
  overview: string;
  whenToUse: string;
  bookTitle: string;
  bookAuthor: string;
  bookUrl: string;
  concepts: MethodologyConcept[];
  exampleQuestions: string[];
  /** Roleplay tips shown beside the chat. */
  quickStartTips: string[];
  /** Roleplay quick-start prompts: clicking one fills the seller's input. */
  starterQuestions: string[];
}
