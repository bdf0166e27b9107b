// What a methodology pack holds: the coach's judgement for one methodology, keyed by its element keys.
import type { MethodologyId } from '@blindspot/contracts';
import type { ElementKey } from '@blindspot/methodologies';
import type { ElementCheck } from '../deal/elements.js';
import type { ElementEvidence } from '../deal/evidence.js';
import type { TurnReading } from '../roleplay/classify.js';

export interface ElementPack {
  /** What covers the element in deal notes: one of the readers in deal/evidence.ts. */
  evidence: ElementEvidence;
  /** Details a complete answer has, each with the question that fills it. */
  checks: ElementCheck[];
  /** Asked when the notes say nothing about the element (first ones matter most). */
  questions: string[];
  /** A line the seller could say in a roleplay to cover it. */
  example: string;
}

export interface CoachPack<M extends MethodologyId> {
  /** One entry per element of the methodology: a missing or unknown key is a compile error. */
  elements: Record<ElementKey<M>, ElementPack>;
  /** The elements one seller turn shows in a roleplay. */
  turnElements(reading: TurnReading): readonly ElementKey<M>[];
}
