// The checks the methodology packs (../packs) use for the details a complete answer has: each names what
// an evidence sentence must show, and the question that fills it when none does.
import type { ReadSentence } from '../language/read-text.js';
import { statedConsequence } from './evidence.js';

export interface ElementCheck {
  /** True when an evidence sentence supplies this detail. */
  test: RegExp | ((sentence: ReadSentence) => boolean);
  /** Said when no evidence sentence supplies it. */
  openPoint: string;
  question: string;
}

/** A sentence with a measured amount (money, percent, time, ratio): the number a complete answer has. */
export const hasQuantity = (sentence: ReadSentence) => sentence.quantities.some((q) => q.kind !== 'count');
/** A sentence that says what a problem leads to or costs. */
export const statesConsequence = (sentence: ReadSentence) =>
  sentence.clauses.some((clause) => statedConsequence.strength(clause, sentence) > 0);
