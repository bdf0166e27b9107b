// Pins every rubric line's points and every weight and threshold of scoring.ts. The expected values come
// from the table below, written out here and never imported from the code, so changing any single
// number in scoring.ts fails a test: each threshold is checked at, just below and just above its value.

import type { DeliveryMetrics } from '@blindspot/contracts';
import {
  GOOD_DISCOVERY_LINES,
  PITCH_FIRST_LINES,
  playLines,
  STRONG_CALL_LINES,
  sampleSetup,
  WEAK_MOVES_LINES,
} from './fixtures/transcripts.js';
import { DELIVERY, FINDING_WEIGHTS, RUBRIC_POINTS, scoreTranscript } from './scoring.js';
import type { RoleplayScoreResult, Transcript } from './types.js';

const TABLE = {
  points: { methodology: 4, openQuestions: 2, listening: 1.5, objections: 1.25, nextStep: 1.25 },
  earlyPitchPenalty: 1.5,
  penalisedPitchesAtMost: 2,
  /** Share of the objections line when no objection was answered. */
  noObjectionShare: 0.5,
  /** Share of the next-step line for a concrete proposal the buyer did not take up. */
  proposedNextStepShare: 0.5,
  openRatioTarget: 0.6,
  /** Seller share of the words: full marks at or below the first, none at or above the second. */
  listeningBand: [0.45, 0.7],
  fullLengthTurns: 4,
  scoreRange: [0, 10],
  itemsAtMost: 6,
  /** The "strong conversation" takeaway when every line lost less than this. */
  takeawaySlack: 0.25,
  /** Ranking of the didWell and missed items; only the order they give can be seen from outside. */
  findingWeights: {
    elementShown: 2,
    elementMissing: 2,
    noQuestions: 3,
    openRatioMet: 1.5,
    openRatioMissed: 2,
    noOpenQuestion: 1,
    listened: 1,
    talkedTooMuch: 1.5,
    acknowledged: 1.5,
    objectionIgnored: 2.5,
    nextStepSecured: 2,
    nextStepNotAgreed: 1.5,
    noNextStep: 2.5,
    earlyPitch: 3,
    delivery: 1,
  },
} as const;

const round2 = (n: number) => Math.round(n * 100) / 100;
const line = (result: RoleplayScoreResult, id: string) => result.rubric.find((c) => c.id === id)!;
const spin = { methodology: 'spin' } as const;

/** A transcript from [seller, buyer] pairs. */
const call = (...pairs: [string, string][]): Transcript =>
  pairs.flatMap(([seller, buyer]) => [
    { role: 'user' as const, content: seller },
    { role: 'assistant' as const, content: buyer },
  ]);

const OPEN = 'What does a normal week look like for you?';
const CLOSED = 'Is that weekly?';
const words = (n: number, word = 'fine') => Array.from({ length: n }, () => word).join(' ');

