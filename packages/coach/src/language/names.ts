// Words of a methodology inside a name, a title or an idiom are not evidence: "the Metrics Guild",
// "Future State Summit", a "Change Champions" programme, "Gap Inc.", "the kickoff was a pain to
// schedule". This marks such tokens as masked so no element rule reads them.
import type { Token } from './read-text.js';

/** Words that would read as an element if they were not part of a name. */
const ELEMENT_WORDS = new Set([
  'metric',
  'metrics',
  'kpi',
  'kpis',
  'economic',
  'buyer',
  'decision',
  'decisions',
  'criteria',
  'process',
  'pain',
  'pains',
  'point',
  'champion',
  'champions',
  'insight',
  'insights',
  'teach',
  'tailor',
  'tailored',
  'control',
  'situation',
  'problem',
  'problems',
  'implication',
  'implications',
  'need',
  'needs',
  'payoff',
  'current',
  'state',
  'impact',
  'future',
  'gap',
  'value',
  'change',
  'challenge',
  'challenges',
  'challenger',
  'growth',
  'excellence',
  'benchmark',
  'benchmarks',
  'budget',
  'sponsor',
]);
/** Nouns that make a capitalised word before them a name ("the Champion tier", "Impact Awards"). */
const NAME_HEADS = new Set([
  'program',
  'programme',
  'tier',
  'guild',
  'summit',
  'award',
  'awards',
  'team',
  'office',
  'initiative',
  'council',
  'club',
  'league',
  'conference',
  'series',
  'day',
  'week',
  'network',
  'group',
  'forum',
  'lab',
  'labs',
  'inc',
  'inc.',
  'ltd',
  'llc',
  'corp',
  'co',
  'co.',
  'partners',
  'analytics',
  'sciences',
  'consulting',
  'solutions',
  'systems',
  'academy',
  'institute',
  'foundation',
  'index',
  'report',
  'podcast',
  'newsletter',
  'board',
  'squad',
  'hub',
  'portal',
  'project',
]);
/** Lower-case idioms whose words are not the element ("a pain to schedule", "a gap year"). */
const IDIOMS: string[][] = [
  ['pain', 'in', 'the'],
  ['growing', 'pains'],
  ['no', 'pain', 'no', 'gain'],
  ['gap', 'year'],
  ['mind', 'the', 'gap'],
  ['world', 'champion'],
  ['champion', 'of'],
  ['champions', 'of'],
  ['in', 'the', 'current', 'state', 'of', 'affairs'],
  ['at', 'this', 'point'],
  ['point', 'of', 'contact'],
  ['pain', 'au'],
  ['value', 'added', 'reseller'],
  ['change', 'management'],
  ['closed', 'lost'],
  ['closed', 'won'],
  ['closed-lost'],
  ['closed-won'],
  ['loss', 'ratio'],
  ['loss', 'ratios'],
  ['profit', 'and', 'loss'],
  ['risk', 'committee'],
  ['risk', 'register'],
  ['risk', 'team'],
  ['risk', 'assessment'],
  ['no', 'problem'],
];
const CONNECTORS = new Set(['of', '&', 'and', 'the', 'for', 'de']);

const isCapitalised = (t: Token) => /^[A-Z][a-zA-Z'&.-]*$/.test(t.text) && t.pos !== 'PUNCT';
const isAcronym = (t: Token) => /^[A-Z]{2,5}s?$/.test(t.text);

/** What follows these is a title ("our ebook on decision criteria"), not a fact about the deal. */
const CONTENT_NOUNS = new Set([
  'ebook',
  'e-book',
  'webinar',
  'whitepaper',
  'paper',
  'guide',
  'article',
  'blog',
  'post',
  'podcast',
  'course',
  'template',
  'checklist',
  'talk',
  'session',
  'keynote',
  'workshop',
  'newsletter',
]);
const TITLE_LENGTH = 5;

export function maskNames(tokens: Token[]): void {
  maskTitleCaseNames(tokens);
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (CONTENT_NOUNS.has(tokens[i].lower) && /^(?:on|about|called|titled|named)$/.test(tokens[i + 1].lower)) {
      for (let k = i + 2; k < Math.min(tokens.length, i + 2 + TITLE_LENGTH) && tokens[k].pos !== 'PUNCT'; k++) tokens[k].masked = true;
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // "Champion tier", "Impact Awards": a capitalised element word named by the noun after it.
    if (i > 0 && isCapitalised(t) && ELEMENT_WORDS.has(t.lower) && NAME_HEADS.has(tokens[i + 1]?.lower ?? '')) {
      t.masked = true;
      tokens[i + 1].masked = true;
    }
    // "a champion sheep shearer": champion before a common noun describes that noun.
    if (t.lower === 'champion' && tokens[i + 1]?.pos === 'NOUN' && !/^(?:of|for)$/.test(tokens[i + 1].lower)) t.masked = true;
    // "a pain to schedule": pain followed by an infinitive is a nuisance, not a business problem.
    if (
      (t.lower === 'pain' || t.lower === 'nightmare') &&
      tokens[i + 1]?.lower === 'to' &&
      /^(?:VERB|AUX)$/.test(tokens[i + 2]?.pos ?? '')
    ) {
      t.masked = true;
    }
    for (const idiom of IDIOMS) {
      if (idiom.every((word, k) => tokens[i + k]?.lower === word)) for (let k = 0; k < idiom.length; k++) tokens[i + k].masked = true;
    }
  }
}

/** Runs of two or more capitalised words ("Future State Summit", "Pain Point Analytics Inc.") holding an element word. */
function maskTitleCaseNames(tokens: Token[]): void {
  let i = 0;
  while (i < tokens.length) {
    if (!isCapitalised(tokens[i]) || isAcronym(tokens[i])) {
      i++;
      continue;
    }
    let end = i + 1;
    let capitals = 1;
    while (end < tokens.length) {
      const t = tokens[end];
      if (isCapitalised(t)) {
        capitals++;
        end++;
      } else if (CONNECTORS.has(t.lower) && end + 1 < tokens.length && isCapitalised(tokens[end + 1]) && !isAcronym(tokens[end + 1])) {
        end++;
      } else break;
    }
    // A line label ("Decision Process: security review, then legal") is a heading, not a name.
    const isLabel = i === 0 && tokens[end]?.text === ':';
    if (capitals >= 2 && !isLabel && tokens.slice(i, end).some((t) => ELEMENT_WORDS.has(t.lower))) {
      for (let k = i; k < end; k++) tokens[k].masked = true;
    }
    i = end;
  }
}
