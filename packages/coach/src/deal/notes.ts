// Splitting deal notes into quotable sentences, read once for the element rules.
import { maskNames } from '../language/names.js';
import { buildViews, type ReadSentence, readText } from '../language/read-text.js';

/**
 * A sentence of the notes: its text and position, the reading the element rules work on, and the text of
 * the sentences either side (the learned reader reads a sentence in its place in the notes).
 */
export interface Sentence extends ReadSentence {
  before?: string;
  after?: string;
}

/** Sentences of the notes (lines first: notes are often bullet lists), names and idioms masked. */
export function splitSentences(notes: string): Sentence[] {
  const sentences = readText(notes);
  for (const sentence of sentences) {
    maskNames(sentence.tokens);
    buildViews(sentence);
  }
  return sentences.map((sentence, i) => ({ ...sentence, before: sentences[i - 1]?.text, after: sentences[i + 1]?.text }));
}

const MAX_QUOTE = 220;

/** A sentence as a quote: whole when short, cut at a word boundary otherwise. */
export function quote(text: string): string {
  if (text.length <= MAX_QUOTE) return text;
  const cut = text.slice(0, MAX_QUOTE);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : MAX_QUOTE)}...`;
}

/** Lower-case words of 4+ letters, for matching a question to the notes. */
export function keywords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []).filter((w) => !STOP_WORDS.has(w)));
}

const STOP_WORDS = new Set([
  'about',
  'after',
  'again',
  'also',
  'been',
  'before',
  'being',
  'could',
  'deal',
  'does',
  'doing',
  'from',
  'have',
  'here',
  'into',
  'just',
  'like',
  'make',
  'more',
  'most',
  'much',
  'need',
  'next',
  'only',
  'other',
  'over',
  'should',
  'some',
  'such',
  'than',
  'that',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'very',
  'want',
  'what',
  'when',
  'where',
  'which',
  'while',
  'will',
  'with',
  'would',
  'your',
  'yours',
  'tell',
  'know',
  'think',
  'help',
  'give',
]);