describe('rubric points (table-driven)', () => {
  it('adds up to 10 with the points of the table', () => {
    expect(RUBRIC_POINTS).toEqual(TABLE.points);
    // A weight that does not change the order of the items cannot be seen in a result, so the weights
    // are also checked as numbers.
    expect(FINDING_WEIGHTS).toEqual(TABLE.findingWeights);
    const strong = scoreTranscript(spin, playLines(sampleSetup('rubric', { methodology: 'spin' }), STRONG_CALL_LINES));
    expect(strong.rubric.map((c) => [c.id, c.maxPoints])).toEqual([
      ['methodology', TABLE.points.methodology],
      ['open-questions', TABLE.points.openQuestions],
      ['listening', TABLE.points.listening],
      ['objections', TABLE.points.objections],
      ['next-step', TABLE.points.nextStep],
      ['early-pitch', 0],
    ]);
  });

  describe("methodology elements: points × covered ÷ the methodology's concepts", () => {
    const ELEMENT_LINES = [
      'How is your team set up today?', // Situation
      'What is the hardest part of that process?', // Problem
      'What happens to your plans when the forecast misses?', // Implication
      'If you could fix that, what would it mean for your team?', // Need-Payoff
    ];
    it.each([0, 1, 2, 3, 4])('SPIN, %i of 4 covered', (covered) => {
      const lines = [...ELEMENT_LINES.slice(0, covered), ...Array.from({ length: 4 - covered }, () => CLOSED)];
      const result = scoreTranscript(spin, call(...lines.map((l): [string, string] => [l, 'Okay.'])));
      expect(line(result, 'methodology').points).toBe(round2((TABLE.points.methodology * covered) / 4));
    });
    it('MEDDIC, 1 of 6 covered', () => {
      const result = scoreTranscript({ methodology: 'meddic' }, call(['Who signs off on a purchase like this?', 'Okay.']));
      expect(line(result, 'methodology').points).toBe(round2(TABLE.points.methodology / 6));
    });
  });

  describe('open-question ratio: full marks at the target share of open questions', () => {
    const target = TABLE.openRatioTarget;
    it.each([
      [0, 1],
      [1, 3],
      [1, 2],
      [2, 3],
      [1, 1],
      [4, 3],
      [3, 2], // exactly the target
      [5, 3],
      [1, 0],
    ])('%i open and %i closed', (open, closed) => {
      const lines = [...Array.from({ length: open }, () => OPEN), ...Array.from({ length: closed }, () => CLOSED)];
      const result = scoreTranscript(spin, call(...lines.map((l): [string, string] => [l, 'Okay.'])));
      const ratio = open / (open + closed);
      expect(line(result, 'open-questions').points).toBe(round2(TABLE.points.openQuestions * Math.min(1, ratio / target)));
      expect(line(result, 'open-questions').detail).toBe(
        `${open} open of ${open + closed} questions (${Math.round(ratio * 100)}%; target ${target * 100}%)`,
      );
    });
    it('gives nothing, and says so, when no question was asked', () => {
      const result = scoreTranscript(spin, call(['Thanks for the time today.', 'Sure.']));
      expect(line(result, 'open-questions').points).toBe(0);
      expect(result.missed.some((m) => /asked no questions/.test(m))).toBe(true);
    });
  });

  describe("listening balance: the seller's share of the words", () => {
    const [full, none] = TABLE.listeningBand;
    const expected = (share: number) =>
      round2(TABLE.points.listening * (share <= full ? 1 : share >= none ? 0 : (none - share) / (none - full)));
    // [seller words, buyer words]: shares around both ends of the band.
    it.each([
      [40, 60],
      [44, 56],
      [45, 55],
      [46, 54],
      [23, 17], // 0.575, the middle of the band
      [69, 31],
      [70, 30],
      [71, 29],
      [80, 20],
    ])('%i seller words to %i buyer words', (sellerWords, buyerWords) => {
      const seller = `${OPEN} ${words(sellerWords - 9)}`;
      const result = scoreTranscript(spin, call([seller, words(buyerWords, 'yes')]));
      expect(line(result, 'listening').points).toBe(expected(sellerWords / (sellerWords + buyerWords)));
    });
    it('gives nothing without an open question, however quiet the seller was', () => {
      const result = scoreTranscript(spin, call([CLOSED, words(90, 'yes')]));
      expect(line(result, 'listening').points).toBe(0);
    });
  });

  describe('objections acknowledged: the seller turns right after an objection', () => {
    const OBJECTION = 'Honestly, your price is too expensive for us.';
    const ACK = 'That is a fair concern about the price. What were you comparing it with?';
    const IGNORE = 'Our platform is best-in-class.';
    it.each([
      ['no objection answered: neither earned nor lost', [], TABLE.noObjectionShare],
      ['1 of 1 acknowledged', [ACK], 1],
      ['0 of 1 acknowledged', [IGNORE], 0],
      ['1 of 2 acknowledged', [ACK, IGNORE], 1 / 2],
      ['2 of 3 acknowledged', [ACK, IGNORE, ACK], 2 / 3],
    ] as const)('%s', (_what, answers, share) => {
      const pairs: [string, string][] = [[OPEN, answers.length > 0 ? OBJECTION : 'Okay.']];
      for (const [i, answer] of answers.entries()) pairs.push([answer, i < answers.length - 1 ? OBJECTION : 'Okay.']);
      const result = scoreTranscript(spin, call(...pairs));
      expect(line(result, 'objections').points).toBe(round2(TABLE.points.objections * share));
    });
  });

  describe('concrete next step', () => {
    const CONCRETE = 'Can we book 30 minutes next Tuesday at 10am with your CFO?';
    it.each([
      ['none proposed', OPEN, 'Okay.', 0],
      ['vague', 'Let us stay in touch and follow up at some point.', 'That works for me.', 0],
      ['concrete, not agreed', CONCRETE, 'Maybe later.', TABLE.proposedNextStepShare],
      ['concrete and agreed', CONCRETE, 'That works for me.', 1],
      ['concrete, but closing a pitch', `Our platform is best-in-class. ${CONCRETE}`, 'Maybe later.', 0],
    ] as const)('%s', (_what, seller, buyer, share) => {
      const result = scoreTranscript(spin, call([OPEN, 'Okay.'], [seller, buyer]));
      expect(line(result, 'next-step').points).toBe(round2(TABLE.points.nextStep * share));
    });
  });

  describe('pitching before discovery', () => {
    const PITCH = 'Our platform is best-in-class and we help companies save 30%.';
    const PAIN = 'What is the hardest part of that process for you?';
    it.each([0, 1, 2, 3])('%i pitch(es) before any pain', (pitches) => {
      const lines = [...Array.from({ length: pitches }, () => PITCH), PAIN, PITCH];
      const result = scoreTranscript(spin, call(...lines.map((l): [string, string] => [l, 'Okay.'])));
      const penalised = Math.min(TABLE.penalisedPitchesAtMost, pitches);
      expect(line(result, 'early-pitch').points).toBe(penalised === 0 ? 0 : -penalised * TABLE.earlyPitchPenalty);
      // The pitch after the pain came out is not penalised; feedback names at most the penalised ones.
      expect(line(result, 'early-pitch').turns).toEqual(Array.from({ length: pitches }, (_, i) => i + 1));
      expect(result.missed.filter((m) => /you pitched/.test(m))).toHaveLength(penalised);
    });
  });

  describe('short conversations are scored in proportion', () => {
    it.each([1, 2, 3, 4, 5, 6])('%i seller turn(s)', (turns) => {
      const lines = GOOD_DISCOVERY_LINES.slice(0, turns);
      const result = scoreTranscript(spin, playLines(sampleSetup('rubric'), lines));
      const earned = result.rubric.reduce((sum, c) => sum + c.points, 0);
      const [min, max] = TABLE.scoreRange;
      expect(result.score).toBe(Math.max(min, Math.min(max, Math.round(earned * Math.min(1, turns / TABLE.fullLengthTurns)))));
    });
    it('scales a known total: 3 turns of a 4-turn total', () => {
      // Three open questions, Situation and Problem (2 of 4), no pitch, no objection, no next step, and
      // a quiet seller: 2 + 2 + 1.5 + 0.625 + 0 = 6.125, three quarters of it is 4.59, scored 5.
      const result = scoreTranscript(
        spin,
        call(
          ['How is your team set up today?', words(40, 'yes')],
          ['What is the hardest part of that process?', words(40, 'yes')],
          [OPEN, words(40, 'yes')],
        ),
      );
      expect(result.rubric.map((c) => c.points)).toEqual([2, 2, 1.5, 0.63, 0, 0]);
      expect(result.score).toBe(Math.round((2 + 2 + 1.5 + TABLE.points.objections * TABLE.noObjectionShare) * (3 / TABLE.fullLengthTurns)));
    });
    it('keeps the score within 0 to 10', () => {
      expect(scoreTranscript(spin, playLines(sampleSetup('rubric'), PITCH_FIRST_LINES)).score).toBe(TABLE.scoreRange[0]);
      expect(scoreTranscript(spin, playLines(sampleSetup('rubric'), STRONG_CALL_LINES)).score).toBe(TABLE.scoreRange[1]);
    });
  });

  describe('the key takeaway names the line that lost the most, unless every line lost less than the slack', () => {
    // A full SPIN call with an acknowledged objection and an agreed next step: only listening can lose.
    const LINES = [
      'How is your team set up today?',
      'What is the hardest part of that process?',
      'That is a fair concern about the price. What happens to your plans when the forecast misses?',
      'If you could fix that, what would it mean for your team? Can we book 30 minutes next Tuesday at 10am with your CFO?',
    ];
    const REPLIES = ['Spreadsheets.', 'Honestly, your price is too expensive for us.', 'We miss targets.', 'That works for me.'];
    const lineWords = LINES.join(' ').split(/\s+/).length;
    // [seller words, buyer words]
    it.each([
      [98, 102], // lost 0.24
      [99, 101], // lost 0.27
      [100, 100], // lost 0.3
    ])('%i seller words to %i buyer words', (sellerWords, buyerWords) => {
      const replyWords = REPLIES.join(' ').split(/\s+/).length;
      const pairs = LINES.map((l, i): [string, string] => [
        i === LINES.length - 1 ? `${l} ${words(sellerWords - lineWords)}.` : l,
        i === 0 ? `${REPLIES[i]} ${words(buyerWords - replyWords, 'yes')}` : REPLIES[i],
      ]);
      const result = scoreTranscript(spin, call(...pairs));
      const listening = line(result, 'listening');
      for (const check of result.rubric) if (check.id !== 'listening') expect(check.points).toBe(check.maxPoints);
      const lost = listening.maxPoints - listening.points;
      expect(result.keyTakeaway).toMatch(lost < TABLE.takeawaySlack ? /^Strong conversation/ : /^Talk less and listen more/);
      expect(listening.detail).toBe(
        `you spoke ${Math.round((sellerWords / (sellerWords + buyerWords)) * 100)}% of the words (target ${TABLE.listeningBand[0] * 100}% or less)`,
      );
    });
  });

  it(`lists at most ${TABLE.itemsAtMost} items each, the weightiest first, then in turn order`, () => {
    const setup = sampleSetup('rubric');
    const weak = scoreTranscript(setup, playLines(setup, WEAK_MOVES_LINES));
    // Ten findings: the two early pitches (weight 3), the brushed-off objection (2.5), then three of the
    // five weight-2 items in the order they were found (missing elements before the closed question); the
    // fourth missing element, the closed question, listening (1) and the vague next step (1.5) are cut.
    expect(weak.missed).toHaveLength(TABLE.itemsAtMost);
    expect(weak.missed.map((m) => m.slice(0, 30))).toEqual([
      'Turn 1: you pitched before unc',
      'Turn 2: you pitched before unc',
      "Turn 5: the buyer's objection ",
      'Turn 7: no Situation yet. Try:',
      'Turn 7: no Problem yet. Try: "',
      'Turn 7: no Implication yet. Tr',
    ]);
  });
});

