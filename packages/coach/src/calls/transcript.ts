// Reads a transcript of a real call: plain text with speaker labels ("Jane Doe: ...", "[00:01:02] Jane
// Doe: ..."), WebVTT (voice tags <v Jane Doe> or "Name:" prefixes) or SRT ("Name:" prefixes). Turns are a
// speaker's consecutive lines or cues, merged; timestamps, cue numbers and cue ids are dropped.
//
// Linear in the size of the input whatever it holds: the text is split into lines once, every regular
// expression runs on a bounded slice of a line (a label is at most a few dozen characters, a timing line
// starts with a short timestamp) with bounded repetition, and markup is stripped by one forward scan.
import {
  type CallSpeaker,
  type CallTranscriptFormat,
  type CallTurn,
  MAX_CALL_TRANSCRIPT_BYTES,
  MAX_CALL_TURNS,
} from '@blindspot/contracts';
import type { Transcript } from '../roleplay/types.js';

/** Why a text cannot be scored as a call; the service answers each with a 4xx naming it. */
export type TranscriptProblem = 'empty' | 'too-large' | 'too-many-turns' | 'no-speakers' | 'one-speaker' | 'seller-not-found';

export class TranscriptError extends Error {
  constructor(
    readonly problem: TranscriptProblem,
    message: string,
  ) {
    super(message);
    this.name = 'TranscriptError';
  }
}

export interface ParsedTurn {
  speaker: string;
  text: string;
}

export interface ParsedTranscript {
  format: CallTranscriptFormat;
  /** Consecutive lines or cues of one speaker merged into one turn. */
  turns: ParsedTurn[];
  /** In order of first appearance; `name` is the label as first written. */
  speakers: CallSpeaker[];
  words: number;
}

export interface TranscriptLimits {
  maxBytes?: number;
  maxTurns?: number;
}

/** Longest speaker label read ("Dr. Maria-Luisa de la Fuente (Acme)" fits). */
const MAX_LABEL = 48;
const MAX_LABEL_WORDS = 6;
/** How much of a line the label and timestamp readers look at. */
const HEAD = 120;
const SAMPLE_WORDS = 12;
/** Longest voice name kept from a WebVTT <v> tag. */
const MAX_VOICE = 100;

/**
 * "Label:" prefixes that are not people: transcript headers and notes inside a turn. Compared in lower
 * case. Such a line before the first speaker is skipped as a header; after it, it belongs to the turn.
 */
const NOT_SPEAKERS = new Set([
  'title',
  'date',
  'time',
  'duration',
  'attendees',
  'participants',
  'speakers',
  'subject',
  'meeting',
  'meeting title',
  'call',
  'recording',
  'transcript',
  'transcription',
  'location',
  'agenda',
  'notes',
  'note',
  'summary',
  'link',
  'url',
  'host',
  'organizer',
  'organiser',
  'topic',
  'company',
  'account',
  're',
  'ps',
  'p.s',
  'action items',
  'next steps',
  'next step',
  'question',
  'answer',
  'example',
  'important',
  'kind',
  'language',
  'source',
  'created',
  'http',
  'https',
  'mailto',
  'tel',
  'ftp',
  'www',
]);
/** Lower-case words a name may hold between capitalised ones ("Ludwig van Beethoven", "Maria de la Cruz"). */
const NAME_PARTICLES = new Set([
  'de',
  'del',
  'della',
  'der',
  'den',
  'van',
  'von',
  'da',
  'di',
  'du',
  'la',
  'le',
  'bin',
  'al',
  'el',
  'of',
  'and',
  'y',
  'e',
  'st.',
]);

