// Reported absence, NegEx-style: a trigger ("no idea", "didn't get to", "ran out of time before",
// "TBD") and the scope it governs, which ends at the clause's end or at a comma. A scope that names an
// element's topic says the element is unknown: the coach quotes it as the gap and takes none of its
// words as evidence. Pseudo-triggers ("not only", "no doubt") are not negations.
import { fieldLabel } from './field-labels.js';
import type { ReadSentence } from './read-text.js';

/** What a seller does to learn something: not having done it means not knowing it. */
const KNOWLEDGE_VERBS = [
  'asked',
  'found',
  'identified',
  'confirmed',
  'met',
  'quantified',
  'mapped',
  'discussed',
  'covered',
  'got to',
  'gotten to',
  'established',
  'been able',
  'talked',
  'spoken',
  'seen',
  'heard',
  'learned',
  'figured',
  'nailed',
  'pinned',
  'worked out',
  'tested',
  'validated',
  'verified',
  'engaged',
  'reached',
  'touched',
  'shared',
  'said',
  'told',
  'mentioned',
  'defined',
  'agreed',
  'decided',
  'raised',
];

/** Triggers that say the seller did not find out: the whole clause is what is unknown. */
const UNLEARNED_TRIGGERS = [
  'ran out of time',
  'out of time before',
  'no time to',
  "didn't get",
  'did not get',
  "didn't ask",
  'did not ask',
  "didn't cover",
  "didn't discuss",
  "didn't dig",
  "didn't touch",
  "didn't go",
  "didn't have time",
  "didn't manage",
  'never got',
  'never asked',
  "couldn't get",
  'could not get',
  "wouldn't say",
  "wouldn't share",
  "wouldn't tell",
  "wouldn't give",
  "wouldn't put",
  "wouldn't describe",
  "won't say",
  "won't share",
  "won't disclose",
  'would not say',
  'would not share',
  'refused to say',
  'forgot to',
  'no talk of',
  'no mention of',
  'no discussion of',
  'no read on',
  'no clean read',
  'not the same as',
  "i'll bring",
  'will bring',
  'will share',
  "i'll share",
  'going to share',
  'plan to share',
  'benchmark ready',
  'deck ready',
  'nothing tailored',
  'not tailored',
  'nothing custom',
  'no answer',
  'no reply',
  'asked how',
  'asked who',
  'asked what',
  'asked whether',
  'asked if',
  'asked about',
  'asked twice',
  'no info on',
  'no info about',
  'no information on',
  'no details on',
  'no data on',
  'topics to cover',
  'to cover next time',
  'next time ask',
  'questions to ask',
  'to ask about',
  'to find out',
  'to confirm whether',
  'to explore',
  'to dig into',
  'to probe',
  'nobody mentioned',
  'no one mentioned',
  'nobody said',
  'nobody raised',
  "wouldn't call",
  'would not call',
  'never established',
  'never shared',
  'never confirmed',
  'never identified',
  'never said',
  'were never',
  'was never',
  'no sign of',
  'no evidence of',
  'need to find out',
  'need to ask',
  'still need to',
  'find out',
  'figure out',
];

