// Reads the questions in a seller utterance, typed or transcribed from speech, and tells open from
// closed the way LABELLING.md (packages/coach/test-data) asks a human to:
// - open: a wh-question anywhere (after lead-ins such as "so", "okay and", "um so like", after a
//   fronted phrase or clause, or in situ: "You handled that how?"), a request phrased as an imperative
//   or a statement ("Tell me more", "Walk me through...", "I'm curious how..."), or an auxiliary-led
//   request to describe ("Can you walk me through...?");
// - closed: a yes/no question (an auxiliary before its subject, with or without "?"), either/or, an
//   embedded yes/no ("I was wondering if..."), or a tag ("..., right?", "..., isn't it");
// - none: statements, reflections and summaries even with "?", bare backchannels ("Yeah?"), wh-words
//   inside statements ("That's what I figured", "What I'm hearing is...", "Here's why...").
//
// Plain code over a token list, no regular expressions with repetition: the text is tokenised once by a
// character loop, and every rule looks at a bounded window of tokens from a clause start, so reading is
// linear in the length of the text whatever it holds.

export type QuestionKind = 'open' | 'closed';
export type QuestionLabel = QuestionKind | 'none';

export interface QuestionReading {
  /** The sentence as written. */
  sentence: string;
  kind: QuestionKind;
  /** The part of the sentence that asks: from the question word, request or auxiliary to the end. */
  ask: string;
  /** Offsets in the utterance of the sentence and of its asking part. */
  sentenceIndex: number;
  askIndex: number;
}

export interface UtteranceSentence {
  text: string;
  /** Offset in the utterance. */
  index: number;
}

interface Token {
  /** Lower-case word, or the punctuation mark itself. */
  w: string;
  /** Offset in the sentence text where the token starts (for expanded contractions, the word's start). */
  at: number;
  punct: boolean;
}

interface Sentence {
  text: string;
  /** Offset of the sentence's first character in the utterance. */
  start: number;
  tokens: Token[];
  /** Ends with a question mark. */
  asks: boolean;
}

const set = (words: string) => new Set(words.split(' '));

