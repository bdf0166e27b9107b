import type { MethodologyId } from '@blindspot/contracts';

/** One element of a methodology (a letter of MEDDIC, a step of SPIN...). */
export interface MethodologyConcept<K extends string = string> {
  /** Stable identifier used by the coach (e.g. `economic-buyer`). */
  key: K;
  /** Short badge text shown beside the name. */
  letter: string;
  name: string;
  description: string;
}

/** Static content of one methodology: the library, the landing page and the arena show it (docs/product.md#methodologies). */
export interface Methodology<K extends string = string> {
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
  concepts: MethodologyConcept<K>[];
  exampleQuestions: string[];
  /** Roleplay tips shown beside the chat. */
  quickStartTips: string[];
  /** Roleplay quick-start prompts: clicking one fills the seller's input. */
  starterQuestions: string[];
}

/** Keeps a methodology's element keys as literal types, so the coach's pack must name each of them. */
export function defineMethodology<const K extends string>(methodology: Methodology<K>): Methodology<K> {
  return methodology;
}