/** Phrases that open an absence scope to their right (lower-case word views, space-delimited). */
const PRE_TRIGGERS = [
  'no idea',
  'not sure',
  'unsure',
  'unclear',
  'unknown',
  'no clue',
  // Nobody could answer it: "couldn't say who signs", "could not tell us the budget".
  "couldn't say",
  'could not say',
  "couldn't tell us",
  "couldn't tell me",
  'could not tell us',
  'could not tell me',
  "couldn't answer",
  'could not answer',
  "couldn't name",
  'could not name',
  // No trouble named: "no business problem discussed", "never articulated a problem".
  'no business problem',
  'no problem',
  'no problems',
  'no pain',
  'never articulated',
  'never described',
  'never named',
  // Nothing of it reached or held by us: "never reached what's broken", "cost of errors: we don't have them".
  'never reached',
  'never got into',
  "we don't have them",
  "we don't have it",
  "we don't have that",
  "we don't have those",
  'we have nothing',
  'nothing measured',
  // Nobody holds it: "nobody owns the budget yet".
  'nobody owns',
  'nobody owned',
  'no one owns',
  'no one owned',
  'nobody controls',
  'no one controls',
  // Nothing pinned down: "never pinned down what it costs", "no view on what it costs them".
  'never pinned down',
  'never nailed down',
  "didn't pin down",
  'no view on',
  'no view of',
  'no number on',
  'no numbers on',
  'no figures on',
  'no word on',
  'no answer on',
  'no visibility on who',
  "don't know",
  'do not know',
  "didn't know",
  'did not know',
  "doesn't know",
  'does not know',
  'dont know',
  'nobody knows',
  'no one knows',
  // Nothing learned since: "nothing new on pain", "no update on the budget".
  'nothing new on',
  'nothing new about',
  'nothing more on',
  'nothing yet on',
  'no update on',
  'no news on',
  'no progress on',
  ...["haven't", 'have not', "hasn't", 'has not', "hadn't", 'had not'].flatMap((aux) => KNOWLEDGE_VERBS.map((verb) => `${aux} ${verb}`)),
  ...["haven't", "hasn't"].flatMap((aux) => KNOWLEDGE_VERBS.map((verb) => `${aux} yet ${verb}`)),
  'yet to be',
  'have yet to',
  'has yet to',
  'still need to',
  'still have to',
  'need to find out',
  'need to figure out',
  'needs to find out',
  'need to ask',
  'need to confirm',
  'need to identify',
  'need to understand',
  'need to map',
  'need to learn',
  'need to uncover',
  'need to get',
  'need to work out',
  'find out',
  'figure out',
  'work out who',
  'ask who',
  'ask whether',
  'ask if',
  'ask about',
  'ask what',
  'ask how',
  'check who',
  'check whether',
  'check if',
  'confirm who',
  'confirm whether',
  'clarify',
  "didn't get",
  'did not get',
  "didn't ask",
  'did not ask',
  "didn't cover",
  "didn't discuss",
  "didn't come up",
  'did not come up',
  "didn't say",
  'did not say',
  "didn't share",
  "didn't mention",
  "didn't tell",
  "didn't have time",
  "didn't manage",
  "didn't hear",
  "didn't dig",
  "didn't touch",
  "didn't go",
  "didn't talk",
  'never got',
  'never asked',
  'never came up',
  'never heard',
  'never met',
  'never discussed',
  'never mentioned',
  'never talked',
  "couldn't get",
  "couldn't tell",
  "couldn't say",
  "couldn't confirm",
  "wouldn't say",
  "wouldn't share",
  "wouldn't tell",
  "wouldn't commit",
  "wouldn't give",
  "wouldn't put",
  "won't say",
  "won't share",
  "won't disclose",
  'would not',
  'would not say',
  'would not share',
  'would not commit',
  'refused to say',
  'ran out of time',
  'out of time before',
  'no time to',
  "couldn't get",
  "couldn't confirm",
  'could not get',
  'could not tell',
  'could not say',
  'could not confirm',
  'to be confirmed',
  'to be determined',
  'to be decided',
  'tbd',
  'tbc',
  'open question',
  'no clear',
  'no real',
  'no concrete',
  'no specific',
  'no named',
  'no obvious',
  'no identified',
  'no confirmed',
  'no formal',
  'no defined',
  'no firm',
  'nothing concrete',
  'nothing specific',
  'nothing firm',
  'nothing on',
  'nothing about',
  'nothing yet',
  'nothing so far',
  'nothing definite',
  'not yet',
  'not discussed',
  'not covered',
  'not mentioned',
  'not asked',
  'not raised',
  'not clear',
  'not known',
  'not confirmed',
  'not identified',
  'not defined',
  'not mapped',
  'not quantified',
  'without a clear',
  'without any',
  'no champion',
  'no sponsor',
  'no eb',
  'no economic buyer',
  'no budget owner',
  'no criteria',
  'no decision',
  'no process',
  'no timeline',
  'no date',
  'no metrics',
  'no numbers',
  'no pain',
  'no urgency',
  'no compelling',
  'no next step',
  'no insight',
  'no access',
  'no plan',
  'no one has',
  'nobody has',
  'hard to say',
  'none yet',
  'none so far',
  'none identified',
  "isn't a",
  'is not a',
  'not a',
  'not yet a',
  'no longer',
  'probably',
  'maybe',
  'perhaps',
  'supposedly',
  'presumably',
  'apparently',
  'allegedly',
  'might',
  'may be',
  'i think',
  'i assume',
  'i guess',
  'we assume',
  'we think',
  'i believe',
  'seems',
  'seemingly',
  'not sure if',
  'reckons',
  'rumour',
  'rumor',
  'could be',
  'remains to be seen',
  'a mystery',
  'a black box',
  'a question mark',
  'not shared',
  'not provided',
  'not given',
  'unconfirmed',
  "wouldn't describe",
  // Authority denied: "he has no say over the budget", "she's not the one who signs", "doesn't own the P&L".
  'no say',
  'no authority',
  'no budget authority',
  'no signing authority',
  'not the one who',
  'not the person who',
  'not the decision maker',
  'not the decision-maker',
  'not the economic buyer',
  'not the eb',
  'not the budget holder',
  'not the budget owner',
  ...["doesn't", 'does not', "don't", 'do not', "can't", 'cannot', "isn't able to"].flatMap((aux) =>
    ['own', 'control', 'hold', 'sign', 'sign off', 'approve', 'have the budget', 'have budget', 'have the final', 'have authority'].map(
      (verb) => `${aux} ${verb}`,
    ),
  ),
  ...UNLEARNED_TRIGGERS,
];
/** Phrases that close an absence scope to their left ("the budget owner is unknown"). */
const POST_TRIGGERS = [
  'left the company',
  'left the business',
  'has left',
  'moved on',
  'unknown',
  'none',
  'none yet',
  'never shared',
  'never confirmed',
  'unconfirmed',
  'not shared',
  'not provided',
  'unclear',
  "couldn't explain",
  "couldn't really explain",
  'could not explain',
  'undefined',
  'not defined',
  'not yet defined',
  'tbd',
  'tbc',
  'not known',
  'not clear',
  'not confirmed',
  'still open',
  'is open',
  'a mystery',
  'a question mark',
  'a black box',
  'remains to be seen',
  'never came up',
  "didn't come up",
  "hasn't come up",
  'not discussed',
  // Not decided yet: "Decision date: not set yet".
  'not set',
  'not scheduled',
  'undecided',
  'to be decided',
  'to be confirmed',
  // A promise with nothing behind it: "said she'd champion it but hasn't done anything".
  "hasn't done anything",
  'hasnt done anything',
  'has not done anything',
  "haven't done anything",
  'done nothing',
  "hasn't followed through",
  'has not followed through',
  // "Budget holder: not identified", "no budget owner identified yet".
  ...KNOWLEDGE_VERBS.flatMap((verb) => [`not ${verb}`, `not yet ${verb}`, `${verb} yet`]),
  'not yet',
  // The words view keeps the tokenizer's split of "n/a" ("Pain: n/a", "Budget: N/A.").
  'n / a',
  'n / a.',
  '?',
];
/**
 * Hedges: the writer (or the contact) guesses, and a guess about who holds the money or how the buying
 * goes is not yet a fact ("probably the GM", "Dana thinks it's the CEO", "the dean might sign instead").
 * Unlike a negation, a hedge qualifies its whole clause, the words before it too ("EB: probably the GM").
 * Only elements that are facts about people and steps take it (see `ElementEvidence.guessIsUnknown`): a
 * buyer who "thinks their late shipments are a labour problem" still states a problem.
 */