const WH = set('what how why where when who whom which whose');
const AUX = set('is are was were am do does did have has had can could would will should shall may might must');
const COPULA = set('is was');
const PERSONAL = set('i you we they he she it');
/** Words that can start a subject after an auxiliary (besides nouns and names). */
const SUBJECT_START = set(
  'i you we they he she it there that this these those the a an your our their his her its my ' +
    'any some all each every no both either everyone everybody anyone anybody someone somebody ' +
    'anything something nothing one',
);
/** Words after an auxiliary that show it is not a question: "Could be worse", "Will do", "Can't wait". */
const NOT_SUBJECT = set(
  'be been being not do love like go help see say get make need want try wait work take think ' +
    'know just also really always definitely probably certainly surely never still already even ' +
    'only too so very happy glad sure keen able please',
);
/** Discourse markers and fillers stripped from a clause start. */
const MARKERS = set(
  'so and but or okay ok alright right yeah yes yep yup yea no nope well um umm uh uhh er erm ' +
    'ah oh hmm hm mm mhm mm-hm uh-huh like sure cool great good gotcha perfect totally ' +
    'absolutely sorry now then also just basically honestly actually anyway anyways awesome wow ' +
    'interesting hey hi hello thanks please look listen plus fine fair cheers excellent nice ' +
    'super lovely understood exactly',
);
/** Two-word markers ("you know", "I mean", "got it"). */
const MARKER_PAIRS = set('you|know i|mean got|it thank|you all|right fair|enough makes|sense no|worries of|course');
/** Adverbs that may sit right after a question word: "who else", "why exactly", "what specifically". */
const WH_ADVERBS = set('so not else exactly specifically really actually ever then now again precisely roughly typically usually normally');
/** How + a degree word asks about an amount or a manner: "how many people work...", "how long does...". */
const HOW_DEGREE = set(
  'much many long often far soon big fast quickly well large bad important serious likely hard easy different confident sure close old frequently early late',
);
/** Subordinators and conjunctions that end the scope of a pseudo-cleft ("what happens when..."). */
const SUBORDINATORS = set('if when because before after since while until unless whether and or but so once though although');
/** Words after which a question word introduces an embedded clause: "I know why", "that's what". */
const EMBEDDERS = set(
  'reason way not is was are were be been know knew known see saw seen sure wonder understand ' +
    'understood remember forget forgot figure figured decide decided matter matters care idea ' +
    'ask asked tell told show showed learn learned learnt realize realized realise realised ' +
    'guess heard hear check discuss discussed explain explained exactly',
);
/** Words that may follow an in-situ question word: "the budget comes from where, exactly?". */
const IN_SITU_AFTER = set(
  'exactly again then now today there here though anyway actually specifically after before when if in on at for from with during since until once',
);
/** Verbs that follow a subject "what" directly ("what made you...", "what got you..."). */
const SUBJECT_VERBS = set(
  'made makes brought brings got gets took takes led leads drove drives caused causes kept ' +
    'keeps happened happens changed changes pushed pushes prompted prompts triggered triggers ' +
    'worries worried bothers bothered stops stopped helps helped matters mattered counts worked ' +
    'works went goes came comes stands stood stuck sticks surprised surprises frustrates ' +
    'frustrated annoys annoyed',
);
const RELATIVE_WHICH = set('means meant makes made leaves left gives gave explains brings');
const RELATIVE_WHICH_AFTER_IS = set('why how where what when partly exactly also great good fine fair interesting huge');
const PREPOSITIONS = set('on of to in at for with about from by into onto upon than like over under around through without within between');
/** The -ing forms of the request verbs ("would you mind describing..."); requestAt checks each verb. */
const REQUEST_ING = set(
  'telling walking talking taking running describing explaining unpacking elaborating ' +
    'expanding sharing giving painting breaking going filling laying outlining showing ' +
    'clarifying',
);
const REQUEST_ADVERBS = set(
  'just maybe please quickly briefly also actually kindly possibly perhaps first again now sort kind of a bit little more',
);
const PICTURE_WORDS = set(
  'sense picture context overview idea background example examples rundown breakdown feel flavor flavour snapshot tour walkthrough walk-through view read',
);
const SHARE_OBJECTS = set('more how what why where who when which about');
const SHARE_DETERMINERS = set('a some any your');
const SHARE_NOUNS = set('bit little few story stories thoughts detail details perspective experience take view reaction feedback');
const ME = set('me us');
const LEARN_VERBS = set('hear know learn understand');
const TAG_WORDS = set('right yeah yes correct true ok okay yep eh huh agreed no');
/** Tags that also work without a comma before them in transcripts: "that was in Q3 right?". */
const BARE_TAG_WORDS = set('right yeah yes correct');
const GREETINGS = [
  'how are you',
  'how are things',
  'how is it going',
  'how have you been',
  'how are you doing',
  'how you doing',
  'how is your day',
  'how is your week',
  'how was your weekend',
  'how was your trip',
  'how was the trip',
  'how was your holiday',
  'how was your vacation',
  'how is everyone',
];
const GREETING_ENDS = set('today doing there all guys both this these folks everyone');
const WILLING = set('able willing open happy');
/** Contractions written without the apostrophe in quick typing or transcripts: "whats the plan". */
const BARE_CONTRACTIONS: Record<string, [string, string]> = {
  whats: ['what', 'is'],
  hows: ['how', 'is'],
  wheres: ['where', 'is'],
  whos: ['who', 'is'],
};
const ANY_WORDS = set('any anything anyone anybody');

/** Contractions split into a word and its auxiliary, so "what's" reads as "what is". */
const CLITIC_HEADS = set('what who where how when why that there here it he she let');
const CLITICS: Record<string, string> = { "'s": 'is', "'re": 'are', "'m": 'am', "'ve": 'have', "'d": 'would', "'ll": 'will' };
const NEGATIVES: Record<string, [string, string]> = {
  "can't": ['can', 'not'],
  "won't": ['will', 'not'],
  "shan't": ['shall', 'not'],
  cannot: ['can', 'not'],
};

/** Letters and digits, including accented ones; not the general punctuation block (dashes, curly quotes). */
const isLetter = (c: string) =>
  (c >= 'a' && c <= 'z') ||
  (c >= 'A' && c <= 'Z') ||
  (c >= '0' && c <= '9') ||
  (c > '\u00bf' && c !== '\u00d7' && c !== '\u00f7' && !(c >= '\u2000' && c <= '\u206f'));
const ABBREVIATIONS = set('mr mrs ms dr vs e.g i.e approx');

