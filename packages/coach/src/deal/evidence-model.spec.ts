// The learned deal evidence model: what it learns, how coverage uses it beside the rules, and that the
// stored weights are what training on the tuning notes gives today.
import { readFileSync } from 'node:fs';
import { getMethodology, METHODOLOGY_LIST } from '@blindspot/methodologies';
import { modelDifferences } from '../learning/logistic-regression.js';
import { assessElement } from './coverage.js';
import {
  contextFeatures,
  EVIDENCE_MODEL_ALONE_FILE,
  EVIDENCE_MODEL_FILE,
  type EvidenceModel,
  evidenceProbability,
  KEEP_RULE_READING_ABOVE,
  type LabelledNoteWithEvidence,
  sentenceFeatures,
  trainEvidenceModel,
} from './evidence-model.js';
import { splitSentences } from './notes.js';

/** The tuning sets the stored weights are trained on; held-out halves are not among them. */
const trainingSets = JSON.parse(readFileSync(new URL('../../test-data/training-sets.json', import.meta.url), 'utf8')) as {
  dealNotes: string[];
  sellerTurns: string[];
};

const champion = getMethodology('meddic').concepts.find((c) => c.key === 'champion')!;

describe('sentence features', () => {
  it('folds numbers and light endings, so amounts and inflections generalise', () => {
    expect(sentenceFeatures('Losing 40% of referrals')).toEqual(expect.arrayContaining(['losing', '~los', '0', '%', '~referral', 'los_0']));
    expect(sentenceFeatures('Lost $1.2M in referrals')).toEqual(expect.arrayContaining(['$', '0', '~referral']));
  });
});

describe('context features', () => {
  it('marks the stems and kinds of the sentences either side, or that there is none', () => {
    const features = contextFeatures('Today they plan routes by hand.', undefined);
    expect(features).toEqual(expect.arrayContaining(['<today', '<plan', '<rout', '<hand', '>none']));
    expect(features).not.toContain('<none');
    expect(contextFeatures(undefined, 'The CFO signs above $50k.')).toEqual(expect.arrayContaining(['<none', '>cfo', '>#money', '>#role']));
  });

  it('gives every sentence of the notes the text of its neighbours', () => {
    const [first, second, third] = splitSentences('Call with Dana.\n- Intake takes 40 days.\n- She wants 10.');
    expect([first.before, first.after]).toEqual([undefined, 'Intake takes 40 days.']);
    expect([second.before, second.after]).toEqual(['Call with Dana.', 'She wants 10.']);
    expect([third.before, third.after]).toEqual(['Intake takes 40 days.', undefined]);
  });
});

describe('coverage with the model beside the rules', () => {
  // A model that reads any sentence mentioning a "lever" as Champion evidence, and nothing else (it leaves
  // the rules' readings standing: every other sentence gets 0.12, above the keep threshold and below its own).
  const lever: EvidenceModel = { champion: { bias: -2, weights: { lever: 6 } } };

  it('reads as evidence a sentence the rules miss but the model is sure of, ranked after the rules', () => {
    const sentences = splitSentences('Priya is our lever inside finance.\nPriya said she will sell this internally to her CFO.');
    const withModel = assessElement(champion, sentences, lever);
    expect(withModel.status).toBe('covered');
    expect(withModel.evidence.map((s) => s.text)).toEqual([
      'Priya said she will sell this internally to her CFO.',
      'Priya is our lever inside finance.',
    ]);
    expect(assessElement(champion, splitSentences('Priya is our lever inside finance.'), {}).status).toBe('missing');
    expect(assessElement(champion, splitSentences('Priya is our lever inside finance.'), lever).status).toBe('covered');
  });

  it("drops a rule's reading the model finds all but impossible, and keeps every reading of an element it has no weights for", () => {
    const sentences = splitSentences('Priya said she will sell this internally to her CFO.');
    // A model that puts any sentence about "selling internally" far below the keep threshold.
    const doubtsSelling: EvidenceModel = { champion: { bias: 0, weights: { internally: -12 } } };
    expect(evidenceProbability('champion', sentences[0], doubtsSelling)).toBeLessThanOrEqual(KEEP_RULE_READING_ABOVE);
    expect(assessElement(champion, sentences, doubtsSelling).status).toBe('missing');
    expect(assessElement(champion, sentences, { metrics: { bias: -4, weights: {} } }).status).toBe('covered');
    // Above the threshold, the reading stands.
    const justAbove = KEEP_RULE_READING_ABOVE + 0.02;
    const barelyDoubts: EvidenceModel = { champion: { bias: Math.log(justAbove / (1 - justAbove)), weights: {} } };
    expect(assessElement(champion, sentences, barelyDoubts).status).toBe('covered');
  });

  it('never reads a sentence that says the element is unknown', () => {
    const unknown = splitSentences('No champion yet, the lever is unclear.');
    expect(evidenceProbability('champion', unknown[0], lever)).toBeGreaterThan(0.5);
    expect(assessElement(champion, unknown, lever).status).toBe('unconfirmed');
  });
});

