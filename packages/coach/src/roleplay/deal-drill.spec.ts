// Deal -> drill: the analysis read into a drill (account, people, competitors, facts, goals), the buyer that
// plays it (the deal's people and facts, revealed to good questions), and the goals read from a transcript.
import { assessDealCoverage } from '../deal/structured.js';
import { buyerMessages } from '../openai/prompts.js';
import { offlineBuyerReply } from './buyer.js';
import { buildDealDrill, drillGoalResults, readDealDrill } from './deal-drill.js';
import { inBuyerVoice, sessionFacts } from './drill-facts.js';
import { buyerBriefing } from './prompts.js';
import type { RoleplaySetup, Transcript } from './types.js';

const NOTES =
  'Met Dana Ortiz, VP Operations at Northwind Logistics, on Tuesday. Dispatchers plan 400 routes a day by hand and trucks run 30% empty on return legs. ' +
  'Dana wants to cut fuel cost by 12% this fiscal year. The CFO, Priya Shah, signs anything above $100k and has not joined a call yet. ' +
  'They are also evaluating RouteMax.';
const DEAL = {
  dealAnalysisId: '6f1c2a9e-0000-4000-8000-000000000001',
  dealName: 'Northwind expansion',
  prospectNames: 'Dana Ortiz',
  prospectTitles: 'VP Operations',
  dealNotes: NOTES,
  dealSize: '$120,000',
  stage: 'qualification' as const,
  methodology: 'meddic' as const,
  difficulty: 'medium' as const,
};

function setupOf(seed: string, built: ReturnType<typeof buildDealDrill>): RoleplaySetup {
  return {
    seed,
    scenario: built.scenario,
    persona: built.persona,
    methodology: built.drill.methodology,
    difficulty: built.drill.difficulty,
    buyerTitle: built.drill.buyer.title,
    account: built.world.account,
    buyer: built.world.buyer,
    sellerProfile: null,
    drill: built.drill,
  };
}

/** Plays the seller's lines and returns the transcript. */
function play(setup: RoleplaySetup, lines: string[]): Transcript {
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  for (const line of lines) {
    history.push({ role: 'user', content: line });
    history.push({ role: 'assistant', content: offlineBuyerReply(setup, history) });
  }
  return history;
}

