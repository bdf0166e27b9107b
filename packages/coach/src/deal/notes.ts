// Splitting deal notes into quotable sentences.

export interface Sentence {
  /** Position in the notes, so evidence can be listed in reading order. */
  index: number;
  text: string;
}

const MAX_QUOTE = 220;
const BULLET = /^\s*(?:[-*•–]|\d+[.)])\s+/;

/** Lines first (notes are often bullet lists), then sentences within a line. */
export function splitSentences(notes: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const rawLine of notes.split(/\r?\n/)) {
    const line = rawLine.replace(BULLET, '').trim();
    if (!line) continue;
    // A sentence ends at . ! or ? followed by a space and a capital, digit or quote ("e.g. the" stays whole).
    for (const part of line.split(/(?<=[.!?])\s+(?=["'(]?[A-Z0-9$])/)) {
      const text = part.trim();
      if (text.length > 1) sentences.push({ index: sentences.length, text });
    }
  }
  return sentences;
}

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
  'about', 'after', 'again', 'also', 'been', 'before', 'being', 'could', 'deal', 'does', 'doing', 'from', 'have', 'here',
  'into', 'just', 'like', 'make', 'more', 'most', 'much', 'need', 'next', 'only', 'other', 'over', 'should', 'some',
  'such', 'than', 'that', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'very', 'want', 'what',
  'when', 'where', 'which', 'while', 'will', 'with', 'would', 'your', 'yours', 'tell', 'know', 'think', 'help', 'give',
]);
