// Reads deal notes against a methodology's elements: which are covered (with the sentences that show
// it), which the notes say are still unknown (quoted as the gap), and which are absent.

import type { MethodologyId } from '@blindspot/contracts';
import { getMethodology, type MethodologyConcept } from '@blindspot/methodologies';
import { type AbsenceScope, absenceScopes } from '../language/absence.js';
import { fieldLabel } from '../language/field-labels.js';
import type { Clause } from '../language/read-text.js';
import { type ElementPack, elementPack } from '../packs/index.js';
import { type ElementEvidence, NOT_EVIDENCE } from './evidence.js';
import { EVIDENCE_ABOVE, type EvidenceModel, evidenceProbability, keepsRuleReading } from './evidence-model.js';
import { type Sentence, splitSentences } from './notes.js';

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

const scopesOf = new WeakMap<Sentence, AbsenceScope[]>();
function scopes(sentence: Sentence): AbsenceScope[] {
  let found = scopesOf.get(sentence);
  if (!found) {
    found = absenceScopes(sentence);
    scopesOf.set(sentence, found);
  }
  return found;
}

/**
 * How strongly a sentence shows the element, clause by clause; a clause whose absence scope names the
 * element's topic shows nothing ("we don't know who signs, but Dana owns the P&L": only the second
 * clause counts). Also whether the sentence says the element is unknown.
 */
function readSentence(evidence: ElementEvidence, sentence: Sentence): { strength: number; unknown: boolean; excluded?: boolean } {
  const label = fieldLabel(sentence);
  if (label === 'meeting-details' || (label === 'person-or-next-step' && evidence.buyersBusiness)) {
    return { strength: 0, unknown: false, excluded: true };
  }
  const all = scopes(sentence);
  const about = all.filter((s) => !s.hedged && evidence.topic.test(s.scope));
  const absentClauses = new Set([...about, ...all.filter((s) => s.unlearned)].map((s) => s.clause));
  if (absentClauses.has(-1)) return { strength: 0, unknown: about.length > 0 };
  // A guess about a fact of people or steps ("probably the GM signs") says the element is not yet known, and
  // a guess about this very element anywhere in the sentence leaves it open ("Bill says the provost is EB, ...
  // he also said 'the dean might sign instead'").
  if (evidence.guessIsUnknown && all.some((s) => s.hedged && evidence.topic.test(s.scope))) return { strength: 0, unknown: true };
  const guessed = new Set(evidence.guessIsUnknown ? all.filter((s) => s.hedged).map((s) => s.clause) : []);
  let strength = 0;
  let unknown = about.length > 0;
  let excluded = false;
  sentence.clauses.forEach((clause, i) => {
    if (absentClauses.has(i)) return;
    const shown = Math.max(evidence.strength(clause, sentence), evidence.strength(withoutAsides(clause), sentence));
    if (shown === NOT_EVIDENCE) excluded = true;
    else if (!guessed.has(i)) strength += shown;
    else if (shown > 0) unknown = true;
  });
  return { strength, unknown, excluded };
}

/** The clause read past its bracketed asides, so "committed to getting Sandra (SVP Claims) on a call" reads as one phrase. */
function withoutAsides(clause: Clause): Clause {
  const words = clause.words.replace(/ \( [^()]* \)/g, '');
  return words === clause.words ? clause : { ...clause, words };
}

const passes = (check: ElementPack['checks'][number], sentence: Sentence) =>
  typeof check.test === 'function' ? check.test(sentence) : check.test.test(sentence.text);

/** A sentence that asks: its last mark is a question mark. */
const QUESTION = /\?[\s"'”)]*$/;

/** `model` replaces the stored evidence model (an empty one reads with the rules alone). */
export function assessElement(concept: MethodologyConcept, sentences: Sentence[], model?: EvidenceModel): ElementCoverage {
  const rule = elementPack(concept.key);
  const evidence = rule.evidence;
  const positive: Array<{ sentence: Sentence; strength: number; learned?: boolean }> = [];
  const gapStatements: Sentence[] = [];
  for (const sentence of sentences) {
    const reading = readSentence(evidence, sentence);
    if (reading.strength > 0) {
      if (evidence.rulesStand || keepsRuleReading(concept.key, sentence, model)) positive.push({ sentence, strength: reading.strength });
    } else if (reading.unknown) gapStatements.push(sentence);
    else if (!reading.excluded) {
      // What the rules do not read, the learned model may (unless a rule says the sentence is of a kind
      // that is not this element's evidence): below any rule's evidence in the ranking.
      // A fragment of a word or two ("supt.") is too little to read, and a question in the notes ("Q: who's
      // the EB?") asks what is not known yet.
      const learned = sentence.tokens.length > 2 && !QUESTION.test(sentence.text) ? evidenceProbability(concept.key, sentence, model) : 0;
      if (learned > EVIDENCE_ABOVE) positive.push({ sentence, strength: learned, learned: true });
    }
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

  // Strongest evidence first: what the rules read before what only the model reads, then the clearest
  // showing and more of the details a complete answer has; ties keep reading order (sort is stable).
  const completeness = (sentence: Sentence) => rule.checks.filter((check) => passes(check, sentence)).length;
  const ranked = positive
    .map((p) => ({ ...p, rank: p.strength + completeness(p.sentence) }))
    .sort((a, b) => Number(Boolean(a.learned)) - Number(Boolean(b.learned)) || b.rank - a.rank)
    .map((p) => p.sentence);
  const unmet = rule.checks.filter((check) => !positive.some((p) => passes(check, p.sentence)));
  return {
    concept,
    status: 'covered',
    evidence: ranked.slice(0, MAX_EVIDENCE),
    openPoints: unmet.map((check) => check.openPoint),
    nextQuestions: unmet.map((check) => check.question).slice(0, 2),
  };
}

/** Every element of the methodology, in the methodology's order. */
export function assessCoverage(notes: string, methodology: MethodologyId): ElementCoverage[] {
  const sentences = splitSentences(notes);
  return getMethodology(methodology).concepts.map((concept) => assessElement(concept, sentences));
}
