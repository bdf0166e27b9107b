// Custom scenarios (issue 14; the Pro plan's "Custom training scenarios"): a seller writes the buyer they
// want to practise against: the company, the buyer and their personality, the situation, what the buyer
// wants, the objections they raise, the facts they hold back for the right question, and the methodology
// elements to practise. One definition for the roleplay service (validation, OpenAPI) and the editor form.
import { z } from 'zod';
import { DIFFICULTIES, GUIDANCE_TYPES, METHODOLOGIES, SCENARIOS, SESSION_TYPES } from './enums.js';
import { optionalText } from './schemas.js';

/**
 * What a hidden fact is about: the buyer reveals it to a good open question on that topic, and only then. The
 * coach's turn reader reads questions on these same topics (its TOPICS).
 */
export const SCENARIO_FACT_TOPICS = [
  'current-state',
  'pain',
  'impact',
  'metrics',
  'budget',
  'decision-process',
  'decision-maker',
  'stakeholders',
  'criteria',
  'timeline',
  'competition',
  'future-state',
] as const;
export type ScenarioFactTopic = (typeof SCENARIO_FACT_TOPICS)[number];

export const SCENARIO_FACT_TOPIC_LABELS: Record<ScenarioFactTopic, string> = {
  'current-state': 'How things run today',
  pain: 'The pain',
  impact: 'What the pain costs',
  metrics: 'The numbers they track',
  budget: 'Budget',
  'decision-process': 'Decision process',
  'decision-maker': 'Who decides',
  stakeholders: 'Other stakeholders',
  criteria: 'Decision criteria',
  timeline: 'Timeline',
  competition: 'Alternatives and competitors',
  'future-state': 'What good looks like',
};

/** Bounds of a scenario, written once for the schema, the form's limits and the docs. */
export const CUSTOM_SCENARIO_LIMITS = {
  name: 120,
  company: 120,
  industry: 80,
  companySize: 64,
  buyerName: 80,
  buyerRole: 120,
  personality: 1_000,
  situation: 2_000,
  buyerWants: 1_000,
  objection: 400,
  objections: 5,
  fact: 600,
  hiddenFacts: 8,
  goals: 6,
} as const;
const L = CUSTOM_SCENARIO_LIMITS;

/** Saved scenarios per plan: Pro only (the Pro card's "Custom training scenarios"); null means none. */
export const CUSTOM_SCENARIOS_PER_PLAN = { free: null, practice: null, pro: 50 } as const;
export const CUSTOM_SCENARIOS_PRO_MESSAGE = 'Custom scenarios are a Pro feature. Upgrade to Pro to write and practise your own.';
export const customScenarioLimitMessage = (limit: number) =>
  `You have ${limit} custom scenarios, the most your plan keeps. Delete one to write another.`;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const customScenarioInputSchema = z.strictObject({
  name: requiredText('name', L.name),
  company: requiredText('company', L.company),
  industry: requiredText('industry', L.industry),
  companySize: optionalText(L.companySize),
  buyerName: requiredText('buyerName', L.buyerName),
  buyerRole: requiredText('buyerRole', L.buyerRole),
  personality: optionalText(L.personality),
  situation: requiredText('situation', L.situation),
  buyerWants: requiredText('buyerWants', L.buyerWants),
  objections: z
    .array(requiredText('objections', L.objection), { error: 'objections must be a list' })
    .max(L.objections, `objections: at most ${L.objections}`)
    .default([]),
  hiddenFacts: z
    .array(
      z.strictObject({
        topic: z.enum(SCENARIO_FACT_TOPICS, { error: `hiddenFacts: topic must be one of ${SCENARIO_FACT_TOPICS.join(', ')}` }),
        fact: requiredText('hiddenFacts: fact', L.fact),
      }),
      { error: 'hiddenFacts must be a list' },
    )
    .max(L.hiddenFacts, `hiddenFacts: at most ${L.hiddenFacts}`)
    .default([])
    .refine((facts) => new Set(facts.map((f) => f.topic)).size === facts.length, 'hiddenFacts: one fact per topic'),
  methodology: z.enum(METHODOLOGIES, { error: `methodology must be one of ${METHODOLOGIES.join(', ')}` }),
  /** Element keys of the methodology (`decision-process`, `implication`...); checked against it by the service. */
  goals: z
    .array(z.string().trim().min(1).max(64), { error: 'goals must be a list' })
    .max(L.goals, `goals: at most ${L.goals}`)
    .default([])
    .refine((goals) => new Set(goals).size === goals.length, 'goals: each element once'),
  /** The kind of call: decides when the buyer raises objections, as the built-in scenarios do. */
  callType: z.enum(SCENARIOS, { error: `callType must be one of ${SCENARIOS.join(', ')}` }).default('discovery'),
  difficulty: z.enum(DIFFICULTIES, { error: `difficulty must be one of ${DIFFICULTIES.join(', ')}` }).default('medium'),
});
export type CustomScenarioInput = z.input<typeof customScenarioInputSchema>;
export type CustomScenarioFields = z.output<typeof customScenarioInputSchema>;

/** POST /api/roleplay-sessions/custom-scenarios/:id/sessions: how to practise it. */
export const startCustomScenarioSchema = z.strictObject({
  sessionType: z.enum(SESSION_TYPES).default('text'),
  guidanceType: z.enum(GUIDANCE_TYPES).default('end'),
});

export const customScenarioSchema = customScenarioInputSchema
  .extend({
    id: z.uuid(),
    companySize: z.string().nullable(),
    personality: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'CustomScenario' });
export type CustomScenario = z.output<typeof customScenarioSchema>;

export const customScenarioListSchema = z.array(customScenarioSchema);

/** What a session started from a scenario keeps of it: its name and goals (the rest plays the buyer). */
export interface CustomScenarioRef {
  /** The scenario it was started from; it may since have been edited or deleted: the session keeps what it played. */
  id: string;
  name: string;
  goals: string[];
}

/** One goal of a scenario read against the transcript: closed by the first seller turn the rubric credits. */
export interface ScenarioGoalResult {
  element: string;
  name: string;
  closed: boolean;
  turn: number | null;
  quote: string | null;
}

/** GET /api/roleplay-sessions/:id/scenario-goals */
export const scenarioGoalsSchema = z
  .object({
    scenarioId: z.uuid(),
    name: z.string(),
    goals: z.array(
      z.object({
        element: z.string(),
        name: z.string(),
        closed: z.boolean(),
        turn: z.number().int().nullable(),
        quote: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ScenarioGoals' });
export type ScenarioGoals = z.output<typeof scenarioGoalsSchema>;