describe('strong calls against weak ones', () => {
  it.each(['spin', 'meddic', 'gap', 'challenger'] as const)(
    '%s: the strong call scores high, the weak moves score nothing',
    (methodology) => {
      const setup = sampleSetup('rubric', { methodology });
      const strong = scoreTranscript(setup, playLines(setup, STRONG_CALL_LINES));
      const weak = scoreTranscript(setup, playLines(setup, WEAK_MOVES_LINES));
      expect(strong.score).toBeGreaterThanOrEqual(9);
      expect(weak.score).toBe(0);
      expect(strong.score - weak.score).toBeGreaterThanOrEqual(8);
    },
  );

  it.each(['spin', 'meddic', 'gap', 'challenger'] as const)('%s: no weak move earns a rubric point', (methodology) => {
    const setup = sampleSetup('rubric', { methodology });
    const weak = scoreTranscript(setup, playLines(setup, WEAK_MOVES_LINES));
    for (const check of weak.rubric)
      expect([check.id, check.points]).toEqual([
        check.id,
        check.id === 'early-pitch' ? -TABLE.penalisedPitchesAtMost * TABLE.earlyPitchPenalty : 0,
      ]);
    expect(weak.didWell).toEqual([]);
  });
});

describe('delivery, scored for a spoken conversation only', () => {
  const DELIVERY_TABLE = {
    points: 1,
    paceBand: [110, 170],
    fillersPerHundredAtMost: 3,
    longestTurnSecondsAtMost: 60,
    answerSecondsAtMost: 3,
  };
  const spoken = (over: Partial<DeliveryMetrics> = {}): DeliveryMetrics => ({
    timed: true,
    talkShare: 40,
    talkShareBy: 'words',
    sellerWords: 200,
    wordsPerMinute: 140,
    fillers: { count: 2, perHundredWords: 1, top: [{ word: 'um', count: 2 }], turns: [2] },
    longestMonologue: { turn: 3, seconds: 30, words: 70 },
    answerTime: { medianSeconds: 1.5, slowest: { turn: 4, seconds: 2.5 } },
    ...over,
  });
  const setup = sampleSetup('rubric', { methodology: 'spin' });
  const strongCall = playLines(setup, STRONG_CALL_LINES);

  it('pins its points and thresholds', () => {
    expect(DELIVERY).toEqual(DELIVERY_TABLE);
  });

  it('adds a delivery line and scales the others, so the whole stays out of 10', () => {
    const typed = scoreTranscript(spin, strongCall);
    const voice = scoreTranscript(spin, strongCall, spoken());
    expect(typed.rubric.find((c) => c.id === 'delivery')).toBeUndefined();
    expect(line(voice, 'delivery')).toMatchObject({ points: DELIVERY_TABLE.points, maxPoints: DELIVERY_TABLE.points, turns: [2, 3, 4] });
    const scale = (10 - DELIVERY_TABLE.points) / 10;
    for (const check of typed.rubric) {
      expect(line(voice, check.id).maxPoints).toBeCloseTo(check.maxPoints * scale, 3);
      expect(line(voice, check.id).points).toBe(round2(check.points * scale));
    }
    expect(voice.rubric.reduce((sum, c) => sum + c.maxPoints, 0)).toBeCloseTo(10, 5);
  });

  const thresholdCases: { name: string; make: (x: number) => DeliveryMetrics; cases: [number, boolean][] }[] = [
    {
      name: 'pace',
      make: (x) => spoken({ wordsPerMinute: x }),
      cases: [
        [DELIVERY_TABLE.paceBand[0], true],
        [DELIVERY_TABLE.paceBand[0] - 1, false],
        [DELIVERY_TABLE.paceBand[1], true],
        [DELIVERY_TABLE.paceBand[1] + 1, false],
      ],
    },
    {
      name: 'fillers',
      make: (x) => spoken({ fillers: { count: 9, perHundredWords: x, top: [{ word: 'um', count: 9 }], turns: [2] } }),
      cases: [
        [DELIVERY_TABLE.fillersPerHundredAtMost, true],
        [DELIVERY_TABLE.fillersPerHundredAtMost + 0.1, false],
      ],
    },
    {
      name: 'longest turn',
      make: (x) => spoken({ longestMonologue: { turn: 3, seconds: x, words: 200 } }),
      cases: [
        [DELIVERY_TABLE.longestTurnSecondsAtMost, true],
        [DELIVERY_TABLE.longestTurnSecondsAtMost + 0.1, false],
      ],
    },
    {
      name: 'answer time',
      make: (x) => spoken({ answerTime: { medianSeconds: x, slowest: { turn: 4, seconds: 9 } } }),
      cases: [
        [DELIVERY_TABLE.answerSecondsAtMost, true],
        [DELIVERY_TABLE.answerSecondsAtMost + 0.1, false],
      ],
    },
  ];
  it.each(thresholdCases)('$name: each of the four measures is a quarter of the line, met at its threshold', ({ make, cases }) => {
    for (const [value, met] of cases) {
      expect(line(scoreTranscript(spin, strongCall, make(value)), 'delivery').points).toBe(
        met ? DELIVERY_TABLE.points : round2(DELIVERY_TABLE.points * 0.75),
      );
    }
  });

  it('counts only the measures a call has, cites each one at its turn, and gives no line without any', () => {
    const untimed = spoken({
      wordsPerMinute: null,
      longestMonologue: { turn: 3, seconds: null, words: 300 },
      answerTime: null,
      fillers: { count: 20, perHundredWords: 10, top: [{ word: 'you know', count: 20 }], turns: [5] },
    });
    const result = scoreTranscript(spin, strongCall, untimed);
    expect(line(result, 'delivery')).toMatchObject({ points: 0, turns: [5], detail: '0 of 1 delivery measures met' });
    expect(result.missed.some((m) => m.startsWith('Turn 5: 10 filler words per hundred ("you know")'))).toBe(true);
    const none = scoreTranscript(
      spin,
      strongCall,
      spoken({ sellerWords: 0, wordsPerMinute: null, longestMonologue: null, answerTime: null }),
    );
    expect(none.rubric.find((c) => c.id === 'delivery')).toBeUndefined();
  });

  it('makes poor delivery the takeaway when it lost the most', () => {
    const poor = scoreTranscript(
      spin,
      strongCall,
      spoken({
        wordsPerMinute: 220,
        fillers: { count: 30, perHundredWords: 15, top: [{ word: 'um', count: 30 }], turns: [1] },
        longestMonologue: { turn: 2, seconds: 140, words: 500 },
        answerTime: { medianSeconds: 8, slowest: { turn: 3, seconds: 12 } },
      }),
    );
    expect(line(poor, 'delivery').points).toBe(0);
    expect(poor.keyTakeaway).toMatch(/^Work on how it sounds/);
  });
});