/** Splits text into sentences of tokens in one pass over its characters. */
function tokenize(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let tokens: Token[] = [];
  let start = 0;
  const close = (end: number, asks: boolean) => {
    if (tokens.length > 0) {
      const base = start + leading(text, start);
      for (const t of tokens) t.at -= base;
      sentences.push({ text: text.slice(base, end).trim(), start: base, tokens, asks });
    }
    tokens = [];
    start = end;
  };
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (isLetter(c)) {
      const from = i;
      // A word: letters and digits, with inner apostrophes, hyphens and dots ("mm-hm", "don't", "2.5", "e.g").
      while (i < n) {
        const d = text[i];
        if (isLetter(d)) i++;
        else if (
          (d === "'" || d === '\u2019' || d === '-' || d === '.') &&
          i + 1 < n &&
          isLetter(text[i + 1]) &&
          (d !== '.' || isDigitOrSingle(text, from, i))
        )
          i++;
        else break;
      }
      pushWord(
        tokens,
        text
          .slice(from, i)
          .replace(/\u2019/g, "'")
          .toLowerCase(),
        from,
      );
      continue;
    }
    if (c === '?' || c === '!' || c === '\n') {
      // Runs of marks ("?!", "??") close one sentence.
      let j = i;
      let asks = false;
      while (j < n && (text[j] === '?' || text[j] === '!' || text[j] === '\n' || text[j] === '.')) {
        if (text[j] === '?') asks = true;
        j++;
      }
      close(j, asks);
      i = j;
      continue;
    }
    if (c === '.') {
      let j = i;
      while (j < n && text[j] === '.') j++;
      const last = tokens.at(-1);
      if (j - i >= 2) {
        // An ellipsis inside a turn ("so... what's the plan") is a pause, not the end of a sentence.
        tokens.push({ w: ',', at: i, punct: true });
      } else if (last && !last.punct && ABBREVIATIONS.has(last.w)) {
        // "Mr.", "vs.": not the end of a sentence.
      } else close(j, false);
      i = j;
      continue;
    }
    if (c === ',' || c === ';' || c === ':' || c === '\u2014' || c === '\u2013' || c === '\u2026' || c === '(' || c === ')') {
      tokens.push({ w: ',', at: i, punct: true });
    } else if (
      c === '-' &&
      (i + 1 >= n || text[i + 1] === ' ' || text[i + 1] === '-') &&
      (i === 0 || text[i - 1] === ' ' || text[i - 1] === '-')
    ) {
      // A spaced dash (" - " or " -- ") separates clauses.
      if (tokens.at(-1)?.w !== ',') tokens.push({ w: ',', at: i, punct: true });
    }
    i++;
  }
  close(n, false);
  return sentences;
}

/** A dot inside a word only when the word so far is digits ("2.5") or single letters ("e.g"). */
function isDigitOrSingle(text: string, from: number, dot: number): boolean {
  const before = text[dot - 1];
  const after = text[dot + 1];
  if (before >= '0' && before <= '9' && after >= '0' && after <= '9') return true;
  // "e.g", "i.e", "U.S": one letter on each side of the dot.
  return dot - from <= 3 && (dot + 2 >= text.length || !isLetter(text[dot + 2]));
}

/** Whitespace at the start of a sentence, which `trim` removes from its text. */
function leading(text: string, from: number): number {
  let k = from;
  while (k < text.length && (text[k] === ' ' || text[k] === '\t' || text[k] === '\n' || text[k] === '\r')) k++;
  return k - from;
}

function pushWord(tokens: Token[], word: string, at: number) {
  const negative = NEGATIVES[word] ?? BARE_CONTRACTIONS[word];
  if (negative) {
    tokens.push({ w: negative[0], at, punct: false }, { w: negative[1], at, punct: false });
    return;
  }
  if (word.endsWith("n't") && word.length > 3) {
    tokens.push({ w: word.slice(0, -3), at, punct: false }, { w: 'not', at, punct: false });
    return;
  }
  const apostrophe = word.indexOf("'");
  if (apostrophe > 0) {
    const head = word.slice(0, apostrophe);
    const tail = word.slice(apostrophe);
    const clitic = CLITICS[tail];
    // "'s" is "is" only after a question word or a pronoun; "the CFO's view" stays a possessive.
    if (clitic && (tail !== "'s" || CLITIC_HEADS.has(head))) {
      tokens.push({ w: head, at, punct: false }, { w: head === 'let' ? 'us' : clitic, at, punct: false });
      return;
    }
  }
  tokens.push({ w: word, at, punct: false });
}