const HEDGES = [
  'probably',
  'likely',
  'maybe',
  'perhaps',
  'possibly',
  'presumably',
  'supposedly',
  'apparently',
  'allegedly',
  'might',
  'may be',
  'could be',
  'i think',
  'we think',
  'thinks',
  'i believe',
  'we believe',
  'believes',
  'i assume',
  'we assume',
  'assumes',
  'assuming',
  'i guess',
  'guesses',
  'guessing',
  'my guess',
  'a guess',
  'suspect',
  'suspects',
  'reckon',
  'reckons',
  'not sure',
  'unsure',
  'rumour',
  'rumor',
  'rumoured',
  'rumored',
  'in theory',
  // A step they may or may not take: "to let us know if they want a POC".
  'if they want',
  'if they decide',
  'whether they want',
  'considering',
];

/** Look like triggers, negate nothing. */
const PSEUDO_TRIGGERS = [
  'not only',
  'not just',
  'no doubt',
  'no matter',
  'no question that',
  'nothing but',
  'not least',
  'no longer than',
  'without doubt',
];

/** The trouble is played down: "things are fine", "it's mostly fine now", "not a big deal", "happy with their setup". */
const MINIMISED =
  / (?:things are|everything is|it's all|they're|they are|it is|it's|that's|that is|it was|things were)(?: (?:mostly|largely|basically|generally|actually|all|pretty much|pretty|really|now|fairly|more or less))* (?:fine|ok|okay|good enough|working fine|manageable|under control|not a big deal|not a problem|not an issue|no big deal)\b| happy with (?:the |their |what )| no complaints | not (?:really )?(?:a big deal|a priority|an issue|a problem|that bad) | no longer (?:a problem|an issue) /;
