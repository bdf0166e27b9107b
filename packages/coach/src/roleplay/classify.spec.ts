import { classifyTurn, type TurnReading } from './classify.js';

describe('classifyTurn', () => {
  it('tells open questions from closed ones, including after a lead-in clause', () => {
    expect(classifyTurn('To start, could you walk me through how your team handles this today?')).toMatchObject({
      openQuestions: 1,
      closedQuestions: 0,
    });
    expect(classifyTurn('Do you have budget for this?')).toMatchObject({ openQuestions: 0, closedQuestions: 1, topics: ['budget'] });
    expect(classifyTurn('Thanks. What is the hardest part? Is it the reporting?')).toMatchObject({ openQuestions: 1, closedQuestions: 1 });
  });

  it('reads SPIN types from the question', () => {
    expect(classifyTurn('How many people work on the forecast today?').spin).toContain('situation');
    expect(classifyTurn('What are the biggest challenges with that process?').spin).toEqual(['problem']);
    expect(classifyTurn('What happens to your plans when the forecast misses?').spin).toContain('implication');
    expect(classifyTurn('If you could fix that, what would it mean for your team?').spin).toContain('need-payoff');
    // Asking what a problem leads to is Implication only, though it names the problem.
    expect(classifyTurn('How does that problem affect the rest of the organization?').spin).toEqual(['implication']);
    // Two questions in one turn keep their own types.
    expect(classifyTurn('What are the biggest challenges with the month-end close? And what does a late close cost you?').spin).toEqual([
      'problem',
      'implication',
    ]);
  });

  it('maps topics to MEDDIC and Gap elements', () => {
    expect(classifyTurn('Who signs off on a purchase like this?').meddic).toContain('economic-buyer');
    expect(classifyTurn('What criteria will you use to evaluate the options?').meddic).toContain('decision-criteria');
    expect(classifyTurn('Who else is involved internally?').meddic).toContain('champion');
    expect(classifyTurn('What stands in the gap between where you are and where you want to be?').gap).toContain('gap');
  });

  it('spots Challenger moves', () => {
    expect(classifyTurn('We are seeing most CFOs lose a week a month to reconciliation. How does that compare?').challenger).toContain(
      'teach',
    );
    expect(classifyTurn('You mentioned the board is watching this. What do they need to see?').challenger).toContain('tailor');
    expect(classifyTurn('I would suggest we agree on a plan with your CFO.').challenger).toContain('take-control');
  });

  it('detects a pitch, an acknowledgement and a concrete next step', () => {
    expect(classifyTurn('Our platform is best-in-class and we help companies save 30%.').pitch).toBe(true);
    expect(classifyTurn('What is getting in the way today?').pitch).toBe(false);
    expect(classifyTurn('That is a fair concern. What is behind it?').acknowledges).toBe(true);
    expect(classifyTurn('Let us stay in touch and follow up at some point.')).toMatchObject({ nextStep: true, concreteNextStep: false });
    expect(classifyTurn('Can we book 30 minutes next Tuesday with your CFO?')).toMatchObject({ nextStep: true, concreteNextStep: true });
  });

  it('counts words and ignores surrounding whitespace', () => {
    expect(classifyTurn('  Hello there,   how are you?  ')).toMatchObject({ text: 'Hello there,   how are you?', words: 5 });
  });

  it('counts only real questions: reflections and backchannels with a question mark are not questions', () => {
    expect(classifyTurn('So the real issue is visibility, not headcount?')).toMatchObject({
      questions: [],
      openQuestions: 0,
      closedQuestions: 0,
    });
    expect(classifyTurn('Yeah?')).toMatchObject({ questions: [], openQuestions: 0, closedQuestions: 0 });
    expect(classifyTurn('okay and why now')).toMatchObject({ openQuestions: 1, closedQuestions: 0 });
  });
});

/** Everything a turn is credited with, for "earns nothing" checks. */
const credit = (reading: TurnReading) => [
  ...reading.spin,
  ...reading.meddic,
  ...reading.gap,
  ...reading.challenger,
  ...(reading.acknowledges ? ['acknowledges'] : []),
];