// A clock time: [h:]mm:ss or m:ss with optional fraction; bounded everywhere.
const CLOCK = String.raw`(?:\d{1,3}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?`;
/** A timestamp at the start of a line: "[00:01:02]", "(1:02)", "00:01:02.5", then an optional "-" or "|". */
const LEADING_TIME = new RegExp(String.raw`^[\[(]?${CLOCK}[\])]?(?:[ \t]{0,8}[-–—|][ \t]{0,8}|[ \t]{1,8}|$)`);
/** A time after the label: "Name [00:01:02]: text", "Name (1:02): text", "Name 00:01:02: text". */
const TRAILING_TIME = new RegExp(String.raw`[ \t]{0,8}(?:[\[(]${CLOCK}[\])]|${CLOCK})$`);
/** "Jane Doe  0:05" or "Jane Doe (0:05)" alone on its line (Otter, Teams): a header naming the speaker of the lines after it. */
const HEADER_TIME = new RegExp(String.raw`(?:[ \t]{0,8}[\[(]${CLOCK}[\])]|(?:[ \t]{2,8}|\t)${CLOCK})$`);
/** A WebVTT or SRT timing line: "00:00:01.000 --> 00:00:04.000" (SRT: commas), settings after it ignored. */
const TIMING_LINE = new RegExp(String.raw`^${CLOCK}[ \t]{1,8}-->[ \t]{1,8}${CLOCK}`);
const LABEL_CHARS = /^[\p{L}\p{M}\d .'’\-_&()/@]+$/u;

const normalise = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether a word may be part of a person's name as transcripts write it. */
function nameWord(word: string): boolean {
  const first = word[0];
  if (/[\d(@]/.test(first)) return true;
  if (NAME_PARTICLES.has(word)) return true;
  if (!/\p{L}/u.test(first)) return false;
  // Upper case, or a script without case (Chinese, Japanese, Arabic...).
  return first !== first.toLowerCase() || first.toUpperCase() === first.toLowerCase();
}

/**
 * Whether `label` (the text before a colon) reads as a speaker: a short name, not a header word. A label
 * in lower case is a speaker only when `known` (the speakers met so far, normalised) holds it already.
 */
export function isSpeakerLabel(label: string, known?: ReadonlySet<string>): boolean {
  const text = label.trim();
  if (text.length === 0 || text.length > MAX_LABEL) return false;
  if (!/^\p{L}/u.test(text) || !LABEL_CHARS.test(text)) return false;
  if (NOT_SPEAKERS.has(text.toLowerCase())) return false;
  const words = text.split(/\s+/);
  if (words.length > MAX_LABEL_WORDS) return false;
  if (known?.has(normalise(text))) return true;
  if (!nameWord(words[0]) || NAME_PARTICLES.has(words[0])) return false;
  return words.every(nameWord);
}

interface LineReading {
  /** The speaker label, when the line starts with one. */
  speaker: string | null;
  text: string;
}

/** Drops a leading timestamp ("[00:01:02] ", "00:01 - "); a line that is only a timestamp becomes empty. */
function dropLeadingTime(line: string): string {
  const match = LEADING_TIME.exec(line.slice(0, 40));
  return match ? line.slice(match[0].length).trimStart() : line;
}

/** The first colon in `head` that is not inside a clock time ("00:01:02"). */
function labelColon(head: string): number {
  for (let i = 1; i < head.length; i++) {
    if (head[i] !== ':') continue;
    if (/\d/.test(head[i - 1]) && /\d/.test(head[i + 1] ?? '')) continue;
    return i;
  }
  return -1;
}

/**
 * Reads one trimmed line: "[ts] Name: text", "Name [ts]: text", "Name: text", ">> Name: text", or a
 * header "Name  00:05" alone on its line (text empty: the lines after it are theirs). Anything else is
 * text without a label; a bracketed timestamp before it is dropped, and a line that is only a timestamp
 * is empty.
 */
export function readLine(raw: string, known?: ReadonlySet<string>): LineReading {
  const line = raw.startsWith('>>') ? raw.slice(2).trimStart() : raw;
  const rest = dropLeadingTime(line);
  if (!rest) return { speaker: null, text: '' };
  const head = rest.slice(0, HEAD);
  const colon = labelColon(head);
  if (colon > 0) {
    const label = head.slice(0, colon).replace(TRAILING_TIME, '');
    if (isSpeakerLabel(label, known)) return { speaker: label.trim(), text: rest.slice(colon + 1).trim() };
  } else if (rest.length <= HEAD) {
    const time = HEADER_TIME.exec(rest);
    if (time && time.index > 0) {
      const label = rest.slice(0, time.index);
      if (isSpeakerLabel(label, known)) return { speaker: label.trim(), text: '' };
    }
  }
  // A bare time at the start of a sentence ("10:30 works for me") is what was said; a bracketed one is not.
  return { speaker: null, text: line[0] === '[' || line[0] === '(' ? rest : line };
}

/** Splits into lines once (\r\n, \n or \r). */
const linesOf = (text: string) => text.split(/\r\n|\n|\r/);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', lrm: '', rlm: '', '#39': "'" };

/**
 * One forward scan over a cue's text: removes markup (<i>, <c.x>, <00:00:01.000>, SRT's <font ...> and
 * {\an8}), decodes the common entities, and splits it where a voice tag (<v Name>, <v.loud Name>) starts
 * or ends. A `<` with no `>` after it is text, and so is everything after it (no rescanning).
 */
function readCueMarkup(text: string): { voice: string | null; text: string }[] {
  const parts: { voice: string | null; text: string }[] = [];
  let voice: string | null = null;
  let current = '';
  let from = 0;
  let tagsPossible = true;
  const flush = () => {
    if (current.trim()) parts.push({ voice, text: current });
    current = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch !== '<' && ch !== '{' && ch !== '&') {
      i++;
      continue;
    }
    // Every lookahead is bounded or consumes what it scans, so the scan stays linear.
    let skipTo = -1;
    let insert = '';
    let voiceChange: { voice: string | null } | null = null;
    if (ch === '<' && tagsPossible) {
      const end = text.indexOf('>', i + 1);
      if (end === -1) tagsPossible = false;
      else {
        const tag = text.slice(i + 1, end);
        if (/^v[\s.]/.test(tag)) {
          // "<v.loud Jane Doe>": the name follows the first space.
          const space = tag.search(/\s/);
          voiceChange = {
            voice:
              space === -1
                ? null
                : tag
                    .slice(space + 1)
                    .trim()
                    .slice(0, MAX_VOICE) || null,
          };
        } else if (tag === '/v') voiceChange = { voice: null };
        skipTo = end + 1;
      }
    } else if (ch === '{' && text[i + 1] === '\\') {
      // An SSA override in SRT ({\an8}).
      const end = text.slice(i, i + 40).indexOf('}');
      if (end !== -1) skipTo = i + end + 1;
    } else if (ch === '&') {
      const end = text.slice(i + 1, i + 8).indexOf(';');
      const name = end === -1 ? '' : text.slice(i + 1, i + 1 + end);
      if (end !== -1 && name in ENTITIES) {
        skipTo = i + 2 + end;
        insert = ENTITIES[name];
      }
    }
    if (skipTo === -1) {
      i++;
      continue;
    }
    current += text.slice(from, i) + insert;
    if (voiceChange) {
      flush();
      voice = voiceChange.voice;
    }
    i = from = skipTo;
  }
  current += text.slice(from);
  flush();
  return parts;
}

function isTimingLine(line: string): boolean {
  return line.includes('-->') && TIMING_LINE.test(line.slice(0, 80).trim());
}

/** The format: WEBVTT header, or cues (a cue number then a timing line, or a timing line first), else text. */
export function detectFormat(text: string): CallTranscriptFormat {
  const lines = linesOf(text.slice(0, 2000));
  const nonBlank = lines.map((l) => l.trim()).filter(Boolean);
  const first = nonBlank[0] ?? '';
  if (/^WEBVTT(?:$|[\s-])/.test(first)) return 'vtt';
  const timing = /^\d{1,9}$/.test(first) ? nonBlank[1] : first;
  if (timing && isTimingLine(timing)) return timing.slice(0, 40).includes(',') ? 'srt' : 'vtt';
  return 'text';
}

/** Collects turns, merging a speaker's consecutive pieces, and stops past the turn limit. */
class TurnCollector {
  readonly turns: ParsedTurn[] = [];
  private keys: string[] = [];
  /** Every speaker met so far, normalised: their label is read in any case after that. */
  readonly known = new Set<string>();
  labelled = 0;
  /** The speaker of the last labelled piece: unlabelled pieces after it are theirs. */
  current: string | null = null;

  constructor(
    private readonly joiner: string,
    private readonly maxTurns: number,
  ) {}

  add(speaker: string | null, text: string): void {
    if (speaker !== null) {
      this.labelled++;
      this.current = speaker;
      this.known.add(normalise(speaker));
    }
    const who = speaker ?? this.current;
    const clean = text.trim();
    if (who === null || !clean) return;
    const key = normalise(who);
    const last = this.turns.at(-1);
    if (last && this.keys.at(-1) === key) {
      last.text += this.joiner + clean;
      return;
    }
    if (this.turns.length >= this.maxTurns) {
      throw new TranscriptError(
        'too-many-turns',
        `The transcript has more than ${this.maxTurns.toLocaleString('en-US')} turns; the limit is ${this.maxTurns.toLocaleString('en-US')}. Split the call and score it in parts.`,
      );
    }
    this.turns.push({ speaker: who, text: clean });
    this.keys.push(key);
  }
}

function parsePlainText(text: string, collector: TurnCollector): void {
  for (const raw of linesOf(text)) {
    const line = raw.trim();
    if (!line) continue;
    const { speaker, text: said } = readLine(line, collector.known);
    collector.add(speaker, said);
  }
}

/** WebVTT and SRT: only the lines after a timing line, up to the next blank line, are cue text. */
function parseCues(text: string, collector: TurnCollector): void {
  const lines = linesOf(text);
  let i = 0;
  while (i < lines.length) {
    if (!isTimingLine(lines[i])) {
      i++;
      continue;
    }
    const payload: string[] = [];
    for (i++; i < lines.length && lines[i].trim() !== ''; i++) payload.push(lines[i].trim());
    for (const part of readCueMarkup(payload.join('\n'))) {
      if (part.voice !== null) {
        // A voice tag names the speaker; "Name:" inside it would be text.
        collector.add(part.voice, part.text.replace(/\s+/g, ' '));
        continue;
      }
      for (const raw of linesOf(part.text)) {
        let line = raw.trim();
        if (line.startsWith('- ')) line = line.slice(2);
        if (!line) continue;
        const { speaker, text: said } = readLine(line, collector.known);
        collector.add(speaker, said);
      }
    }
  }
}

/**
 * A label seen once, in the middle of another speaker's talk ("Jane: ...", "Budget: 50k", "Jane: ..."),
 * is a note inside Jane's turn, not a person, when the call has at least two speakers who talk more than
 * once: it is put back into that turn as written.
 */
function foldStrayLabels(turns: ParsedTurn[], joiner: string): ParsedTurn[] {
  const counts = new Map<string, number>();
  for (const turn of turns) counts.set(normalise(turn.speaker), (counts.get(normalise(turn.speaker)) ?? 0) + 1);
  if ([...counts.values()].filter((n) => n >= 2).length < 2) return turns;
  const out: ParsedTurn[] = [];
  for (let i = 0; i < turns.length; i++) {
    const turn = turns[i];
    const before = out.at(-1);
    const after = turns[i + 1];
    if (before && after && counts.get(normalise(turn.speaker)) === 1 && normalise(before.speaker) === normalise(after.speaker)) {
      before.text += `${joiner}${turn.speaker}: ${turn.text}${joiner}${after.text}`;
      i++;
      continue;
    }
    out.push({ ...turn });
  }
  return out;
}

const countWords = (text: string) => {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text.charCodeAt(i) <= 32;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
};

function sampleOf(text: string): string {
  const words = text.split(/\s+/, SAMPLE_WORDS + 1);
  return words.length > SAMPLE_WORDS ? `${words.slice(0, SAMPLE_WORDS).join(' ')}…` : words.join(' ');
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const kb = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;

/** Throws the 'too-large' TranscriptError for a text over `maxBytes` UTF-8 bytes (200 KB by default). */
export function assertTranscriptSize(input: string, maxBytes = MAX_CALL_TRANSCRIPT_BYTES): void {
  // Each UTF-16 unit is at least one byte: a string longer than the limit is over it without encoding it.
  const bytes = input.length > maxBytes ? input.length : utf8Bytes(input);
  if (bytes > maxBytes) {
    throw new TranscriptError(
      'too-large',
      `The transcript is ${kb(bytes)}; the limit is ${kb(maxBytes)}. Split the call and score it in parts.`,
    );
  }
}

/**
 * Reads a call transcript. Throws TranscriptError for an empty text, one over the size or turn limit,
 * one without speaker labels, and one with a single speaker.
 */
export function parseCallTranscript(input: string, limits: TranscriptLimits = {}): ParsedTranscript {
  const maxTurns = limits.maxTurns ?? MAX_CALL_TURNS;
  assertTranscriptSize(input, limits.maxBytes);
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (!text.trim()) throw new TranscriptError('empty', 'The transcript is empty: paste or upload a call transcript.');

  const format = detectFormat(text);
  const collector = new TurnCollector(format === 'text' ? '\n' : ' ', maxTurns);
  if (format === 'text') parsePlainText(text, collector);
  else parseCues(text, collector);

  if (collector.labelled === 0 || collector.turns.length === 0) {
    throw new TranscriptError(
      'no-speakers',
      format === 'text'
        ? 'This does not look like a call transcript: no speaker labels were found. Start each turn with the speaker\'s name and a colon, as in "Jane Doe: Thanks for joining."'
        : `This ${format === 'vtt' ? 'WebVTT' : 'SRT'} file names no speakers: a call review needs to know who said what. Use voice tags (<v Jane Doe>) or start cues with "Jane Doe:".`,
    );
  }

  const merged = foldStrayLabels(collector.turns, format === 'text' ? '\n' : ' ');
  const speakers = new Map<string, CallSpeaker>();
  let words = 0;
  for (const turn of merged) {
    const key = normalise(turn.speaker);
    const count = countWords(turn.text);
    words += count;
    const known = speakers.get(key);
    if (known) {
      known.turns++;
      known.words += count;
    } else {
      speakers.set(key, { name: turn.speaker, turns: 1, words: count, sample: sampleOf(turn.text) });
    }
  }
  // Every turn under the first spelling of its speaker's label.
  const turns = merged.map((turn) => ({ speaker: speakers.get(normalise(turn.speaker))!.name, text: turn.text }));
  const list = [...speakers.values()];
  if (list.length === 1) {
    throw new TranscriptError(
      'one-speaker',
      `Only one speaker was found (${list[0].name}): a call review needs you and at least one other person on the call.`,
    );
  }
  return { format, turns, speakers: list, words };
}

/** The seller's turns become the `user` side (numbered as the feedback names them), everyone else the buyer's. */
export function assignSeller(parsed: ParsedTranscript, sellerSpeaker: string): { seller: string; turns: CallTurn[]; history: Transcript } {
  const key = normalise(sellerSpeaker);
  const seller = parsed.speakers.find((s) => normalise(s.name) === key);
  if (!seller) {
    const names = parsed.speakers
      .slice(0, 10)
      .map((s) => s.name)
      .join(', ');
    const more = parsed.speakers.length > 10 ? ` and ${parsed.speakers.length - 10} more` : '';
    throw new TranscriptError(
      'seller-not-found',
      `"${sellerSpeaker.trim()}" is not a speaker in this transcript. The speakers are: ${names}${more}.`,
    );
  }
  let sellerTurn = 0;
  const turns: CallTurn[] = parsed.turns.map((turn) => ({
    speaker: turn.speaker,
    text: turn.text,
    sellerTurn: turn.speaker === seller.name ? ++sellerTurn : null,
  }));
  const history = turns.map((turn) => ({
    role: turn.sellerTurn === null ? ('assistant' as const) : ('user' as const),
    content: turn.text,
  }));
  return { seller: seller.name, turns, history };
}
