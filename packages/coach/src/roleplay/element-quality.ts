// How well the roleplay reader credits seller turns with methodology elements, against turns labelled
// by hand (test-data/seller-moves.*.json): the bench prints it and a test holds it.
import { METHODOLOGIES, type MethodologyId } from '@blindspot/contracts';
import { elementsShown } from '../packs/index.js';
import { classifyTurn } from './classify.js';

export interface LabelledMove {
  id: string;
  text: string;
  elements: Record<MethodologyId, string[]>;
}

export interface CreditScore {
  element: string;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** "+id" credited but not labelled, "-id" labelled but not credited. */
  errors: string[];
}

export function evaluateElementCredit(turns: readonly LabelledMove[]): { recall: number; falseCredit: number; elements: CreditScore[] } {
  const scores = new Map<string, CreditScore>();
  for (const turn of turns) {
    const reading = classifyTurn(turn.text);
    for (const methodology of METHODOLOGIES) {
      const found = new Set(elementsShown(methodology, reading));
      const expected = new Set(turn.elements[methodology]);
      for (const element of new Set([...found, ...expected])) {
        const score = scores.get(element) ?? { element, truePositives: 0, falsePositives: 0, falseNegatives: 0, errors: [] };
        if (found.has(element) && expected.has(element)) score.truePositives++;
        else if (found.has(element)) {
          score.falsePositives++;
          score.errors.push(`+${turn.id}`);
        } else {
          score.falseNegatives++;
          score.errors.push(`-${turn.id}`);
        }
        scores.set(element, score);
      }
    }
  }
  const elements = [...scores.values()].sort((a, b) => a.element.localeCompare(b.element));
  const sum = (key: 'truePositives' | 'falsePositives' | 'falseNegatives') => elements.reduce((n, s) => n + s[key], 0);
  const tp = sum('truePositives');
  return {
    recall: tp / Math.max(1, tp + sum('falseNegatives')),
    falseCredit: sum('falsePositives') / Math.max(1, tp + sum('falsePositives')),
    elements,
  };
}