/** Played down by a pronoun ("..., but then said it's mostly fine now"): the whole sentence's trouble is taken back. */
const TAKEN_BACK =
  / (?:but|though|although|however) (?:[^ ]+ ){0,4}(?:it's|it is|it was|that's|that is|things are|things were|everything is) /;

const VAGUE_GOAL =
  / nothing concrete| no specifics| nothing specific yet| (?:be|become|get) more (?:data-driven|efficient|modern|digital|agile|innovative|customer-centric|productive|strategic|proactive)| next level | best-in-class | world-class | moderni[sz]e /;

/**
 * Phrases that say an element is absent without naming it: the element they stand for is fixed. In a later
 * clause that opens as `takesBackWhen` says, they take back the whole sentence's showing of it.
 */
export const IMPLIED_ABSENCE: Array<{ phrase: RegExp; topic: string; takesBackWhen?: RegExp }> = [
  {
    phrase: MINIMISED,
    topic: 'pain',
    takesBackWhen: TAKEN_BACK,
  },
  {
    // A goal in words with nothing behind them: "be more data-driven", "modernise the experience", "nothing concrete yet".
    phrase: VAGUE_GOAL,
    topic: 'goal target',
    takesBackWhen: /^ (?:but|though|although) /,
  },
  {
    phrase:
      / (?:standard|generic|canned|same|usual|stock|off-the-shelf|default) (?:deck|pitch|demo|slides|presentation|message|script)| nothing specific to | one-size-fits-all /,
    topic: 'tailor',
  },
];

