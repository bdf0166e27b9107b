// Reads deal notes against a methodology's elements: which are covered (with the sentences that show
// it), which the notes say are still unknown, and which are absent.
import { getMethodology, type MethodologyConcept } from '@blindspot/methodologies';
import type { MethodologyId } from '@blindspot/contracts';
import { ELEMENT_RULES, GAP_STATEMENT, type Cue, type ElementRule } from './elements.js';
import { splitSentences, type Sentence } from './notes.js';

export type CoverageStatus = 'covered' | 'unconfirmed' | 'missing';

export interface ElementCoverage {
  concept: MethodologyConcept;
  status: CoverageStatus;
  /** Sentences that show the element (covered) or say it is unknown (unconfirmed), best first. */
  evidence: Sentence[];
  /** Details a complete answer still lacks (covered elements only). */
  openPoints: string[];
  /** What to ask next about this element. */
  nextQuestions: string[];
}

const MAX_EVIDENCE = 2;

function ruleFor(concept: MethodologyConcept): ElementRule {
  const rule = ELEMENT_RULES[concept.key];
  if (!rule) throw new Error(`No coach rule for methodology element ${concept.key}`);
  return rule;
}

const globalVersions = new WeakMap<RegExp, RegExp>();

/** How many times a cue occurs in a sentence (a predicate cue counts once). */
function occurrences(cue: Cue, sentence: string): number {
  if (!(cue instanceof RegExp)) return cue.test(sentence) ? 1 : 0;
  let global = globalVersions.get(cue);
  if (!global) globalVersions.set(cue, (global = new RegExp(cue.source, `${cue.flags.replace('g', '')}g`)));
  return sentence.match(global)?.length ?? 0;
}

/** How strongly a sentence shows an element: how often its cues occur (0 means not at all). */
function cueScore(rule: ElementRule, sentence: string): number {
  return rule.cues.reduce((score, cue) => score + occurrences(cue, sentence), 0);
}

export function assessElement(concept: MethodologyConcept, sentences: Sentence[]): ElementCoverage {
  const rule = ruleFor(concept);
  const positive: Array<{ sentence: Sentence; score: number }> = [];
  const gapStatements: Sentence[] = [];
  for (const sentence of sentences) {
    const score = cueScore(rule, sentence.text);
    if (score === 0) continue;
    if (GAP_STATEMENT.test(sentence.text)) gapStatements.push(sentence);
    else positive.push({ sentence, score });
  }

  if (positive.length === 0) {
    return {
      concept,
      status: gapStatements.length > 0 ? 'unconfirmed' : 'missing',
      evidence: gapStatements.slice(0, MAX_EVIDENCE),
      openPoints: [],
      nextQuestions: rule.questions.slice(0, 3),
    };
  }

  // Strongest evidence first: more cues, then more of the details a complete answer has; ties keep
  // reading order (sort is stable).
  const completeness = (text: string) => rule.checks.filter((check) => check.test.test(text)).length;
  const evidence = positive
    .map((p) => ({ ...p, rank: p.score + completeness(p.sentence.text) }))
    .sort((a, b) => b.rank - a.rank)
    .map((p) => p.sentence);
  const evidenceText = positive.map((p) => p.sentence.text).join(' ');
  const unmet = rule.checks.filter((check) => !check.test.test(evidenceText));
  return {
    concept,
    status: 'covered',
    evidence: evidence.slice(0, MAX_EVIDENCE),
    openPoints: unmet.map((check) => check.openPoint),
    nextQuestions: unmet.map((check) => check.question).slice(0, 2),
  };
}

/** Every element of the methodology, in the methodology's order. */
export function assessCoverage(notes: string, methodology: MethodologyId): ElementCoverage[] {
  const sentences = splitSentences(notes);
  return getMethodology(methodology).concepts.map((concept) => assessElement(concept, sentences));
}
