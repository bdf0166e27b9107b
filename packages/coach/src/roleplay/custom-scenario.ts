// A buyer the seller wrote (custom scenarios): the account and buyer cards are the seller's words, the
// buyer's hidden facts are the ones the seller wrote, each held for a good open question on its topic, and
// the objections are the seller's. What the scenario leaves unsaid is generated from the session's seed as
// for any session (same reveal rules, same difficulty), so the buyer can still answer other questions.
import type { CustomScenarioFields, ScenarioGoalResult } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import type { Topic } from './classify.js';
import { drillPersona } from './deal-drill.js';
import { type BuyerFacts, buyerFacts, type TopicFact } from './facts.js';
import { elementLines } from './rescore.js';
import type { RoleplaySetup, Transcript } from './types.js';
import { generateRoleplayWorld, type RoleplayWorld } from './world.js';

/** What a session keeps of the scenario it was started from: everything that plays the buyer. */
export type CustomScenarioBrief = NonNullable<RoleplaySetup['custom']>;

/** Said after a written fact when the seller follows up: the buyer has told what the seller wrote, and says so. */
const FOLLOW_UP = "That's the heart of it. The rest is detail I'd want to go through once I know this is worth my time.";

/** The persona the buyer plays, from the role the seller gave them: finance, technology, or an operational champion. */
export const customPersona = (scenario: Pick<CustomScenarioFields, 'buyerName' | 'buyerRole'>) =>
  drillPersona({ buyer: { name: scenario.buyerName, title: scenario.buyerRole } });

/** The account and buyer cards: the seller's words, and a revenue generated to fit the size. */
export function customScenarioWorld(input: {
  seed: string;
  scenario: CustomScenarioFields;
  sellerProfile?: RoleplaySetup['sellerProfile'];
}): RoleplayWorld {
  const { scenario } = input;
  const base = generateRoleplayWorld({
    seed: input.seed,
    scenario: scenario.callType,
    persona: customPersona(scenario),
    difficulty: scenario.difficulty,
    buyerTitle: scenario.buyerRole,
    sellerProfile: input.sellerProfile,
  });
  return {
    account: {
      ...base.account,
      company: scenario.company,
      industry: scenario.industry,
      size: scenario.companySize ?? base.account.size,
      situation: scenario.situation,
    },
    buyer: {
      name: scenario.buyerName,
      role: scenario.buyerRole,
      profile: scenario.personality ?? base.buyer.profile,
      goal: scenario.buyerWants,
    },
  };
}

/** The buyer's hidden facts: the written ones on their topics, the scenario's objections, the rest generated. */
export function customScenarioFacts(setup: RoleplaySetup & { custom: CustomScenarioBrief }): BuyerFacts {
  const { custom } = setup;
  const base = buyerFacts({ ...setup, custom: null });
  const topics = { ...base.topics } as Record<Topic, TopicFact>;
  for (const { topic, fact } of custom.hiddenFacts) {
    // A closed or early question still gets the generic short answer: the written fact is for a good question.
    topics[topic] = { brief: base.topics[topic].brief, open: fact, deep: FOLLOW_UP };
  }
  const pain = custom.hiddenFacts.find((f) => f.topic === 'pain')?.fact;
  return {
    ...base,
    topics,
    pains: pain ? [pain, ...base.pains.slice(1)] : base.pains,
    painSummaries: pain ? ['the problem I just described', ...base.painSummaries.slice(1)] : base.painSummaries,
    objections: custom.objections.length > 0 ? [...custom.objections] : base.objections,
  };
}

/** Each goal (an element of the scenario's methodology) read against the transcript: closed by the first seller turn the rubric credits. */
export function scenarioGoalResults(
  scenario: Pick<CustomScenarioFields, 'methodology' | 'goals'>,
  history: Transcript,
): ScenarioGoalResult[] {
  const lines = new Map(elementLines(scenario.methodology, history).map((line) => [line.element, line]));
  return scenario.goals.map((element) => {
    const line = lines.get(element);
    return { element, name: line?.name ?? element, closed: Boolean(line?.turn), turn: line?.turn ?? null, quote: line?.quote ?? null };
  });
}

/** The goals the scenario names that are not elements of its methodology (the service answers 400 naming them). */
export function unknownScenarioGoals(scenario: Pick<CustomScenarioFields, 'methodology' | 'goals'>): string[] {
  const known = new Set(getMethodology(scenario.methodology).concepts.map((c) => c.key));
  return scenario.goals.filter((goal) => !known.has(goal));
}