/** Position after the discourse markers and fillers that start at `i`. */
function skipMarkers(t: Token[], i: number): number {
  let j = i;
  while (j < t.length) {
    const w = t[j].w;
    if (t[j].punct) j++;
    else if (j + 1 < t.length && MARKER_PAIRS.has(`${w}|${t[j + 1].w}`)) j += 2;
    else if (MARKERS.has(w)) j++;
    else break;
  }
  return j;
}

const word = (t: Token[], i: number): string => (i < t.length && !t[i].punct ? t[i].w : '');
const endOfClause = (t: Token[], i: number): boolean => i >= t.length || t[i].punct;

interface Found {
  kind: QuestionKind;
  /** Token where the asking part starts. */
  at: number;
}

/** A request to describe at `i`, imperative ("walk me through") or after "can you". */
function requestAt(t: Token[], i: number): 'open' | 'closed' | null {
  const v = word(t, i);
  const next = word(t, i + 1);
  const after = word(t, i + 2);
  const verb = REQUEST_ING.has(v) ? v.slice(0, -3) : v;
  switch (verb) {
    case 'tell':
      // "Tell me if..." asks yes or no; "tell me about / more / how..." asks to describe.
      if (!ME.has(next)) return null;
      return after === 'if' || after === 'whether' ? 'closed' : 'open';
    case 'walk':
    case 'talk':
    case 'tak':
    case 'take':
    case 'run':
    case 'runn':
      if (ME.has(next) && (after === 'through' || after === 'about' || after === 'thru' || verb === 'talk')) return 'open';
      if ((verb === 'walk' || verb === 'talk') && (next === 'through' || next === 'about' || (next === 'to' && ME.has(after))))
        return 'open';
      return null;
    case 'describ':
    case 'describe':
    case 'explain':
    case 'unpack':
    case 'elaborat':
    case 'elaborate':
    case 'expand':
    case 'outlin':
    case 'outline':
    case 'clarify':
      return 'open';
    case 'shar':
    case 'share':
      if (SHARE_OBJECTS.has(next) || (next === 'with' && ME.has(after))) return 'open';
      // "Share a bit", "share your thoughts", not "share a link" or "share your screen".
      return SHARE_DETERMINERS.has(next) && (SHARE_NOUNS.has(after) || PICTURE_WORDS.has(after)) ? 'open' : null;
    case 'giv':
    case 'give':
      if (!ME.has(next)) return null;
      for (let k = i + 2; k <= i + 4 && k < t.length; k++) if (PICTURE_WORDS.has(word(t, k))) return 'open';
      return null;
    case 'help':
      return ME.has(next) && (after === 'understand' || after === 'see' || after === 'picture' || after === 'get') ? 'open' : null;
    case 'paint':
      return next === 'a' || (ME.has(next) && after === 'a') ? 'open' : null;
    case 'break':
      return next === 'down' || after === 'down' ? 'open' : null;
    case 'say':
      return next === 'more' || (next === 'a' && word(t, i + 3) === 'more') ? 'open' : null;
    case 'go':
      return next === 'on' || next === 'into' || next === 'through' ? 'open' : null;
    case 'keep':
      return next === 'going' ? 'open' : null;
    case 'fill':
      return ME.has(next) && after === 'in' ? 'open' : null;
    case 'lay':
      return next === 'out' || after === 'out' ? 'open' : null;
    case 'show':
      return ME.has(next) && WH.has(after) ? 'open' : null;
    default:
      return null;
  }
}

/** Skips adverbs such as "just", "sort of", "maybe" before a request verb. */
function skipRequestAdverbs(t: Token[], i: number): number {
  let j = i;
  while (j < t.length && j < i + 4 && REQUEST_ADVERBS.has(word(t, j))) j++;
  return j;
}

