// Measures the offline coach's element detection against labelled deal notes (test-data/deal-notes.json):
// each note is read against every methodology and compared with the elements it is labelled to cover.
import { METHODOLOGY_LIST } from '@blindspot/methodologies';
import { assessCoverage } from './coverage.js';

export interface LabelledNote {
  id: string;
  notes: string;
  /** Element keys (any methodology) the note covers. */
  covers: string[];
}

export interface ElementScore {
  element: string;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  /** Notes the coach got wrong: "+id" found but not labelled, "-id" labelled but not found. */
  errors: string[];
}

const ratio = (hits: number, total: number) => (total === 0 ? 1 : hits / total);

export function evaluateCoverage(dataset: readonly LabelledNote[]): ElementScore[] {
  const scores = new Map<string, ElementScore>();
  for (const methodology of METHODOLOGY_LIST) {
    for (const concept of methodology.concepts) {
      scores.set(concept.key, {
        element: concept.key,
        truePositives: 0,
        falsePositives: 0,
        falseNegatives: 0,
        precision: 1,
        recall: 1,
        errors: [],
      });
    }
  }
  for (const note of dataset) {
    const labelled = new Set(note.covers);
    for (const methodology of METHODOLOGY_LIST) {
      for (const element of assessCoverage(note.notes, methodology.id)) {
        const score = scores.get(element.concept.key)!;
        const found = element.status === 'covered';
        const expected = labelled.has(element.concept.key);
        if (found && expected) score.truePositives++;
        else if (found) {
          score.falsePositives++;
          score.errors.push(`+${note.id}`);
        } else if (expected) {
          score.falseNegatives++;
          score.errors.push(`-${note.id}`);
        }
      }
    }
  }
  return [...scores.values()].map((s) => ({
    ...s,
    precision: ratio(s.truePositives, s.truePositives + s.falsePositives),
    recall: ratio(s.truePositives, s.truePositives + s.falseNegatives),
  }));
}