export interface AbsenceScope {
  /** The words the trigger governs, as a space-delimited lower-case view. */
  scope: string;
  /** The clause it sits in; -1 for the whole sentence. */
  clause: number;
  /** The seller did not learn it ("ran out of time before", "couldn't get them to"): nothing in the clause is evidence. */
  unlearned: boolean;
  /** A hedge: the whole clause is a guess, not evidence for elements that are facts (who signs, which steps). */
  hedged?: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRegex = (phrases: string[]) =>
  new RegExp(phrases.map((p) => (/^\W/.test(p) ? escapeRegExp(p) : ` ${escapeRegExp(p)}(?= )`)).join('|'), 'g');
/** Notes typed in a hurry drop the apostrophe ("didnt get to criteria", "hasnt done anything"): both spellings count. */
// (The tokenizer may also split "didnt" into "did nt".)
const withoutApostrophes = (phrases: string[]) => [
  ...new Set(phrases.flatMap((p) => [p, p.replace(/n't\b/g, 'nt'), p.replace(/n't\b/g, ' nt')])),
];
const PRE = wordRegex(withoutApostrophes(PRE_TRIGGERS));
const POST = wordRegex(withoutApostrophes(POST_TRIGGERS));
const PSEUDO = wordRegex(PSEUDO_TRIGGERS);
const HEDGE = wordRegex(HEDGES);
const UNLEARNED = new Set(withoutApostrophes(UNLEARNED_TRIGGERS));
/** The answer to a question the seller asked, reported in the same clause ... */
const ANSWERED = / (?:he|she|they|it|[a-z]+) (?:said|says|told us|told me|explained|answered|replied|confirmed|admitted) /;
/** ... unless the answer is no answer ("they'd have to think about it and come back"). */
const NO_ANSWER =
  / (?:think about it|get back to|come back|check and|no idea|not sure|don't know|didn't know|wouldn't say|no clue|(?:did ?n't|did not|could ?n't|could not)(?: really)? say) /;
/** "Nobody in the room could say who signs": no one there knew, whatever came between. */
const NOBODY_COULD = / (?:nobody|no one|none of)(?: [^ ]+){0,6} (?:could|can|knew|was able to|were able to) /g;
/** A promise with nothing behind it ("hasn't done anything", "never followed through"). */
const NOTHING_DONE = /done anything|done nothing|followed through/;

/** What follows a trigger up to the next comma: the words it governs. */
const untilComma = (text: string, match: RegExpMatchArray) => text.slice((match.index ?? 0) + match[0].length).split(' , ')[0];

/** The absence scopes of a sentence, per clause. A question in the notes ("Who signs?") is one whole. */
export function absenceScopes(sentence: ReadSentence): AbsenceScope[] {
  const scopes: AbsenceScope[] = [];
  // A question in the notes ("Who approves it?", "Q: Where does it hurt?") is something not yet known.
  if (/\?\s*$/.test(sentence.text)) scopes.push({ scope: sentence.words, clause: -1, unlearned: true });
  // A line under a label that lists unknowns ("What I didn't get: who signs, what it costs them").
  if (fieldLabel(sentence) === 'unknowns') scopes.push({ scope: sentence.words, clause: -1, unlearned: true });
  sentence.clauses.forEach((clause, index) => {
    const text = clause.words.replace(PSEUDO, ' ~ ');
    for (const match of text.matchAll(PRE)) {
      const after = untilComma(text, match);
      // A trigger with nothing after it, behind a label, is a fill-in ('decision criteria: "need to learn"'): it governs its label.
      const before = text.slice(0, match.index);
      const fillIn =
        !/[a-z0-9]/.test(after.replace(/ (?:yet|still|tbd|for now|so far|as of now|atm) /g, ' ')) &&
        /^ (?:[^ ]+ ){1,4}(?::|-|–|—) /.test(before);
      const governed = fillIn ? before : after;
      if (/^ asked /.test(match[0])) {
        // "When I asked about their stores, he said managers build the rota in Excel": asked, and answered.
        const rest = text.slice(match.index);
        const answered = ANSWERED.test(rest) && !NO_ANSWER.test(rest);
        // "that's all he asked about last time": the buyer asking is no question of ours left open.
        const buyerAsked = /[a-z]$/.test(before) && !/ (?:i|we|i've|we've|also|then|just|only)$/.test(before);
        if (answered || buyerAsked) continue;
      }
      scopes.push({ scope: ` ${match[0].trim()} ${governed} `, clause: index, unlearned: UNLEARNED.has(match[0].trim()) });
    }
    for (const match of text.matchAll(NOBODY_COULD)) {
      scopes.push({ scope: ` ${match[0].trim()} ${untilComma(text, match)} `, clause: index, unlearned: false });
    }
    for (const match of text.matchAll(POST)) {
      const before = text.slice(0, match.index);
      const parts = before.split(' , ');
      // "she said she'd champion it, but hasn't done anything": the promise in the clause before is taken back.
      const promiseTakenBack = index > 0 && NOTHING_DONE.test(match[0]) && /^ (?:but|though|although) /.test(text);
      if (promiseTakenBack) scopes.push({ scope: sentence.words, clause: -1, unlearned: false });
      else scopes.push({ scope: ` ${parts[parts.length - 1]} ${match[0].trim()} `, clause: index, unlearned: false });
    }
    HEDGE.lastIndex = 0;
    if (HEDGE.test(text)) scopes.push({ scope: text, clause: index, unlearned: false, hedged: true });
    for (const implied of IMPLIED_ABSENCE) {
      if (!implied.phrase.test(text)) continue;
      const takenBack = index > 0 && implied.takesBackWhen !== undefined && implied.takesBackWhen.test(text);
      scopes.push({ scope: ` ${implied.topic} ${text} `, clause: takenBack ? -1 : index, unlearned: false });
    }
  });
  return scopes;
}