/** "I'm curious how...", "I'd love to hear...", "I want to understand...", "wondering if...". */
function statementRequestAt(t: Token[], i: number): 'open' | 'closed' | null {
  let j = i;
  if (word(t, j) === 'i') j++;
  const w = word(t, j);
  const embedded = (k: number): 'open' | 'closed' | null => {
    const x = word(t, k);
    if (x === 'if' || x === 'whether') return 'closed';
    if (WH.has(x) || x === 'about' || x === 'to') return 'open';
    return null;
  };
  // I + am/was + (really|just|so|genuinely) + curious/wondering/interested.
  if (w === 'am' || w === 'was' || w === 'curious' || w === 'wondering' || w === 'interested' || w === 'wonder') {
    let k = w === 'am' || w === 'was' ? j + 1 : j;
    while (
      k < j + 4 &&
      (word(t, k) === 'really' ||
        word(t, k) === 'just' ||
        word(t, k) === 'so' ||
        word(t, k) === 'genuinely' ||
        word(t, k) === 'also' ||
        word(t, k) === 'kind' ||
        word(t, k) === 'of')
    )
      k++;
    const x = word(t, k);
    if (x === 'curious' || x === 'wondering' || x === 'wonder') return embedded(k + 1);
    if (x === 'interested') {
      const y = word(t, k + 1);
      if (y === 'in') return embedded(k + 2) ?? 'open';
      if (y === 'to' && LEARN_VERBS.has(word(t, k + 2))) return 'open';
    }
    return null;
  }
  // I + would/want/need + (really|also|just) + (love|like|want)? + to + hear/know/learn/understand.
  if (w === 'would' || w === 'want' || w === 'wanted' || w === 'need' || w === 'love' || w === 'like') {
    let k = j;
    if (w === 'would') k++;
    while (k < j + 4 && (word(t, k) === 'really' || word(t, k) === 'also' || word(t, k) === 'just' || word(t, k) === 'genuinely')) k++;
    const x = word(t, k);
    if (x === 'be' && (word(t, k + 1) === 'curious' || word(t, k + 1) === 'interested'))
      return embedded(k + 2) ?? (word(t, k + 2) === 'in' ? 'open' : null);
    if (x === 'love' || x === 'like' || x === 'want' || x === 'wanted' || x === 'need') k++;
    if (word(t, k) !== 'to') return null;
    const v = word(t, k + 1);
    if (LEARN_VERBS.has(v)) {
      const y = word(t, k + 2);
      return y === 'if' || y === 'whether' ? 'closed' : 'open';
    }
    if (v === 'get' && (word(t, k + 2) === 'a' || word(t, k + 2) === 'your') && PICTURE_WORDS.has(word(t, k + 3))) return 'open';
    return null;
  }
  return null;
}

/** A question word at `i` (after any markers) that asks: "what is...", "who signs...", "why now?". */
function whQuestionAt(t: Token[], i: number, clauseStart: boolean, asks = false): boolean {
  const wh = word(t, i);
  let j = i + 1;
  while (WH_ADVERBS.has(word(t, j)) && j < i + 3) j++;
  if (wh === 'how' && word(t, j) === 'come') return true;
  // "How much...", and any "how" + a word + an auxiliary at a clause start: "how useful would it be".
  const degree =
    wh === 'how' &&
    (HOW_DEGREE.has(word(t, j)) ||
      (clauseStart && !AUX.has(word(t, j)) && !PERSONAL.has(word(t, j)) && word(t, j) !== 'there' && AUX.has(word(t, j + 1))));
  if (degree) j++;
  // "Why?", "How so?", "Why now?", "Which one?" ask; a bare "What?" or "So what?" does not.
  if (endOfClause(t, j)) return clauseStart && !(wh === 'what' && j === i + 1);
  const next = word(t, j);
  // "Which is why we built it", "which means we have time": a relative clause carried on, not a question.
  if (wh === 'which' && j === i + 1 && (RELATIVE_WHICH.has(next) || (COPULA.has(next) && RELATIVE_WHICH_AFTER_IS.has(word(t, j + 1)))))
    return false;
  if (AUX.has(next)) {
    // "which is why..." after a comma is a relative clause, not a question.
    if (wh === 'which' && !clauseStart) return false;
    if (wh === 'which' && clauseStart && i > 0 && t[i - 1].punct && next === 'is') return false;
    // Inside a clause only an inverted what / how / why / where / when asks; "who", "which" and "whose"
    // there start relative clauses ("anyone who does that", "the tool which is...").
    if (!clauseStart) return wh !== 'who' && wh !== 'whom' && wh !== 'which' && wh !== 'whose' && subjectAt(t, j + 1, true);
    return !pseudoCleftAfterAux(t, j);
  }
  if (!clauseStart) {
    // After a fronted phrase, a subject question: "so after the merger what happened to the team".
    const before = i > 0 ? t[i - 1].w : '';
    // (Not "who": after a noun it starts a relative clause, "are you the one who signs".)
    return (
      wh === 'what' &&
      (next.endsWith('ed') || next.endsWith('s')) &&
      !before.endsWith('ed') &&
      !PREPOSITIONS.has(before) &&
      !pseudoCleft(t, j, j + 4)
    );
  }
  // "what I'm hearing is", "how we got here"; with a question mark, an uninverted question ("How it is affecting the scores?").
  if (PERSONAL.has(next) || next === 'there') return asks && uninvertedQuestion(t, j);
  // A subject question with the verb right after "what": "what brings you in?", "what made you call us?".
  if (wh === 'what' && (SUBJECT_VERBS.has(next) || (next.endsWith('s') && !next.endsWith('ss') && PERSONAL.has(word(t, j + 1)))))
    return !pseudoCleft(t, j, j + 6);
  if (wh === 'what' || wh === 'which' || wh === 'whose' || degree) {
    // A determiner question: "which of those reports does the board...", "how many people work...".
    for (let k = j; k < j + 6 && !endOfClause(t, k); k++) {
      const w = word(t, k);
      if (PERSONAL.has(w)) return false; // "how much time it took"
      if (AUX.has(w)) return !(k > j && pseudoCleft(t, j, k));
    }
    // "What a week!": an exclamation, not a question.
    if (wh === 'what' && (next === 'a' || next === 'an')) return false;
    return !pseudoCleft(t, j, j + 6);
  }
  if (wh === 'who' || wh === 'whom') return !pseudoCleft(t, j, j + 4);
  // "where most teams get stuck", "when the line goes down": an embedded clause; with a question mark, a
  // question whose subject was not moved ("How the editors are deciding which articles...?").
  return asks && uninvertedQuestion(t, j);
}

