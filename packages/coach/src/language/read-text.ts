// Reads free text (deal notes, call turns) into sentences, clauses and tokens with wink-nlp's English
// model: parts of speech, lemmas and the entities that carry numbers (money, percent, durations).
// Everything downstream (names, reported absence, element evidence) works on this reading, so the
// text is tokenised once and every later step is linear in its length.

import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemEntity, type ItemToken } from 'wink-nlp';

const nlp = winkNLP(model);
const its = nlp.its;
// The typings give its.lemma an add-on signature that `out` does not accept; at run time it is the usual helper.
const LEMMA = its.lemma as unknown as typeof its.normal;

export type QuantityKind = 'money' | 'percent' | 'duration' | 'ratio' | 'count';

export interface Token {
  text: string;
  lower: string;
  /** Base form ("approves" -> "approve"); the lower-case text where the model has none. */
  lemma: string;
  pos: string;
  /** Inside a name, title or idiom whose words must not count as evidence ("the Metrics Guild"). */
  masked: boolean;
  /** The spaces before it in the text, so a sentence is quoted as written. */
  space: string;
}

export interface Quantity {
  kind: QuantityKind;
  /** Token position of the quantity's first token within its sentence. */
  at: number;
  text: string;
}

export interface Clause {
  /** Tokens [from, to) of the sentence. */
  from: number;
  to: number;
  /** Lower-case words of the clause with masked spans as "xname", single-spaced, for phrase rules. */
  words: string;
}

export interface ReadSentence {
  /** Position in the text, so evidence can be listed in reading order. */
  index: number;
  text: string;
  tokens: Token[];
  clauses: Clause[];
  quantities: Quantity[];
  /** The whole sentence's word view (see Clause). */
  words: string;
}

const BULLET = /^\s*(?:[-*•–]|\d+[.)])\s+/;
/** Words that end a clause: a conjunction that turns the sentence ("but we still don't know..."). */
const CLAUSE_BREAK_WORDS = new Set(['but', 'however', 'although', 'though', 'whereas', 'yet', 'except']);
const CLAUSE_BREAK_PUNCT = new Set([';', '—', '–', '--']);

const ENTITY_KIND: Record<string, QuantityKind | undefined> = {
  MONEY: 'money',
  PERCENT: 'percent',
  DURATION: 'duration',
  CARDINAL: 'count',
};
const MULTIPLIER_WORDS = new Set(['half', 'double', 'doubled', 'triple', 'tripled', 'twice', 'thrice', 'halved']);
const NUMBER_WORDS = new Set([
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'fifteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'hundred',
  'dozen',
  'a dozen',
]);
const TIME_UNITS = new Set([
  'second',
  'minute',
  'min',
  'mins',
  'hour',
  'hr',
  'hrs',
  'h',
  'day',
  'd',
  'week',
  'wk',
  'wks',
  'month',
  'mo',
  'quarter',
  'year',
  'yr',
  'yrs',
  'shift',
  'fte',
  'season',
]);
/** "under a minute", "within an hour": an amount of one written as a word. */
const ONE_BEFORE = new Set(['under', 'within', 'over', 'than', 'about', 'around']);
const CURRENCY = /^(?:[$€£¥]|usd|eur|gbp|dollars?|euros?|pounds?)$/;
const SCALE = /^(?:k|m|mm|bn|b|million|thousand|billion|grand)\.?$/;

export function readText(text: string): ReadSentence[] {
  const sentences: ReadSentence[] = [];
  // Lines first: notes are often bullet lists whose lines end without a full stop.
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(BULLET, '').trim();
    if (!line) continue;
    const doc = nlp.readDoc(line);
    const tokens = doc.tokens();
    const all: Token[] = [];
    const entityAt = new Map<number, { kind: QuantityKind; text: string }>();
    doc.entities().each((entity: ItemEntity) => {
      const kind = ENTITY_KIND[entity.out(its.type) as string];
      const [first] = entity.out(its.span) as unknown as [number, number];
      if (kind) entityAt.set(first, { kind, text: entity.out() });
    });
    tokens.each((token: ItemToken) => {
      const value = token.out();
      all.push({
        text: value,
        lower: value.toLowerCase(),
        lemma: (token.out(LEMMA) || value).toLowerCase(),
        pos: token.out(its.pos),
        masked: false,
        space: token.out(its.precedingSpaces),
      });
    });
    for (const range of sentenceRanges(all)) {
      const toks = all.slice(range[0], range[1]);
      const sentenceText = toks
        .map((t, i) => (i === 0 ? '' : t.space) + t.text)
        .join('')
        .trim();
      if (sentenceText.length < 2) continue;
      const quantities = findQuantities(toks, (i) => entityAt.get(range[0] + i));
      sentences.push({ index: sentences.length, text: sentenceText, tokens: toks, clauses: [], quantities, words: '' });
    }
  }
  return sentences;
}

