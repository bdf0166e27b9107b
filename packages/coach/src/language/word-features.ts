// The words of a short text as a learned model sees them: each word, its Porter2 stem (wink-nlp's
// stemmer) and each pair of neighbouring stems, so "losing deals" and "lost a deal" share features.

import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

const nlp = winkNLP(model);
const its = nlp.its;
// The typings give its.stem an add-on signature that `out` does not accept; at run time it is the usual helper.
const STEM = its.stem as unknown as typeof its.normal;
/** Words too common to tell one move from another. */
const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'to',
  'of',
  'and',
  'in',
  'on',
  'for',
  'is',
  'it',
  'that',
  'this',
  'be',
  'at',
  'with',
  'as',
  'i',
  'so',
  'are',
  'was',
  'or',
  'we',
]);

export function wordFeatures(text: string): string[] {
  const tokens = nlp
    .readDoc(text.toLowerCase().replace(/’/g, "'"))
    .tokens()
    .filter((t) => t.out(its.type) !== 'punctuation' || t.out() === '?');
  const features = featuresFromWords(tokens.out(its.normal), tokens.out(STEM));
  for (const [name, pattern] of TURN_KINDS) if (pattern.test(text)) features.push(name);
  return features;
}

/**
 * What a turn asks for, whatever the words: who, when, how much, what it costs or leads to. Another seller
 * asks the same things in other words, and a kind generalises where a word does not.
 */
const TURN_KINDS: Array<[string, RegExp]> = [
  ['#asks-who', /\bwho(?:'s|se|m)?\b|\bwhich (?:person|people|one of you|team|exec)/i],
  ['#asks-when', /\bwhen\b|\bby what date\b|\bhow (?:soon|long)\b|\buntil\b|\bbefore\b|\bdeadline\b/i],
  [
    '#asks-amount',
    /\bhow (?:much|many|often|big|far)\b|\bwhat(?:'s| is) (?:the|your) (?:rate|number|figure|baseline|average|percentage)\b|\bballpark\b|\bround numbers\b/i,
  ],
  ['#if-then', /\b(?:if|once|when)\b.{0,60}\b(?:would|could|will|does|do)\b/i],
  [
    '#you-said',
    /\byou (?:said|mentioned|told|brought up)\b|\bas (?:the|a|an) (?:[a-z]+ ){0,2}(?:cfo|ceo|coo|cio|cto|head|director|manager|lead|owner|person)\b/i,
  ],
  ['#number', /\d/],
  ['#role', /\b(?:cfo|ceo|coo|cio|cto|ciso|gm|vp|md|director|owner|president|principal|board|committee|procurement|legal|finance)\b/i],
  ['#we-our', /\b(?:we|our|us)\b/i],
  ['#question', /\?\s*$/],
];

/** Each word but the commonest, its stem (marked ~) and each pair of neighbouring stems. */
export function featuresFromWords(words: readonly string[], stems: readonly string[]): string[] {
  const features = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    if (!STOP_WORDS.has(words[i])) {
      features.add(words[i]);
      features.add(`~${stems[i]}`);
    }
    if (i + 1 < words.length) features.add(`${stems[i]}_${stems[i + 1]}`);
  }
  return [...features];
}
