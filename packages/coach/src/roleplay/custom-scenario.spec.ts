import { customScenarioInputSchema } from '@blindspot/contracts';
import { offlineBuyerReply } from './buyer.js';
import {
  type CustomScenarioBrief,
  customPersona,
  customScenarioWorld,
  scenarioGoalResults,
  unknownScenarioGoals,
} from './custom-scenario.js';
import { playLines } from './fixtures/transcripts.js';
import { buyerBriefing } from './prompts.js';
import type { RoleplaySetup, Transcript } from './types.js';

const PROCESS = 'Nothing over $50k moves without our CFO, Marta Lind, and a security review that takes six weeks.';
const BUDGET = "We set aside $80k in this year's plan, but it expires in September.";
const scenario: CustomScenarioBrief = {
  id: 'c1',
  ...customScenarioInputSchema.parse({
    name: 'Harbour Freight renewal',
    company: 'Harbour Freight',
    industry: 'Logistics',
    companySize: '900 employees',
    buyerName: 'Ola Berg',
    buyerRole: 'Head of IT',
    personality: 'Dry, precise, allergic to buzzwords.',
    situation: 'Renewal in 90 days; a rival is offering a 30% discount.',
    buyerWants: 'A renewal that does not reopen the security review.',
    objections: ['Your rival is 30% cheaper. Why should I stay?'],
    hiddenFacts: [
      { topic: 'decision-process', fact: PROCESS },
      { topic: 'budget', fact: BUDGET },
    ],
    methodology: 'meddic',
    goals: ['decision-process', 'economic-buyer'],
    callType: 'objection',
    difficulty: 'easy',
  }),
};
const world = customScenarioWorld({ seed: 'custom-spec', scenario });
const setup: RoleplaySetup = {
  seed: 'custom-spec',
  scenario: scenario.callType,
  persona: customPersona(scenario),
  methodology: scenario.methodology,
  difficulty: scenario.difficulty,
  buyerTitle: scenario.buyerRole,
  ...world,
  custom: scenario,
};
const one = (line: string): Transcript => [{ role: 'user', content: line }];

describe('a buyer the seller wrote', () => {
  it("puts the seller's words on the cards, and plays the persona the role calls for", () => {
    expect(world.account).toMatchObject({
      company: 'Harbour Freight',
      industry: 'Logistics',
      size: '900 employees',
      situation: scenario.situation,
    });
    expect(world.buyer).toEqual({ name: 'Ola Berg', role: 'Head of IT', profile: scenario.personality, goal: scenario.buyerWants });
    expect(setup.persona).toBe('cto');
  });

  it('reveals a hidden fact only to a good open question on its topic', () => {
    expect(offlineBuyerReply(setup, one('Walk me through the steps from a yes to a signed contract?'))).toContain(PROCESS);
    expect(offlineBuyerReply(setup, one('Is there a process for this?'))).not.toContain(PROCESS);
    expect(offlineBuyerReply(setup, one('How are projects like this funded on your side?'))).toContain(BUDGET);
    // Another topic does not give it away.
    const pain = offlineBuyerReply(setup, one('What are the biggest challenges with your process today?'));
    expect(pain).not.toContain(PROCESS);
    expect(pain).not.toContain(BUDGET);
  });

  it("raises the seller's own objections, and briefs the model with the same facts", () => {
    const history = playLines(setup, ['What made you take this call today?']);
    expect(history[1].content).toContain('Your rival is 30% cheaper. Why should I stay?');
    const briefing = buyerBriefing(setup);
    expect(briefing).toContain(PROCESS);
    expect(briefing).toContain(BUDGET);
    expect(briefing).toContain('"Your rival is 30% cheaper. Why should I stay?"');
  });

  it("reads the scenario's goals against the transcript, and names goals its methodology does not have", () => {
    const history = playLines(setup, ['Walk me through every step between a yes from you and a signed contract?']);
    const results = scenarioGoalResults(scenario, history);
    expect(results[0]).toMatchObject({ element: 'decision-process', name: 'Decision Process', closed: true, turn: 1 });
    expect(results[0].quote).toContain('Walk me through every step');
    expect(results[1]).toMatchObject({ element: 'economic-buyer', name: 'Economic Buyer', closed: false, turn: null, quote: null });
    expect(unknownScenarioGoals({ methodology: 'meddic', goals: ['decision-process', 'implication'] })).toEqual(['implication']);
  });
});