/**
 * A subject of one to three words, then an auxiliary, and no "is"/"was" later in the clause (which would
 * make the wh-clause the subject of a statement: "what I'm hearing is that...").
 */
function uninvertedQuestion(t: Token[], from: number): boolean {
  let k = from + 1;
  while (k <= from + 3 && !endOfClause(t, k) && !AUX.has(word(t, k))) k++;
  if (k > from + 3 || !AUX.has(word(t, k))) return false;
  for (let m = k + 1; !endOfClause(t, m); m++) if (COPULA.has(word(t, m))) return false;
  return true;
}

/** "What matters is...", "Who signs isn't...": a wh-clause that is the subject of "is". */
function pseudoCleft(t: Token[], from: number, until: number): boolean {
  const verb = word(t, from);
  if (!(verb.endsWith('s') || verb.endsWith('ed') || SUBJECT_VERBS.has(verb))) return false;
  for (let k = from + 1; k <= from + 3 && k < until + 1 && !endOfClause(t, k); k++) {
    const w = word(t, k);
    if (SUBORDINATORS.has(w)) return false;
    if (COPULA.has(w)) return true;
  }
  return false;
}

/** "What's interesting is...": an adjective right after "what's", then "is". */
function pseudoCleftAfterAux(t: Token[], aux: number): boolean {
  if (word(t, aux) !== 'is') return false;
  const first = word(t, aux + 1);
  if (!first || SUBJECT_START.has(first) || endOfClause(t, aux + 1)) return false;
  for (let k = aux + 2; k <= aux + 3 && !endOfClause(t, k); k++) {
    const w = word(t, k);
    if (SUBORDINATORS.has(w)) return false;
    if (COPULA.has(w)) return true;
  }
  return false;
}

/** A subject at `i`, as after the auxiliary of a question ("does the team...", "are you..."). */
function subjectAt(t: Token[], i: number, strict: boolean): boolean {
  const w = word(t, i);
  if (!w) return false;
  if (SUBJECT_START.has(w)) return true;
  if (strict || NOT_SUBJECT.has(w) || AUX.has(w)) return false;
  // A gerund is a subject when a noun phrase follows ("Is onboarding a priority?"), not when the
  // subject was dropped ("Was thinking we could...", "Are going to...").
  if (w.endsWith('ing')) {
    const next = word(t, i + 1);
    return next !== '' && !PERSONAL.has(next) && next !== 'to';
  }
  return true;
}

