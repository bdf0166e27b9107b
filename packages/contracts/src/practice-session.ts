// What a roleplay session carries about where it came from (issue 14): a retry's origin, a drill's deal.
// Apart from practice.ts so that models.ts can use them without an import cycle.
import type { Difficulty, MethodologyId, Stage } from './enums.js';
import type { ElementCoverage } from './schemas.js';

/** Where a retry came from: the session, the index in its transcript of the seller turn retried, and that turn's number (1-based). */
export interface RetryOrigin {
  sessionId: string;
  messageIndex: number;
  turn: number;
}

/** A person the notes name, with a title when they give one. */
export interface DealDrillPerson {
  name: string;
  title: string | null;
}

/** A goal of the drill: an element of the analysis's methodology the deal has not covered yet. */
export interface DealDrillGoal {
  element: string;
  name: string;
  /** How the analysis left it: missing, or named but not confirmed. */
  status: Exclude<ElementCoverage['status'], 'covered'>;
  /** What the analysis suggests asking; null when it gave none. */
  question: string | null;
}

/** What a drill was built from, copied into its session: the deal as the buyer knows it, and the goals. */
export interface DealDrill {
  dealAnalysisId: string;
  dealName: string | null;
  methodology: MethodologyId;
  stage: Stage | null;
  dealSize: string | null;
  company: string;
  /** The industry the notes point at (one of the coach's known industries), when they do. */
  industry: string | null;
  /** Who the seller talks to. */
  buyer: DealDrillPerson;
  /** Everyone the deal names (the buyer first). */
  people: DealDrillPerson[];
  /** Who holds the money, when the notes say. */
  economicBuyer: DealDrillPerson | null;
  competitors: string[];
  /** Sentences of the notes the buyer knows to be true (pains, numbers, plans), as written. */
  facts: string[];
  goals: DealDrillGoal[];
  difficulty: Difficulty;
}