describe('deal -> drill', () => {
  it('reads the account, the people, the economic buyer, the competitors, the facts and the gaps from the analysis', () => {
    const drill = readDealDrill({ ...DEAL, coverage: assessDealCoverage(DEAL) });
    expect(drill).toMatchObject({
      dealAnalysisId: DEAL.dealAnalysisId,
      dealName: 'Northwind expansion',
      methodology: 'meddic',
      stage: 'qualification',
      dealSize: '$120,000',
      company: 'Northwind Logistics',
      industry: 'Logistics',
      buyer: { name: 'Dana Ortiz', title: 'VP Operations' },
      economicBuyer: { name: 'Priya Shah', title: 'CFO' },
      competitors: ['RouteMax'],
      difficulty: 'medium',
    });
    expect(drill.people.map((p) => p.name)).toEqual(['Dana Ortiz', 'Priya Shah']);
    expect(drill.facts).toEqual(
      expect.arrayContaining([expect.stringContaining('400 routes a day by hand'), expect.stringContaining('cut fuel cost by 12%')]),
    );
    const goals = drill.goals.map((g) => g.element);
    expect(goals).toContain('decision-process');
    expect(goals).not.toContain('metrics');
    for (const goal of drill.goals) expect(['missing', 'unconfirmed']).toContain(goal.status);
  });

  it('reads the notes itself when the analysis has no coverage, and takes the goals from the coverage it is given', () => {
    expect(readDealDrill(DEAL).goals).toEqual(readDealDrill({ ...DEAL, coverage: assessDealCoverage(DEAL) }).goals);
    const given = readDealDrill({
      ...DEAL,
      coverage: {
        elements: [
          {
            element: 'champion',
            name: 'Champion',
            status: 'unconfirmed',
            quotes: [],
            stillMissing: [],
            nextQuestions: ['Who will sell this inside?'],
          },
        ],
        risks: [],
        nextSteps: [],
      },
    });
    expect(given.goals).toEqual([{ element: 'champion', name: 'Champion', status: 'unconfirmed', question: 'Who will sell this inside?' }]);
  });

  it('finds people and a company in other phrasings, and falls back on the deal name', () => {
    const drill = readDealDrill({
      ...DEAL,
      prospectNames: undefined,
      prospectTitles: undefined,
      dealName: 'Contoso renewal Q3',
      dealNotes:
        'Call with their Head of IT Sam Lee. Omar Haddad (Finance Director) owns the budget. They are also evaluating Acme Routes.',
    });
    expect(drill.people).toEqual([
      { name: 'Sam Lee', title: 'Head of IT' },
      { name: 'Omar Haddad', title: 'Finance Director' },
    ]);
    expect(drill.company).toBe('Contoso');
    expect(drill.economicBuyer).toEqual({ name: 'Omar Haddad', title: 'Finance Director' });
    expect(drill.competitors).toEqual(['Acme Routes']);
    expect(readDealDrill({ ...DEAL, dealNotes: 'They are also evaluating RouteMax. No idea yet how they decide.' }).competitors).toEqual([
      'RouteMax',
    ]);
  });

  it('builds the cards from the deal: the company, the contact, the stage and the open elements', () => {
    const built = buildDealDrill({ ...DEAL, seed: 'drill-seed-1' });
    expect(built.world.account.company).toBe('Northwind Logistics');
    expect(built.world.account.industry).toBe('Logistics');
    expect(built.world.account.situation).toMatch(
      /^Your deal "Northwind expansion": Qualification stage, \$120,000\. Still open in your notes: .*Decision Process/,
    );
    expect(built.world.buyer).toMatchObject({ name: 'Dana Ortiz', role: 'VP Operations' });
    expect(built).toMatchObject({ persona: 'champion', scenario: 'discovery' });
    // No contact named anywhere: the generated buyer is the drill's buyer.
    const nameless = buildDealDrill({
      ...DEAL,
      seed: 'drill-seed-2',
      prospectNames: undefined,
      prospectTitles: undefined,
      dealNotes: 'Trucks run 30% empty. Also evaluating RouteMax.',
    });
    expect(nameless.drill.buyer.name).toBe(nameless.world.buyer.name);
    expect(nameless.drill.buyer.name.length).toBeGreaterThan(3);
  });

  it("puts the deal into the buyer: its people, competitors and facts in the buyer's voice, the open process held back for a good question", () => {
    const built = buildDealDrill({ ...DEAL, seed: 'drill-seed-3' });
    const facts = sessionFacts(setupOf('drill-seed-3', built));
    expect(facts.economicBuyer).toBe('Priya Shah, our CFO');
    expect(facts.topics['decision-maker'].open).toBe(
      'Final sign-off is with Priya Shah, our CFO. I can recommend, and my recommendation carries weight.',
    );
    expect(facts.topics.competition.open).toBe("We're also talking to RouteMax.");
    expect(facts.topics.pain.open).toBe('Dispatchers plan 400 routes a day by hand and trucks run 30% empty on return legs.');
    expect(facts.topics['decision-process'].open).toMatch(
      /^Anything above \$100k needs sign-off from Priya Shah, our CFO, then procurement/,
    );
    expect(JSON.stringify(facts)).not.toMatch(/another vendor/);
    // The OpenAI buyer is briefed from the same facts.
    const briefing = buyerBriefing(setupOf('drill-seed-3', built));
    for (const text of ['Priya Shah, our CFO', 'RouteMax', '400 routes a day by hand', 'Anything above $100k'])
      expect(briefing).toContain(text);
    const [system] = buyerMessages(setupOf('drill-seed-3', built), []);
    for (const text of [
      'You are Dana Ortiz, VP Operations',
      'at Northwind Logistics',
      'Priya Shah, our CFO',
      'RouteMax',
      '400 routes a day by hand',
    ]) {
      expect(system.content).toContain(text);
    }
  });

  it('reveals them to good questions, and the goals are closed by the turns that cover them, quoted', () => {
    const built = buildDealDrill({ ...DEAL, seed: 'drill-seed-4' });
    const setup = setupOf('drill-seed-4', built);
    const transcript = play(setup, [
      'How are routes planned today?',
      'What other vendors are you looking at for this?',
      'Who signs off on a purchase like this?',
      'Walk me through the steps between a yes from you and a signed contract?',
    ]);
    const replies = transcript.filter((m) => m.role === 'assistant').map((m) => m.content);
    expect(replies[1]).toContain('RouteMax');
    expect(replies[2]).toContain('Priya Shah');
    expect(replies[3]).toMatch(/Priya Shah, our CFO, then procurement/);
    const results = drillGoalResults(built.drill, transcript);
    const process = results.find((g) => g.element === 'decision-process')!;
    expect(process).toMatchObject({ closed: true, turn: 4 });
    expect(process.quote).toContain('Walk me through the steps between a yes from you and a signed contract');
    const champion = results.find((g) => g.element === 'champion');
    if (champion) expect(champion).toMatchObject({ closed: false, turn: null, quote: null });
    expect(drillGoalResults(built.drill, []).every((g) => !g.closed)).toBe(true);
  });

  it("says the notes' sentences as the buyer would", () => {
    const dana = { name: 'Dana Ortiz', title: 'VP Operations' };
    expect(inBuyerVoice('Dana wants to cut fuel cost by 12% this fiscal year.', dana)).toBe(
      'I want to cut fuel cost by 12% this fiscal year.',
    );
    expect(inBuyerVoice("Dana Ortiz's team is tired of it", dana)).toBe('my team is tired of it.');
    expect(inBuyerVoice('They are also evaluating RouteMax and their budget is set.', dana)).toBe(
      'We are also evaluating RouteMax and our budget is set.',
    );
    expect(inBuyerVoice('Dana is worried about the rollout.', dana)).toBe('I am worried about the rollout.');
  });
});