const SENTENCE_OPENERS = new Set(['We', 'I', 'They', 'She', 'He', 'The', 'Our', 'Their', 'It', 'This', 'That', 'Next', 'Also', 'Then']);
const DATE_ABBREVIATION = /^(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.$/i;

/** Wink's sentence ends, repaired where a unit or date abbreviation ends one ("cost $50k. Escalations..."). */
function sentenceRanges(tokens: Token[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    const endsHere =
      (t.pos === 'PUNCT' && (t.text === '.' || t.text === '!' || t.text === '?')) ||
      (/^[a-z]{1,2}\.$/i.test(t.text) && next !== undefined && /^[A-Z]/.test(next.text) && i > 0 && /\d/.test(tokens[i - 1].text)) ||
      // "signature by 24 Oct. Their VP said...", "kickoff on Mon. Then...": a date abbreviation closes the sentence.
      (DATE_ABBREVIATION.test(t.text) && next !== undefined && /^[A-Z][a-z]/.test(next.text)) ||
      // "Whitcombe & Hale LLP. We presented...": an abbreviation followed by a word that opens sentences.
      (/^[A-Za-z]{2,5}\.$/.test(t.text) && next !== undefined && SENTENCE_OPENERS.has(next.text));
    // Notes typed in lower case still end their sentences with a full stop.
    if (endsHere && next !== undefined) {
      // A closing quote or bracket right after the stop belongs to the sentence it closes.
      let end = i + 1;
      while (end < tokens.length && /^["'”’)\]]$/.test(tokens[end].text)) end++;
      if (end < tokens.length && tokens[end].pos !== 'PUNCT') {
        ranges.push([start, end]);
        start = end;
        i = end - 1;
      }
    }
  }
  if (start < tokens.length) ranges.push([start, tokens.length]);
  return ranges;
}

function findQuantities(tokens: Token[], entityAt: (i: number) => { kind: QuantityKind; text: string } | undefined): Quantity[] {
  const found: Quantity[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const entity = entityAt(i);
    const next = tokens[i + 1]?.lemma ?? '';
    if ((t.lower === 'a' || t.lower === 'an') && TIME_UNITS.has(next) && ONE_BEFORE.has(tokens[i - 1]?.lower ?? '')) {
      found.push({ kind: 'duration', at: i, text: `${t.text} ${tokens[i + 1].text}` });
      continue;
    }
    // "72h", "6wks": the number and its unit written as one token.
    if (/^\d+(?:\.\d+)?(?:h|hrs?|d|wks?|mins?|ms|s)$/i.test(t.text)) {
      found.push({ kind: 'duration', at: i, text: t.text });
      continue;
    }
    if (MULTIPLIER_WORDS.has(t.lower)) {
      found.push({ kind: 'ratio', at: i, text: t.text });
      continue;
    }
    const isNumber = t.pos === 'NUM' || /^\d[\d,.]*$/.test(t.text) || NUMBER_WORDS.has(t.lower);
    if (!isNumber) continue;
    const prev = tokens[i - 1]?.lower ?? '';
    if (CURRENCY.test(prev) || CURRENCY.test(next) || entity?.kind === 'money' || (SCALE.test(next) && /\d/.test(t.text))) {
      found.push({ kind: 'money', at: i, text: t.text });
    } else if (next === '%' || next === 'percent' || next === 'pct' || /%$/.test(t.text) || entity?.kind === 'percent') {
      found.push({ kind: 'percent', at: i, text: t.text });
    } else if (next === 'x' || /^\d+x$/i.test(t.text)) {
      found.push({ kind: 'ratio', at: i, text: t.text });
    } else if (TIME_UNITS.has(next) || (TIME_UNITS.has(tokens[i + 2]?.lemma ?? '') && tokens[i + 1]?.pos === 'ADJ')) {
      found.push({ kind: 'duration', at: i, text: t.text });
    } else if (/\d/.test(t.text) || NUMBER_WORDS.has(t.lower)) {
      found.push({ kind: 'count', at: i, text: t.text });
    }
  }
  return found;
}

/**
 * "yet" turns the sentence only as a conjunction after a comma ("cheap, yet they refused"); the adverb
 * ("not yet", "no owner identified yet", "nothing yet on pain", "have yet to") belongs to its clause, and
 * splitting there cut an absence statement from the element it names.
 */
function turnsHere(tokens: ReadSentence['tokens'], i: number): boolean {
  if (tokens[i].lower !== 'yet') return true;
  const next = tokens[i + 1];
  return tokens[i - 1]?.text === ',' && next !== undefined && next.pos !== 'PUNCT' && next.lower !== 'to';
}

/** Builds the clause views once the masking of names has run (see names.ts). */
export function buildViews(sentence: ReadSentence): void {
  const { tokens } = sentence;
  const clauses: Clause[] = [];
  let from = 0;
  for (let i = 0; i <= tokens.length; i++) {
    const t = tokens[i];
    const breaks =
      i === tokens.length || CLAUSE_BREAK_PUNCT.has(t.text) || (CLAUSE_BREAK_WORDS.has(t.lower) && i > from && turnsHere(tokens, i));
    if (!breaks) continue;
    if (i > from) clauses.push(view(tokens, from, i));
    from = CLAUSE_BREAK_PUNCT.has(t?.text ?? '') ? i + 1 : i;
  }
  sentence.clauses = clauses.length > 0 ? clauses : [view(tokens, 0, tokens.length)];
  const whole = view(tokens, 0, tokens.length);
  sentence.words = whole.words;
}

const CONTRACTION = /^(?:n't|'s|'re|'ve|'ll|'d|'m)$/;
/** Notes typed without apostrophes ("didnt", "dont know") read like the usual spelling. */
const NO_APOSTROPHE: Record<string, string> = {
  didnt: "didn't",
  dont: "don't",
  doesnt: "doesn't",
  cant: "can't",
  wont: "won't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  shouldnt: "shouldn't",
};

function view(tokens: Token[], from: number, to: number): Clause {
  const words: string[] = [];
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    const word = t.masked ? 'xname' : (NO_APOSTROPHE[t.lower] ?? t.lower);
    // Glue what the tokenizer split inside a written word: "can't", "sign-off", "follow-up".
    const glued = i > from && t.space === '' && (t.text === '-' || tokens[i - 1].text === '-' || CONTRACTION.test(t.lower));
    if (glued) words[words.length - 1] += word;
    else words.push(word);
  }
  return { from, to, words: ` ${words.join(' ')} ` };
}
