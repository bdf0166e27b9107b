import { readFileSync } from 'node:fs';
import { evaluateCoverage, type LabelledNote } from '../src/index.js';

const dataset: LabelledNote[] = JSON.parse(readFileSync(new URL('../test-data/deal-notes.json', import.meta.url), 'utf8'));

describe('offline element detection on the labelled deal notes', () => {
  it('has at least 30 labelled notes', () => {
    expect(dataset.length).toBeGreaterThanOrEqual(30);
  });

  it.each(evaluateCoverage(dataset).map((s) => [s.element, s] as const))('%s reaches 0.9 precision and recall', (_element, score) => {
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });
});