/** What the clause starting at `i` (markers already skipped) asks, if anything. */
function clauseAt(t: Token[], i: number, sentenceStart: boolean, asks: boolean): Found | null {
  const w = word(t, i);
  if (!w) return null;
  if (WH.has(w)) return whQuestionAt(t, i, true, asks) ? { kind: 'open', at: i } : null;
  const request = requestAt(t, i);
  if (request) return { kind: request, at: i };
  const statement = statementRequestAt(t, i);
  if (statement) return { kind: statement, at: i };
  if (AUX.has(w)) {
    let j = i + 1;
    if (word(t, j) === 'not') j++;
    // Can you / could you / would you (mind) + a request to describe: an open request.
    if (word(t, j) === 'you' || (word(t, j) === 'we' && (w === 'can' || w === 'could'))) {
      let k = skipRequestAdverbs(t, j + 1);
      if (word(t, k) === 'mind') k = skipRequestAdverbs(t, k + 1);
      if (word(t, k) === 'be' && WILLING.has(word(t, k + 1)) && word(t, k + 2) === 'to') k = skipRequestAdverbs(t, k + 3);
      if ((word(t, k) === 'want' || word(t, k) === 'like') && word(t, k + 1) === 'to') k = skipRequestAdverbs(t, k + 2);
      if (word(t, k) === 'happen' && word(t, k + 1) === 'to') k += 2;
      const asked = requestAt(t, k);
      if (asked && (word(t, j) === 'you' || word(t, k) === 'walk' || word(t, k) === 'talk' || word(t, k) === 'go'))
        return { kind: asked, at: i };
      // "Do you know who signs?": an embedded wh-question.
      if (word(t, k) === 'know' && WH.has(word(t, k + 1))) return { kind: 'open', at: i };
    }
    if (
      w === 'are' &&
      word(t, j) === 'you' &&
      word(t, j + 1) === 'able' &&
      word(t, j + 2) === 'to' &&
      requestAt(t, skipRequestAdverbs(t, j + 3))
    )
      return { kind: 'open', at: i };
    if (subjectAt(t, j, !sentenceStart)) return { kind: 'closed', at: i };
    return null;
  }
  // "Thoughts?", "Any thoughts?": asking for the buyer's view.
  if (asks && sentenceStart && ((w === 'thoughts' && endOfClause(t, i + 1)) || (w === 'any' && word(t, i + 1) === 'thoughts')))
    return { kind: 'open', at: i };
  if (ANY_WORDS.has(w)) {
    const next = word(t, i + 1);
    if (next === 'idea' && WH.has(word(t, i + 2))) return { kind: 'open', at: i };
    if (next === 'chance') return { kind: 'closed', at: i };
    // "Any questions before we wrap?", "Anything else?": an elliptical yes/no question.
    if (asks && sentenceStart) return { kind: 'closed', at: i };
  }
  return null;
}

/** A tag at the end of the sentence: "..., right?", "..., isn't it", "..., yeah?". */
function endsWithTag(s: Sentence, before: readonly number[]): boolean {
  const t = s.tokens;
  let end = t.length;
  while (end > 0 && t[end - 1].punct) end--;
  if (end < 2) return false;
  const last = word(t, end - 1);
  const prev = end - 2;
  // Aux + not + pronoun: "aren't you", "didn't it".
  if (PERSONAL.has(last) || last === 'there') {
    if (word(t, prev) === 'not' && AUX.has(word(t, prev - 1)) && before[prev - 1] >= 2) return true;
    // A positive tag after a comma: "you don't have one, do you?"
    if (s.asks && AUX.has(word(t, prev)) && prev > 0 && t[prev - 1].punct && before[prev - 1] >= 2) return true;
  }
  if (s.asks && TAG_WORDS.has(last) && before[end - 1] >= 2 && (t[prev].punct || (BARE_TAG_WORDS.has(last) && before[end - 1] >= 3))) {
    // "Is that right?" is read as a yes/no question already; "all right?" is not a tag.
    return word(t, prev) !== 'all' && !COPULA.has(word(t, prev));
  }
  // "..., don't you think?", "wouldn't you say", "wouldn't you agree".
  return (last === 'think' || last === 'say' || last === 'agree') && PERSONAL.has(word(t, prev)) && word(t, prev - 1) === 'not';
}

/** For each token, the content words before it (markers and punctuation not counted). */
function wordsBefore(t: Token[]): number[] {
  const counts: number[] = [];
  let count = 0;
  for (const token of t) {
    counts.push(count);
    if (!token.punct && !MARKERS.has(token.w)) count++;
  }
  counts.push(count);
  return counts;
}

