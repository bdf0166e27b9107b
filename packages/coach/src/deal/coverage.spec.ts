import { assessCoverage, type CoverageStatus } from './coverage.js';

const statusOf = (notes: string, methodology: 'meddic' | 'challenger' | 'spin' | 'gap', key: string): CoverageStatus =>
  assessCoverage(notes, methodology).find((e) => e.concept.key === key)!.status;

describe('assessCoverage reads facts, not words', () => {
  it('takes a reported absence as the gap and quotes it', () => {
    const notes = 'Ran out of time before we could ask who approves the spend.';
    const eb = assessCoverage(notes, 'meddic').find((e) => e.concept.key === 'economic-buyer')!;
    expect(eb.status).toBe('unconfirmed');
    expect(eb.evidence[0].text).toBe(notes);
    expect(statusOf('Nothing concrete on the pain so far.', 'meddic', 'identify-pain')).toBe('unconfirmed');
    expect(statusOf('Used the standard deck, nothing specific to their org.', 'challenger', 'tailor')).toBe('unconfirmed');
  });

  it('keeps the clause that does show the element when another clause says something is unknown', () => {
    expect(statusOf("We don't know the timeline yet, but Dana owns the P&L and has the final say.", 'meddic', 'economic-buyer')).toBe(
      'covered',
    );
  });

  it('does not read element words inside names, titles and idioms', () => {
    expect(statusOf('Presented at their Metrics Guild on Tuesday.', 'meddic', 'metrics')).not.toBe('covered');
    expect(statusOf('Sam runs the Change Champions programme.', 'meddic', 'champion')).not.toBe('covered');
    expect(statusOf('The kickoff was a pain to schedule.', 'meddic', 'identify-pain')).not.toBe('covered');
    expect(statusOf('Met them at the Future State Summit in Lisbon.', 'gap', 'future-state')).not.toBe('covered');
  });

  it('takes a signing threshold as the economic buyer, not a metric', () => {
    const notes = 'The CFO approves anything above $250k.';
    expect(statusOf(notes, 'meddic', 'economic-buyer')).toBe('covered');
    expect(statusOf(notes, 'meddic', 'metrics')).toBe('missing');
    expect(statusOf(notes, 'meddic', 'decision-process')).toBe('missing');
  });

  it('reads a threshold followed by further steps in order as the process as well', () => {
    const notes = 'Anything above $100k needs sign-off from Priya Shah, our CFO, then procurement runs a security review before signature.';
    expect(statusOf(notes, 'meddic', 'economic-buyer')).toBe('covered');
    expect(statusOf(notes, 'meddic', 'decision-process')).toBe('covered');
  });

  it('quotes the sentence that maps the buying steps, not one that only says "process"', () => {
    const notes = 'Their onboarding process is slow.\nIT security review, then procurement, then the CFO approves in Q3.';
    const process = assessCoverage(notes, 'meddic').find((e) => e.concept.key === 'decision-process')!;
    expect(process.status).toBe('covered');
    expect(process.evidence.map((s) => s.text)).toEqual(['IT security review, then procurement, then the CFO approves in Q3.']);
  });

  it('finds coverage in plain words', () => {
    expect(statusOf('Three warehouse fires last year cost $1.2M.', 'gap', 'impact')).toBe('covered');
    expect(statusOf('Three warehouse fires last year cost $1.2M.', 'meddic', 'metrics')).toBe('covered');
    expect(statusOf("Store managers can't tell which shifts are overstaffed until payroll closes.", 'spin', 'problem')).toBe('covered');
  });

  it('reads notes typed in lower case sentence by sentence', () => {
    const notes = 'call w/ jo. no idea who signs. they lose 2 days a month to rework.';
    expect(statusOf(notes, 'meddic', 'economic-buyer')).toBe('unconfirmed');
    expect(statusOf(notes, 'meddic', 'metrics')).toBe('covered');
  });

  // Every rule is linear in the text: hostile input of 20,000 characters is read like any other.
  it.each([
    ['digits', '1'.repeat(20_000)],
    ['spaces', `a${' '.repeat(20_000)}b`],
    ['punctuation', '.,;'.repeat(7_000)],
    ['repeated cue words', 'pain budget approves then procurement '.repeat(550)],
    ['currency', '$1 '.repeat(7_000)],
  ])('reads 20,000 characters of %s without failing', (_name, notes) => {
    expect(assessCoverage(notes, 'meddic')).toHaveLength(6);
  });
});