describe('credit only for real moves', () => {
  const PRICE_OBJECTION = 'Your price is well above what we expected. Vendorly came in about 30% cheaper.';
  const SWITCHING_OBJECTION = 'Switching away from what we have sounds painful. My team has no bandwidth for a migration.';

  // [what the seller does, the turn, the buyer's line before it]
  it.each([
    [
      'a feature announcement, then "what do you think?"',
      'We just launched automated approvals, so procurement sign-off takes minutes now. What do you think?',
      null,
    ],
    [
      'a feature announcement, then "would that help?"',
      'We just launched automated approvals, so procurement sign-off takes minutes now. Would that help your approval process?',
      null,
    ],
    [
      'a new feature, then "is that relevant?"',
      'So we just launched the Spanish-language version. Is that relevant for your call center this quarter?',
      null,
    ],
    ['a pitch dressed as an insight', 'Our platform is best-in-class and we help companies like yours save 30%.', null],
    ['a product claim ("setup takes a day")', 'Setup takes a day, and most teams are live within a week.', null],
    ['a product claim asked as "did you know"', 'Did you know setup takes a day?', null],
    [
      'a yes/no discovery question tacked onto a pitch',
      'Our platform is best-in-class. We help companies cut their month-end close in half. Do you have problems with your close?',
      null,
    ],
    ['"I hear you, but..." and a claim', 'I hear you, but honestly our price is the best value out there.', PRICE_OBJECTION],
    ['an acknowledging word, then a pitch', 'I understand. Our platform pays for itself in six months.', PRICE_OBJECTION],
    ['"makes sense", then changing the subject', 'Makes sense. Anyway, let me show you the dashboard.', SWITCHING_OBJECTION],
    ['"you mentioned", then a pitch', 'You mentioned pricing. Our pricing is the lowest on the market.', null],
    ['recommending our own plan', "I'd recommend our premium plan.", null],
    ['a proposal with nothing concrete', "I'd suggest we stay in touch.", null],
    ['a reflection with a question mark', "So it's a way to keep the board off your back?", null],
  ])('%s earns nothing', (_what, text, buyerBefore) => {
    expect(credit(classifyTurn(text, { buyerBefore }))).toEqual([]);
  });

  it('never reads a pitch as discovery', () => {
    const reading = classifyTurn(
      'Our platform is best-in-class. We help companies cut their month-end close in half. Do you have problems with your close?',
    );
    expect(reading).toMatchObject({ pitch: true, topics: [], spin: [], meddic: [], gap: [] });
    // A feature announcement asks about nothing of the buyer's, so it is not Decision Process.
    expect(
      classifyTurn('We just launched automated approvals, so procurement sign-off takes minutes now. What do you think?').meddic,
    ).not.toContain('decision-process');
  });

  it('asks "do you have budget?" without naming an economic buyer', () => {
    expect(classifyTurn('Do you have budget for this?').meddic).not.toContain('economic-buyer');
    expect(classifyTurn('Who owns the budget for this?').meddic).toContain('economic-buyer');
  });

  it.each([
    [
      'names the concern in its own words, then asks',
      "That's a fair worry about the migration timeline — what would you need to see to feel safe?",
      SWITCHING_OBJECTION,
    ],
    [
      "names the concern in the buyer's words, then answers",
      'I understand the price is above what you expected; most teams recover it within two quarters.',
      PRICE_OBJECTION,
    ],
    ['acknowledges and asks what is behind it', 'That is a fair concern. What is behind it?', PRICE_OBJECTION],
    ['names the concern before a "but"', 'I hear you on the migration effort, but what if we ran it for your team?', SWITCHING_OBJECTION],
  ])('an acknowledgement that %s counts', (_what, text, buyerBefore) => {
    expect(classifyTurn(text, { buyerBefore }).acknowledges).toBe(true);
  });

  it.each([
    [
      'a benchmark about their world, then a question about their case',
      'Our benchmark: clinics lose 30% of referrals at the fax step. Where are referrals getting lost on your side?',
      'teach',
    ],
    ['a peer pattern, then "is that true here?"', 'We often see teams like yours lose time in hand-offs; is that true here?', 'teach'],
    ['what the buyer said, then a question from it', 'You mentioned the board is watching this. What do they need to see?', 'tailor'],
    ['a respectful push back', 'Respectfully, I think waiting another quarter will cost more than it saves.', 'take-control'],
    [
      'a dated proposal with the people',
      'I suggest we book 45 minutes next Tuesday with your CFO to map the business case.',
      'take-control',
    ],
    [
      'a plan of dated steps',
      'Rough plan: data mapping by the 3rd, pilot sign-off on the 17th, go-live by March 30. What would you move?',
      'take-control',
    ],
    ['a spoken plan with the days in words', 'so like the demo to your board on the ninth and contracts by the twentieth', 'take-control'],
    ['a price on terms', 'I can do $31 a user on a two-year term instead of $36 on one.', 'take-control'],
    ['a discount for a signature by a date', 'if you sign by the end of the quarter we can go to 9% off list', 'take-control'],
    [
      "a stakeholder's concern, then what we changed for it",
      "Since your controller's main concern is audit trail, we've put the approval log first in the demo.",
      'tailor',
    ],
    [
      'a named person who is all about something, then what we will lead with',
      "as marta's all about cash, i'll lead with days sales outstanding",
      'tailor',
    ],
    ['a role beyond the C-suite', 'For your head of admissions, we will show the time to offer first.', 'tailor'],
  ])('Challenger credit for %s', (_what, text, move) => {
    expect(classifyTurn(text).challenger).toContain(move);
  });

  it.each([
    ['one date', 'The pilot could start on the 4th if your team is ready.'],
    ['a price with no terms', 'We can do a quick call about pricing.'],
    ['dates of the buyer that name no step of ours', 'Was that on the first day or the second day of the audit?'],
  ])('no Take Control for %s', (_what, text) => {
    expect(classifyTurn(text).challenger).not.toContain('take-control');
  });

  it('reads topics from the part of the sentence that asks', () => {
    // "approvals" and "procurement" sit in the announcement, not in the question.
    expect(classifyTurn('We just launched automated approvals for procurement teams, so what do you think?').topics).toEqual([]);
    expect(classifyTurn('Walk me through the steps between a yes from you and a signed contract.').meddic).toContain('decision-process');
  });
});