function isGreeting(t: Token[], at: number): boolean {
  const words: string[] = [];
  for (let k = at; k < t.length && words.length < 5; k++) if (!t[k].punct) words.push(t[k].w);
  const text = words.join(' ');
  // "How are you?", "How are you doing today?", not "how are you handling it now".
  return GREETINGS.some((g) => text === g || (text.startsWith(`${g} `) && GREETING_ENDS.has(text.slice(g.length + 1).split(' ')[0])));
}

/** Fillers that, in the middle of a spoken sentence, start a new clause: "...internally like who's pushing". */
const MID_CLAUSE = set('and but or so um umm uh uhh er erm like okay ok yeah well');

/** Reads one sentence: its question (an open one wins over a closed one), or null. */
function readSentence(s: Sentence): Found | null {
  const t = s.tokens;
  const before = wordsBefore(t);
  const first = skipMarkers(t, 0) < t.length ? skipMarkers(t, 0) : 0;
  let best: Found | null = null;
  const take = (found: Found | null) => {
    if (!found) return;
    if (!best || (found.kind === 'open' && best.kind === 'closed')) best = found;
  };
  // Clause starts: the sentence start, after a comma or dash, after a mid-sentence conjunction or filler.
  let clauseStart = true;
  for (let i = 0; i < t.length; i++) {
    if (t[i].punct) {
      clauseStart = true;
      continue;
    }
    const w = t[i].w;
    if (clauseStart || MID_CLAUSE.has(w) || (i + 1 < t.length && MARKER_PAIRS.has(`${w}|${t[i + 1].w}`))) {
      const from = skipMarkers(t, i);
      clauseStart = false;
      if (from < t.length && !t[from].punct && !(WH.has(t[from].w) && isGreeting(t, from))) {
        take(clauseAt(t, from, before[from] === 0, s.asks));
      }
      if (from > i) {
        i = from - 1;
        continue;
      }
    }
    if (WH.has(w) && i > 0 && !t[i - 1].punct && !MARKERS.has(t[i - 1].w) && !EMBEDDERS.has(t[i - 1].w)) {
      // A question word inside a clause: inverted ("from your side what does a win look like") or in situ
      // ("You handled that how?", "the data ends up where after the upload"), unless it is embedded.
      if (whQuestionAt(t, i, false)) take({ kind: 'open', at: i });
      else if (w !== 'which' && w !== 'whose' && before[i] >= 2) {
        let k = i + 1;
        while (k < t.length && k < i + 3 && (word(t, k) === 'exactly' || word(t, k) === 'again')) k++;
        if (endOfClause(t, k) || (IN_SITU_AFTER.has(word(t, k)) && word(t, k) !== 'to')) take({ kind: 'open', at: first });
      }
    }
  }
  if (!best && endsWithTag(s, before)) best = { kind: 'closed', at: first };
  if (!best && s.asks && before[t.length] <= 5) {
    // "Q3 or Q4?", "Thursday or Friday?": a short either/or choice.
    for (const x of t) if (x.w === 'or') best = { kind: 'closed', at: first };
  }
  return best;
}

/** Every question in an utterance, one per sentence that asks, in order. */
export function readQuestions(utterance: string): QuestionReading[] {
  const readings: QuestionReading[] = [];
  for (const sentence of tokenize(utterance)) {
    const found = readSentence(sentence);
    if (!found) continue;
    const at = Math.max(0, sentence.tokens[found.at]?.at ?? 0);
    readings.push({
      sentence: sentence.text,
      kind: found.kind,
      ask: sentence.text.slice(at),
      sentenceIndex: sentence.start,
      askIndex: sentence.start + at,
    });
  }
  return readings;
}

/** The utterance's label: open if any question in it is open, else closed if any is closed, else none. */
export function readQuestion(utterance: string): QuestionLabel {
  let label: QuestionLabel = 'none';
  for (const q of readQuestions(utterance)) {
    if (q.kind === 'open') return 'open';
    label = 'closed';
  }
  return label;
}

/** The sentences of an utterance as the question reader splits them (".", "?", "!", line breaks). */
export function splitSentences(utterance: string): UtteranceSentence[] {
  return tokenize(utterance).map((s) => ({ text: s.text, index: s.start }));
}
