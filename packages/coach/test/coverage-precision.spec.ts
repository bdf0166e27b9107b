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
