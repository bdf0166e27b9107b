// Types of the roleplay part of the coach: the session set-up the buyer plays from, and the score.
import type {
  ChatMessage,
  CustomScenarioFields,
  DealDrill,
  Difficulty,
  MethodologyId,
  Persona,
  RoleplayRubricCheck,
  Scenario,
  SellerProfile,
} from '@blindspot/contracts';

/** The target account shown on the preview card (the session's targetAccount* fields). */
export interface TargetAccount {
  company: string;
  industry: string;
  size: string;
  revenue: string;
  situation: string;
}

/** The buyer shown on the preview card (the session's buyerPersona* fields). */
export interface BuyerPersonaCard {
  name: string;
  role: string;
  profile: string;
  goal: string;
}

/** What the buyer plays from: the session's choices, its generated account and buyer, and the seed. */
export interface RoleplaySetup {
  /** The session id: seeds every varied choice, so one session always plays the same way. */
  seed: string;
  scenario: Scenario;
  persona: Persona;
  methodology: MethodologyId;
  difficulty: Difficulty;
  buyerTitle?: string | null;
  account: TargetAccount;
  buyer: BuyerPersonaCard;
  sellerProfile?: Partial<SellerProfile> | null;
  /** A drill built from a deal analysis: the buyer plays the deal's facts and people (`drill-facts.ts`). */
  drill?: DealDrill | null;
  /** A scenario the seller wrote: the buyer plays its cards, hidden facts and objections (`custom-scenario.ts`). */
  custom?: (CustomScenarioFields & { id: string }) | null;
}

export type Transcript = readonly Pick<ChatMessage, 'role' | 'content'>[];

/** One rubric line: what was checked, the points it earned, and the seller turns that show it. */
export type RubricCheck = RoleplayRubricCheck;

export interface RoleplayScoreResult {
  /** 0–10, an integer. */
  score: number;
  didWell: string[];
  missed: string[];
  keyTakeaway: string;
  /** The rubric behind the score, line by line. */
  rubric: RubricCheck[];
  /** What the rubric counted, as figures the progress page aggregates (absent from scores made before them). */
  measures?: ConversationMeasures;
}

/** A scored conversation's counts: each element's first covering seller turn, questions and words. */
export interface ConversationMeasures {
  /** Every element of the session's methodology, with the first seller turn that shows it (null: missing). */
  elements: Array<{ element: string; turn: number | null }>;
  openQuestions: number;
  closedQuestions: number;
  sellerWords: number;
  buyerWords: number;
}