describe('training', () => {
  const note = (notes: string, covers: string[], evidence: Record<string, string> = {}): LabelledNoteWithEvidence => ({
    notes,
    covers,
    evidence,
  });

  it('learns the quoted sentences against the notes without the element', () => {
    const model = trainEvidenceModel(
      [
        note('Dana will carry our case to the board herself.', ['champion'], {
          champion: 'Dana will carry our case to the board herself.',
        }),
        note('Raj offered to carry the business case to his CFO.', ['champion'], {
          champion: 'Raj offered to carry the business case to his CFO.',
        }),
        note('They run payroll in spreadsheets.\nThe call ran long.', []),
        note('Budget is frozen until Q3.\nWe met the IT team.', []),
      ],
      ['champion'],
    );
    const p = (text: string) => evidenceProbability('champion', splitSentences(text)[0], model);
    expect(p('Mia will carry the case to her COO.')).toBeGreaterThan(0.5);
    expect(p('They run rostering in spreadsheets.')).toBeLessThan(0.5);
  });

  it('reads the same words differently by what the notes say around them', () => {
    const model = trainEvidenceModel(
      [
        note('What she wants by next year:\nIntake in 10 days.', ['future-state'], { 'future-state': 'Intake in 10 days.' }),
        note('What the board wants:\nIntake in 5 days.', ['future-state'], { 'future-state': 'Intake in 5 days.' }),
        note('How it works today:\nIntake in 40 days.', []),
        note('Where they are today:\nIntake in 30 days.', []),
      ],
      ['future-state'],
    );
    const p = (notes: string) => evidenceProbability('future-state', splitSentences(notes)[1], model);
    expect(p('What the COO wants:\nIntake in 12 days.')).toBeGreaterThan(0.5);
    expect(p('Today, roughly:\nIntake in 12 days.')).toBeLessThan(0.5);
  });

  it('stores the weights that training on the tuning notes gives (run tools/train-evidence-model.mjs after changing either)', () => {
    const tuning = trainingSets.dealNotes.flatMap(
      (file) => JSON.parse(readFileSync(new URL(`../../test-data/${file}`, import.meta.url), 'utf8')) as LabelledNoteWithEvidence[],
    );
    const keys = METHODOLOGY_LIST.flatMap((m) => m.concepts.map((c) => c.key));
    for (const [file, alone] of [
      [EVIDENCE_MODEL_FILE, false],
      [EVIDENCE_MODEL_ALONE_FILE, true],
    ] as const) {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as EvidenceModel;
      const trained = trainEvidenceModel(tuning, keys, { alone });
      // Equal up to rounding (a weight at the pruning edge may be kept on one side only).
      expect(modelDifferences(stored, trained, 0.21)).toEqual([]);
    }
  }, 240_000);

  it('reads a sentence with nothing either side by the reader of sentences alone', () => {
    const stored = (file: URL) => JSON.parse(readFileSync(file, 'utf8')) as EvidenceModel;
    const [alone] = splitSentences('Planners waste a day a week chasing carriers.');
    const [first] = splitSentences('Planners waste a day a week chasing carriers.\nCall with Dee.');
    expect(evidenceProbability('identify-pain', alone)).toBe(
      evidenceProbability('identify-pain', alone, stored(EVIDENCE_MODEL_ALONE_FILE)),
    );
    expect(evidenceProbability('identify-pain', first)).toBe(evidenceProbability('identify-pain', first, stored(EVIDENCE_MODEL_FILE)));
    expect(evidenceProbability('identify-pain', alone)).not.toBe(evidenceProbability('identify-pain', alone, stored(EVIDENCE_MODEL_FILE)));
  });
});
