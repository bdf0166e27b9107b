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
  return featuresFromWords(tokens.out(its.normal), tokens.out(STEM));
}

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
