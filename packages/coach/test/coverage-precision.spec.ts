// Classes of language the deal coach once read as evidence and should not (docs/coach.md, "False finds
// by class"). Every sentence here is invented for the test, not taken from a labelled set.
import { assessCoverage, type CoverageStatus } from '../src/index.js';

type Methodology = 'meddic' | 'challenger' | 'spin' | 'gap';
const statusOf = (notes: string, methodology: Methodology, key: string): CoverageStatus =>
  assessCoverage(notes, methodology).find((e) => e.concept.key === key)!.status;

describe('"yet" as an adverb stays in its clause', () => {
  it('reads "not yet" and "identified yet" after a field label as the element unknown', () => {
    expect(statusOf('Budget owner: not yet, Priya guesses finance.', 'meddic', 'economic-buyer')).not.toBe('covered');
    expect(statusOf('EB: no single signatory identified yet', 'meddic', 'economic-buyer')).toBe('unconfirmed');
  });

  it('still turns the sentence at a conjunction "yet" after a comma', () => {
    expect(statusOf('Timeline is not clear, yet Marco owns the budget and has the final say.', 'meddic', 'economic-buyer')).toBe('covered');
  });
});

describe('a guess about who signs or how they buy is not yet a fact', () => {
  it('reads a hedged economic buyer as unknown, words before the hedge included', () => {
    expect(statusOf('Budget owner: probably the COO, per Jake.', 'meddic', 'economic-buyer')).toBe('unconfirmed');
    expect(statusOf('Mia thinks the funds come from the operations budget.', 'meddic', 'economic-buyer')).toBe('unconfirmed');
    expect(statusOf('Our guess is the board might approve the spend.', 'meddic', 'economic-buyer')).toBe('unconfirmed');
  });

  it('reads a step they may or may not take as no process', () => {
    expect(statusOf('Raj to tell us by Friday if they want a pilot.', 'meddic', 'decision-process')).not.toBe('covered');
  });

  it('keeps the stated fact beside a hedge in another clause', () => {
    expect(statusOf('Not sure about timing, but Lena owns the budget and signs the contract.', 'meddic', 'economic-buyer')).toBe('covered');
  });

  it('still reads a problem the buyer believes they have', () => {
    expect(statusOf('Omar thinks their slow returns are a staffing problem.', 'meddic', 'identify-pain')).toBe('covered');
  });
});
