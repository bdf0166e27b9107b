import { assessCoverage, collect, type DealContext, OfflineCoach } from '../src/index.js';

const notes = `Call with Dana Ortiz (VP Operations) on Tuesday.
- They run dispatch for 40 drivers out of spreadsheets and a legacy TMS.
- Dispatchers spend about 3 hours a day re-planning routes by hand, and late deliveries went up 18% this year.
- Dana wants to cut late deliveries by half before peak season in Q4.
- They are also evaluating Samsara.
- Must integrate with their NetSuite ERP and support SSO.
- We don't know who signs off on the budget yet; Dana mentioned the CFO might be involved.
- Next step: pilot with 10 drivers, then legal review in September.`;

const deal: DealContext = {
  dealName: 'Northwind Logistics',
  prospectNames: 'Dana Ortiz',
  dealNotes: notes,
  dealSize: '$120k',
  stage: 'proposal',
  methodology: 'meddic',
  sellerProfile: { competitors: 'Samsara, Motive', differentiation: 'routes re-optimised every 5 minutes' },
};

describe('offline deal coach', () => {
  const coach = new OfflineCoach();

  it('marks each MEDDIC element covered, unconfirmed or missing, with the sentence that shows it', () => {
    const coverage = Object.fromEntries(assessCoverage(notes, 'meddic').map((e) => [e.concept.name, e]));
    expect(coverage.Metrics.status).toBe('covered');
    expect(coverage.Metrics.evidence.map((s) => s.text)).toContain('Dana wants to cut late deliveries by half before peak season in Q4.');
    expect(coverage['Decision Criteria'].evidence[0].text).toBe('Must integrate with their NetSuite ERP and support SSO.');
    expect(coverage['Decision Process'].evidence[0].text).toBe('Next step: pilot with 10 drivers, then legal review in September.');
    expect(coverage['Economic Buyer'].status).toBe('unconfirmed');
    expect(coverage['Economic Buyer'].evidence[0].text).toMatch(/^We don't know who signs off/);
    expect(coverage.Champion.status).toBe('missing');
    expect(coverage.Champion.nextQuestions.length).toBeGreaterThan(0);
  });

  it('hears pain stated as a loss or a cost, not only as a named problem', () => {
    const pain = (text: string) => assessCoverage(text, 'meddic').find((e) => e.concept.name === 'Identify Pain')!;
    expect(pain('They lose 6 weeks onboarding each new driver.').status).toBe('covered');
    expect(pain('The manual handover costs them about $400k a year.').status).toBe('covered');
    expect(pain('Planners waste a day a week chasing carriers.').status).toBe('covered');
    expect(pain('They run 40 trucks out of Denver.').status).toBe('missing');
  });

  it('writes an analysis that quotes the notes, names gaps, risks for the stage and the seller positioning', async () => {
    const analysis = await collect(coach.analyzeDeal(deal));
    expect(analysis).toContain('## MEDDIC analysis: Northwind Logistics');
    expect(analysis).toContain('Deal size: $120,000');
    expect(analysis).toContain('> "Must integrate with their NetSuite ERP and support SSO."');
    expect(analysis).toContain('Biggest gaps: Economic Buyer, Champion.');
    expect(analysis).toContain('No confirmed economic buyer at the proposal stage');
    expect(analysis).toContain('Competitive deal: Samsara is in the picture.');
    expect(analysis).toContain('Against Samsara, lead with what sets you apart: routes re-optimised every 5 minutes.');
  });

  it('reads the notes against the chosen methodology', async () => {
    const spin = await collect(coach.analyzeDeal({ ...deal, methodology: 'spin' }));
    expect(spin).toContain('## SPIN Selling analysis');
    for (const name of ['Situation', 'Problem', 'Implication', 'Need-Payoff']) expect(spin).toContain(`### ${name}:`);
    expect(spin).toContain('> "They run dispatch for 40 drivers out of spreadsheets and a legacy TMS."');
  });

  it('gives the same output for the same input', async () => {
    const first = await collect(coach.analyzeDeal(deal));
    const second = await collect(coach.analyzeDeal(structuredClone(deal)));
    expect(second).toBe(first);
  });

  it('streams the analysis in several chunks', async () => {
    const chunks: string[] = [];
    for await (const chunk of coach.analyzeDeal(deal)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(10);
  });

  it('answers follow-ups about the economic buyer, competitors, e-mails and gaps from this deal', async () => {
    const ask = (question: string) => collect(coach.answerDealQuestion(deal, [], question));

    const eb = await ask('How do I reach the economic buyer?');
    expect(eb).toContain("We don't know who signs off on the budget yet");
    expect(eb).toContain('How to reach them');

    const competitor = await ask('How should I handle Samsara?');
    expect(competitor).toContain('**Handling Samsara.**');
    expect(competitor).toContain('"They are also evaluating Samsara."');

    const unknownCompetitor = await ask('How do I beat Gong here?');
    expect(unknownCompetitor).toContain('**Handling Gong.**');
    expect(unknownCompetitor).toContain('routes re-optimised every 5 minutes');

    const email = await ask('Draft a follow-up email for Dana');
    expect(email).toContain('Hi Dana,');
    expect(email).toContain('- You want to cut late deliveries by half before peak season in Q4.');
    expect(email).toContain('I suggest we set up a short call with whoever approves this investment');

    const gaps = await ask('What am I missing?');
    expect(gaps).toContain('Economic Buyer: still open');
    expect(gaps).toContain('Champion: not in your notes');
  });

  it('quotes the related notes for a question outside the known topics', async () => {
    const answer = await collect(coach.answerDealQuestion(deal, [], 'Anything about NetSuite?'));
    expect(answer).toContain('> "Must integrate with their NetSuite ERP and support SSO."');
  });

  it('continues the previous topic for a short follow-up', async () => {
    const history = [
      { role: 'user' as const, content: 'What are the risks here?' },
      { role: 'assistant' as const, content: '...' },
    ];
    const answer = await collect(coach.answerDealQuestion(deal, history, 'Go on'));
    expect(answer).toContain('main risks');
  });

  it('says what is missing when the notes are thin', async () => {
    const analysis = await collect(coach.analyzeDeal({ dealNotes: 'Intro call went well.', methodology: 'gap' }));
    expect(analysis).toContain('Coverage: 0 of 5 elements.');
    expect(analysis).toContain('### Current State: Missing');
  });
});
