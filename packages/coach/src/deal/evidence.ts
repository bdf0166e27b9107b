// The evidence readers the methodology packs (../packs) choose from: what an element needs as evidence in deal notes, read from a clause of the notes
// (see ../language): not a keyword but a fact of the right kind. Metrics is a measured quantity tied to
// the buyer's outcome; Economic Buyer a person with authority over the money; Decision Process ordered
// buying steps, approvers or dates; Champion an insider acting for us; and so on. `topic` names what an
// absence statement must be about to make the element unknown ("no idea who signs" -> Economic Buyer).

import { phrases } from '../language/phrases.js';
import type { Clause, Quantity, ReadSentence } from '../language/read-text.js';

export interface ElementEvidence {
  /** Words that tie an absence statement to this element. */
  topic: RegExp;
  /** How strongly a clause shows the element (0: not at all). */
  strength(clause: Clause, sentence: ReadSentence): number;
  /** The element is a fact about people or steps: a hedged clause ("probably the GM") leaves it unknown. */
  guessIsUnknown?: boolean;
  /** The element is a fact of the buyer's business (their numbers, problems, setup, goals), not of people or steps. */
  buyersBusiness?: boolean;
  /**
   * The learned reader never overrules a rule's reading of this element: it has seen too few of them to call
   * one all but impossible. Tailoring only (in about one note in eight): leave-one-set-out over the 28
   * writers no rule was fitted to, the veto takes tailoring from 85% / 7% to 76% / 5%, and teaching from
   * 95% / 24% to 90% / 14%.
   */
  rulesStand?: boolean;
}

/**
 * A clause of a kind that is not this element's evidence whatever its words (a group approving, our price,
 * a study of peers): the learned reader (evidence-model.ts) does not read it either.
 */
export const NOT_EVIDENCE = -1;

const hit = (pattern: RegExp, view: string) => (pattern.test(view) ? 1 : 0);
/** A clause about other companies (research, peers, benchmarks) states no fact of this buyer's. */
const ABOUT_PEERS = phrases([
  'stat|statistic|statistics from',
  '(i|we) (also )?(shared|showed|told them|explained) that',
  'we work with',
  'across (the|all|our) ~ (customers|clients|members|sites|firms|companies|banks|hospitals|schools|practices|stores)',
  'research|study|survey|report|benchmark|benchmarks|data ~ shows|showed|showing|suggests|found|says|that',
  'our study|data|research|benchmark|analysis',
  '(study|research|survey|data) of',
  'industry average',
  'peers',
  'peer number|numbers|group|groups',
  // What others did: "every nursing school in the state uses...", "their pass rate jumped after switching".
  'other schools|hospitals|firms|companies|clinics|banks|stores|plants|carriers|districts|practices|insurers|utilities',
  'every school|hospital|firm|company|clinic|bank|store|plant|carrier|district|practice|insurer|utility in',
  'after switching|moving|migrating',
  '(companies|teams|firms|organisations|organizations) like (them|theirs|yours)',
  'of their size',
  'typically',
]);

/**
 * A clause whose subject is the seller ("I pushed back...", "we declined..."), not opening inside a quote of
 * the buyer: "I walked him through our data, and he said 'we hire for the wrong end'" is the seller's act.
 */
function sellerActs(clause: Clause, sentence: ReadSentence): boolean {
  const words = afterLabel(clause.words);
  return (/^ (?:i|we|i've|we've|i'd|we'd) /.test(words) || SELLER_SHORTHAND.test(words)) && !opensInQuote(clause, sentence);
}
/** Note shorthand drops the seller's "I": "Pushed back - net-45", "Countered with...", "Sent the proposal". */
const SELLER_SHORTHAND =
  /^ (?:pushed back|countered|counter-offered|offered|proposed|sent|booked|held|declined|quoted|demoed|presented|pitched|walked them|showed them|emailed|followed up) /;

/** The seller reports what they learned ("we found out their audit is in May"): the fact is the buyer's. */
const SELLER_LEARNED = phrases(['(i|we) ~ (learned|learnt|heard|found out|was told|were told|noticed|confirmed|discovered)'], 1);

/** An odd number of quotation marks before the clause: it opens inside someone's quoted words. */
function opensInQuote(clause: Clause, sentence: ReadSentence): boolean {
  return sentence.tokens.slice(0, clause.from).filter((t) => /^["“”'‘’]$/.test(t.text)).length % 2 === 1;
}

/**
 * A clause without its time stamp and field label ("[14:18] I told...", "10:30 Next step: I booked..." ->
 * "I told...", "I booked..."): notes taken during a call stamp each line.
 */
function afterLabel(words: string): string {
  const stamp = /^ (?:\[ )?\d{1,2}[:.]\d{2}(?: ?[ap]m)?(?: \])? (?:[-–] )?/.exec(words);
  const rest = stamp ? ` ${words.slice(stamp[0].length)}` : words;
  const label = /^ (?!(?:i|we|they|she|he) )(?:[^ ]+ ){1,4}: /.exec(rest);
  return label ? ` ${rest.slice(label[0].length)}` : rest;
}

/** The sentence quotes someone ("she said 'we lose two days'"), so its "we" may be the buyer's. An apostrophe inside a word is not a quote. */
function quotesSomeone(sentence: ReadSentence): boolean {
  return /["“”]|(?:^|\s)['‘]/.test(sentence.text);
}

const quantitiesIn = (sentence: ReadSentence, clause: Clause): Quantity[] =>
  sentence.quantities.filter((q) => q.at >= clause.from && q.at < clause.to);

// ---- shared vocabulary -------------------------------------------------------------------------

const PERSON = phrases([
  'cfo|ceo|coo|cro|cio|cto|ciso|cmo|cpo|chro|vp|svp|evp|avp|president|director|head|owner|founder|co-founder|partner|gm|chief',
  'controller|treasurer|principal|superintendent|dean|chair|chairman|chairwoman|commissioner|md|provost|administrator|he|she',
  '(managing director|general manager|business owner|finance lead|finance director|vp finance)',
]);
/**
 * A group that approves (a board, a committee, the partners) is a step of the buying process, not a
 * person with authority over the money: LABELLING.md asks for a person or a title.
 */
const GROUP_WORDS = new Set(
  'board boards committee committees sub-committee subcommittee council councils panel panels trustees governors cabinet partners steerco commission supervisors leadership'.split(
    ' ',
  ),
);
const GROUP = phrases([[...GROUP_WORDS].join('|'), '(exec|executive|leadership|management|senior) team']);
const GROUP_DECIDES = phrases([
  `${[...GROUP_WORDS].join('|')} ~ votes|vote|voted|approves|approve|approved|decides|decide|decided|signs|sign|signed`,
]);
/** Authority over the money or the final yes. */
const AUTHORITY = phrases([
  'economic buyer',
  'eb',
  'budget owner|holder|authority',
  'owns|own|owned|controls|control|controlled|holds|hold|releases|manages|runs|run ~ budget|budgets|p&l|' +
    'purse|purse-strings|spend|spending|money|funds|funding|cheque|checkbook',
  'signs|sign|signed|signing ~ off',
  'sign-off|signoff|sign-offs',
  'signs|sign|signed|signing|approves|approve|approved|approving|authorizes|authorises|authorize|' +
    'authorise ~ contract|contracts|po|pos|purchase|purchases|deal|investment|spend|budget|anything|' +
    'everything|all|invoices|software|tools|it|cheques|cheque|checks|capex|opex|envelope|funding|' +
    'paperwork|agreement|order',
  'funding|money|budget|funds ~ come|comes|coming|came from',
  'order form',
  'final say|word|call|decision|sign-off|approval|signature|yes',
  // "on the last call" is the previous meeting; "has the last call" is authority.
  'last say|word|decision|sign-off|approval|signature|yes',
  '(has|have|had|gets|get|makes|make) the last call',
  'signing authority',
  // "within what he can approve himself", "within her sign-off limit".
  '(can|could) (approve|sign|sign off) ~ (himself|herself|alone|on his own|on her own)',
  'within (his|her) ~ (authority|budget|limit|sign-off|approval|signing)',
  'signatory',
  'approver',
  'approval authority',
  'has|have the authority',
  'veto',
  'decision maker|makers',
  'decision-maker|decision-makers',
  'makes|make the call',
  'calls the shots',
  'budget sits|comes|is with',
  'money comes from',
  'votes|vote|voted on',
  // "decides at the board meeting", "decided on Tuesday"; not a choice made ("decided to stay on their setup").
  '(decide|decides|decided) (at|on|whether)',
  '(decide|decides|decided) (it|this|that) (at|on)',
  '(frozen|froze|freeze|freezes) ~ (spend|budget|spending)',
  'for approval',
  'the one who ~ (decide|decides|decided|signs|sign|pays|pay|approves|approve|holds|controls)',
  'for (signature|sign-off|final approval)',
  'budget|money|spend|p&l|funding ~ (held|owned|controlled|managed|signed off|approved) by',
  '(held|owned|controlled) by the|their ~ (cfo|ceo|coo|vp|director|head|owner|gm|president|chief|controller|treasurer)',
  '(makes|make|made|making) ~ (spending|buying|purchasing|purchase|budget|money|final) ~ (decision|decisions|call|calls)',
  '(every|all|any) ~ (spending|buying|purchasing|purchase|budget) ~ (decision|decisions)',
  '(decides|decide|decided) ~ (how|where|what) ~ (spent|spend|money|budget|funds)',
  '(has|holds|controls) ~ (budget|funds|money) ~ (approved|allocated|set aside|earmarked)',
  'writes the cheque|check',
  'holds the purse',
  'budget is hers|his',
  'it is her|his call',
  "it's her|his call",
  'her|his (call|budget|money)',
]);
const CALLED_EB = phrases(['economic buyer', 'eb', 'budget owner|holder']);
/** Done by hand or on paper: the buyer's daily work, not the purchase. */
const BY_HAND = phrases(['on|in|via|through ~ (paper|excel|spreadsheet|spreadsheets|fax|whatsapp|clipboards)', 'manually', 'by hand']);
/** "managing partner (Ellis) signs, confirmed by...", "Olivia Kerr signs.": the verb alone, closing its clause, after who does it. */
const SIGNS_ALONE = / (?:signs|approves|decides|signs off)(?= (?:[,.;:]|-|–|—)(?: |$)| ?$)/;
function signsAlone(clause: Clause, sentence: ReadSentence): RegExpExecArray | null {
  const match = SIGNS_ALONE.exec(clause.words);
  if (!match) return null;
  const tokens = sentence.tokens.slice(clause.from, clause.to);
  const at = tokens.findIndex((t) => /^(?:signs|approves|decides)$/.test(t.lower));
  const before = tokens[at - 1];
  const doer = before && (before.pos === 'PROPN' || before.pos === 'PRON' || before.text === ')' || PERSON.test(` ${before.lower} `));
  return doer ? match : null;
}
const ASKING_WHO = / (?<!, )(?:who|whoever|whether|if) (?:[^ ]+ ){0,2}$/;

const MEASURE_CONTEXT = phrases([
  'cost*',
  'lose|loses|losing|lost|loss|losses',
  'save|saves|saving|savings|saved',
  'spend|spends|spent|spending',
  'waste*',
  'take|takes|taking|took|taken',
  'reduce*',
  'cut|cuts|cutting',
  'increase*',
  'improv*',
  'grow|grows|growing|grew|growth',
  'drop*',
  'fall|falls|fell',
  'rise|rises|rose',
  'doubl*',
  'tripl*',
  'halv*',
  'rate',
  'average*',
  'target*',
  'goal*',
  'aim*',
  'want*',
  'need*',
  'under',
  'below',
  'above',
  'over',
  'within',
  'less than',
  'more than',
  'at least',
  'per',
  'a month|year|week|day|quarter',
  'each|every month|year|week|day|quarter|shift',
  'annual*',
  'monthly',
  'weekly',
  'backlog',
  'delay*',
  'late',
  'slip*',
  'miss*',
  'churn*',
  'error*',
  'revenue',
  'margin*',
  'roi',
  'payback',
  'worth',
  'impact',
  'run|runs|running at',
  'is|are|was|were|sits|sit|stands|hovers|averages|averaging|peak|peaks',
  'up|down ~ %|percent',
  'from ~ to',
  'went|gone|go up|down',
  'only',
  'instead of',
  'accuracy',
  'fines',
  'penalt*',
  'overtime',
  'turnover',
  'attrition',
  'no-shows',
  'downtime',
  'outage*',
  'fire|fires',
  'incident*',
  'wait*',
  'resolution',
  'response',
  'cycle',
  'turnaround',
  'close|closes|closing',
]);
const COMMERCIAL = phrases([
  'said no to',
  'the number is',
  'get back to us|me',
  'picked|chose|went with',
  'discount*',
  '%|percent off',
  'offer|offered|offering',
  'our price|pricing|quote|proposal|offer|fee|fees',
  'pricing',
  // A quote for this deal, not the buyer's own quoting ("jobs are quoted from memory").
  '(a|the|their|lower|higher|competing|rival|best|final|revised|new|formal) quote',
  '(quote|quoted) (us|them|him|her|at|for|a|$|€|£)',
  'list price',
  'license|licence fee|fees',
  'per seat|user|license|licence',
  'seat price',
  'contract value',
  'acv',
  'arr',
  'tcv',
  'deal size|value',
  'the deal is',
  'budget (of|is|for this|around|approx*)',
  'price|prices',
  'cheaper',
  'expensive',
  'renewal price',
  'uplift',
  'proposal|proposals',
]);
/** Terms being negotiated: ours, not the buyer's outcome or problem. */
const NEGOTIATED_TERMS = phrases([
  'liability cap',
  'payment terms',
  'redline|redlines',
  'year-one|first-year ~ spend|cost|fee|fees|price',
  'for free',
  // The incumbent bundling it: "threw it in free with their renewal".
  'threw|throws|thrown|throw ~ in',
  'we said no|yes',
  "(we'd|we would|we'll|we will|we won't|we will not|we can't|we cannot) ~ (accept|move|budge|agree|go|drop|match|give)",
  'procurement* ~ (target|ask|asks|wants|want)',
  // Our offer on terms: "we can do 3% if they sign by Dec 15, otherwise list stands".
  '(we|i) can do ~ %|percent|$|€|£',
  'list|price stands',
]);
const MEETING_TALK = phrases([
  // What they could not tell us is a gap in our notes, not a trouble of their business.
  "(can't|cannot|couldn't|could not|wouldn't|would not) ~ (tell|say) (us|me) (who|whether|if)",
  "(can't|cannot|couldn't|could not|wouldn't|would not) answer (us|me|my|our)",
  '(minutes|minute|hour|hours|mins) with',
  'deep dive|deep-dive',
  'on the call|mtg|meeting|demo',
  '(call|meeting|mtg|demo|session) ~ cut|rescheduled|moved|cancelled|canceled|double-booked|overran',
  'parking',
  '(call|meeting|demo|session|mtg) ~ for|lasted|ran',
  'attended',
  'joined|left ~ late|early|after',
  'minutes late',
]);
const OUR_PRODUCT = phrases([
  'our|we ~ product|platform|tool|module|app|software|solution|implementation|onboarding|setup|team|sdk|' +
    'api|integration|connector|support|template|templates|importer|import',
]);
const THRESHOLD = phrases([
  'approv*|sign*|sign-off|authority|authori* ~ (above|over|anything|everything|up to|more than|beyond|exceeding|under|below)',
  'any|anything|everything|all ~ above|over|exceeding|beyond|under|below',
  'sign-off|signing|approval|spend|spending|purchase|purchasing|signature limit|limits|threshold|thresholds',
  'purchases|purchase|spend|contracts|contract|deals|orders|invoices ~ over|above|exceeding|beyond',
]);
const EVENT_NOUN = phrases([
  'fire|fires|outage*|incident*|breach*|accident*|injur*|escalation*|complaint*|ticket*|error*|defect*|' +
    'recall*|return*|refund*|chargeback*|no-show*|stockout*|finding*',
  'audit finding*',
  'fine|fines|penalt*|tender|tenders|bid|bids|renewal|renewals|deal|deals|customer|customers|client|' +
    'clients|account|accounts|order|orders|shipment*|deliver*|hire|hires|resignation*|churn*|lead|leads|' +
    'opportunit*|referral*|patient*|claim*|write-off*',
]);
const EVENT_CHANGE = phrases([
  'lose|loses|losing|lost',
  'miss*',
  'cost*',
  'drop*',
  'churn*',
  'had|have|has|saw|see|seen',
  'went up|down',
  'increase*',
  'doubl*',
  'tripl*',
  'per|a|each|every month|year|week|day|quarter',
  'last year|quarter|month',
  'this year|quarter',
]);

const PAIN_WORDS = phrases([
  'problem|problems',
  'issue|issues',
  'challeng*',
  'struggl*',
  'frustrat*',
  'pain|pains|painful',
  'bottleneck*',
  'broken',
  'error|errors|error-prone',
  'mistake*',
  'rework',
  'slow|slower|slowly|slowness',
  'delay|delays|delayed',
  'late|lateness',
  'backlog*',
  'churn*',
  'complain*',
  'complaint*',
  'outage*',
  'downtime',
  'overwhelm*',
  'burnout',
  '(burn out|burned out|burnt out)',
  'turnover',
  'attrition',
  '(nobody|no one) trusts',
  "don't|doesn't trust",
  'out of date',
  'outdated',
  'clunky',
  'fragmented',
  'siloed',
  'silos',
  'disconnected',
  'duplicate*',
  'inconsistent',
  'inaccurate',
  'unreliable',
  'crash*',
  'fail|fails|failing|failed|failure|failures',
  'breach*',
  'fines',
  'penalt*',
  'audit finding*',
  'stockout*',
  'stock-out*',
  'overstock*',
  'overstaff*',
  'understaff*',
  'bad|poor|worse|worst',
  'over budget',
  'incomplete',
  '(wait|waits|waiting) ~ (hours|days|weeks|months)',
  '(wait|waits|waiting|queue|queues|queuing|sit|sits) ~ for (hours|days|weeks|months)',
  "(don't|doesn't|didn't|do not|does not|never|rarely) (get through|arrive|turn up|show up|reach)",
  'avoid|avoids|avoiding',
  'clash|clashes|clashing',
  'conflict|conflicts',
  'affected|affects|affecting',
  'disrupt*',
  'shortage*',
  'no-show*',
  'drop-off*',
  'drop off',
  'leak*',
  'waste|wastes|wasted|wasting',
  'lose|loses|losing|lost',
  'miss|misses|missed|missing',
  'fire|fires',
  'accident*',
  'injur*',
  'escalat*',
  'firefight*',
  '(get around|work around|workaround*)',
  'leave|leaves|stay|stays ~ late',
  'headache*',
  'nightmare',
  'worried|worries|worry',
  'at capacity',
  "can't keep up",
  'behind',
  'overrun*',
  'overdue',
  'scrap',
  'defect*',
  'recall*',
  'shrink',
  'confus*',
  'tedious',
  'time-consuming',
  'cumbersome',
  'chaos',
  'chaotic',
  'spiral*',
  'bleeding',
  'stuck',
  'hurting',
  'suffer*',
  'at risk',
  'risk of',
  'risky',
  'exposed',
  'non-compliant',
  'violations',
  'declin*',
  'too long|slow|many|much|hard|complex|manual|late',
  'takes forever',
  'poor|bad|low ~ reviews|quality|service|visibility|data|adoption|morale|scores|ratings|uptime|accuracy|margins',
  '(queue|queues|long wait|long waits|long lines)',
  'mislabel*|misroute*|misplac*|misfil*|miscount*|misquot*|miscommunicat*|misalign*|mis-*',
  'rerun*|re-run*|redo|redone|resubmit*',
  'empty|idle|underused|underutili*|unused',
  'bounce*',
  'abandon*',
  'drag*',
  'blind spot*',
  'guesswork',
  'guess|guessing',
  'chase|chasing',
  're-key*|rekey*|re-enter*',
]);
const INABILITY = phrases([
  "(can't|cannot|couldn't|can not) ~ tell|see|find|get|track|trust|know|keep|scale|hire|answer|meet|hit|" +
    'report|forecast|plan|predict|ship|deliver|respond|close|reconcile|measure|prove|access|spot|catch',
  'unable to',
  'no way to',
  'no visibility',
  'no single|real-time|central|reliable ~ view|source|record|picture',
  'hard|difficult|impossible to',
  'struggle to',
  'have|has to manually|chase|re-key|rekey|re-enter',
  "(don't|doesn't|do not|does not) know (which|when|where|how many|how much|whether|what)",
  'only find out',
  'only learn',
  'until (payroll|month-end|month end|quarter-end|the end|after)',
  'by the time',
  'not able to',
  'nobody can',
  'no one can',
  'never know',
  "(could not|couldn't|cannot|can't) ~ (guarantee|cover|meet|deliver|keep up|staff|fill)",
  'can never|never ~ find|know|see|get|tell|trust|reconcile',
]);
// A deal we lost, its name of a few words between: "we lost the Santa Lucia University deal in March".
const LOST_DEAL = phrases(['(we|i) lost ~ (deal|opportunity|bid|tender|rfp|renewal)'], 5);
const SELLER_TROUBLE_PHRASES = phrases([
  "(i|we|i'd|we'd|i've|we've) missed",
  "(deal|deal's|deal is|deal has|deal's been|deal has been) ~ (stuck|stalled|slipped|slipping|dead|dark)",
  'lost deal|opportunity|opp',
  'closed-lost|closed lost',
  '(we|i) lost (it|out)',
  'lost to incumbent|competitor|competition|rival',
  'lost to (the|an|a|their) (incumbent|competitor|competition|rival)',
  // Our own stake in a deadline: "PO by 7/26 or we lose the Aug implementation slot".
  '(or|otherwise|else) (we|i) (lose|lost|miss|would lose)',
  'our demo|deck|slides|trial|platform|product|team|call|laptop|sandbox|integration|proposal|pricing',
  'we had|ran|hit ~ technical|audio|projector|wifi|connection',
  '(demo|sandbox|trial|pilot) ~ (env|environment|instance|site|login|video) ~ (crash*|broke|down|failed|froze)',
  '(demo|sandbox) (crashed|broke|froze|failed)',
  'on our side',
  'our end',
  'from our side',
  'our own',
  'our ~ (team|legal|finance|billing|contracts|side|fault|mistake|error|countersignature)',
  "(vendor's|vendor|supplier's) ~ (issue|issues|problem|problems|delay|delays|bug|bugs|certificate)",
  'sandbox',
]);
const SELLER_TROUBLE = new RegExp(`${SELLER_TROUBLE_PHRASES.source}|${LOST_DEAL.source}`);
/**
 * What other buyers did and our own trouble (a deal we lost, our demo, our side's delay) are not this buyer's
 * measure or problem in any words: neither the rules nor the learned reader read them as such.
 */
const notTheirs = (view: string) => ABOUT_PEERS.test(view) || SELLER_TROUBLE.test(view);
const PRICE_OBJECTION = phrases([
  'too expensive',
  '(price|pricing|cost of our|cost of the tool|budget) ~ concern*|objection*|worr*|pushback|issue|problem',
  'concern* ~ price|pricing|cost|budget',
]);

const BUYING_STEP = phrases([
  'security review|questionnaire|assessment',
  'infosec',
  'procurement',
  'purchasing',
  'legal|legals',
  'redline*',
  'msa',
  'contract review|signature|signing|negotiation|redlines',
  'sign the contract',
  'signature',
  'po',
  'purchase order',
  'rfp',
  'rfi',
  'rfq',
  'tender',
  'itt',
  'itn',
  'market engagement',
  'mini-competition',
  'call-off',
  'award',
  'framework',
  'poc',
  'proof of concept|value',
  'pilot',
  'trial',
  'steering committee',
  'committee approval|review|sign-off|meeting|meets|decision',
  'committee ~ approves|signs|decides|meets',
  'board meeting|approval|review',
  'budget approval|cycle|review',
  'approval|approvals',
  'approves|approve',
  'signed|approved|awarded ~ on|by',
  'vendor onboarding|review|assessment|risk|registration',
  'it review',
  'architecture review',
  'shortlist*',
  'business case',
  'committee',
  'final presentation',
  'bake-off',
  'site assessment|visit|visits',
  'board vote',
  '(vendor|product|final|scripted) demos',
  '(privacy|data-privacy|data|legal|it|security|compliance|vendor|technical|architecture|procurement|risk) review',
  'before it can be (purchased|bought|signed|approved)',
  'reference check*|call*',
  'three quotes',
  'quotes',
  'bids',
  'evaluation',
  'sign the',
  'to sign',
  'will sign',
  'sign-off',
  'dpa',
  'compliance review',
]);
const SEQUENCE = phrases([
  'then',
  'after that',
  'followed by',
  'before',
  'once',
  'after',
  'first',
  'next',
  'finally',
  '->',
  '→',
  '>',
  'step|steps',
  'stage|stages',
  'phase|phases',
  'goes to',
  'go to',
  'moves to',
  'sign off',
  'signs off',
  'approves',
]);
const APPROVING = /^(?:approves|approve|approval|approvals)$/;
const APPROVING_ALL = / (?:approves|approve|approval|approvals|sign off|signs off) /g;
const DAY_ORDINALS = Array.from(
  { length: 31 },
  (_, i) => `${i + 1}${[11, 12, 13].includes(i + 1) ? 'th' : (['th', 'st', 'nd', 'rd'][(i + 1) % 10] ?? 'th')}`,
).join('|');
const DATE = phrases([
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec',
  'q1|q2|q3|q4',
  'h1|h2',
  'next week|month|quarter',
  'this week|month|quarter',
  'end of',
  'monday|tuesday|wednesday|thursday|friday',
  'fy*',
  'year-end',
  'by the',
  'within ~ weeks|days|months',
  'in ~ weeks|days|months',
  '2025|2026|2027|2028',
  'weeks',
  'deadline',
  'date',
  // Weekday abbreviations and day ordinals as notes write them: "thurs 19th", "on the 3rd".
  'tue|tues|wed|weds|thu|thur|thurs|fri',
  DAY_ORDINALS,
]);
const PROCESS_PHRASE = phrases([
  'decision|buying|approval|purchasing|procurement|evaluation|selection|sign-off ~ process|path|steps|timeline',
  'decision date|deadline',
  'decide|decision|sign|close|signature|go-live|award ~ by|on|in|before|planned|scheduled|targeted|expected',
]);

// ---- the elements ----------------------------------------------------------------------------------

const metricsTopic = phrases([
  'metric*',
  'kpi*',
  'number|numbers',
  'quantif*',
  'roi',
  'business case',
  'value',
  'cost',
  'measure*',
  'baseline',
  'success criteria',
  'target*',
  'impact',
]);

/** Agreed success measures are metrics even when written as criteria. */
const SUCCESS_MEASURE = phrases(['success', 'target|targets', 'kpi|kpis', 'goal|goals']);
const KPI_MENTION = phrases(['kpi|kpis', 'success metric*']);
/** A named business measure with a number is a metric even without a unit ("NPS above 40"). */
const KPI_NAMES = phrases([
  '(nps|oee|dso|dpo|csat|mttr|mttd|aht|arr|mrr|cac|ltv|ebitda|churn|margin|margins|turnover|utilisation|' +
    'utilization|occupancy|yield|conversion|fill rate|on-time|first-contact resolution|win rate|attrition|' +
    'retention)',
]);
/** The number belongs to the named measure ("retention at 81%", "NPS above 40"), not to anything else in the clause ("briefed two trustees on why retention matters"). */
function kpiBeside(sentence: ReadSentence, quantity: Quantity): boolean {
  return KPI_NAMES.test(wordsAround(sentence, quantity.at - 4, quantity.at + 4));
}
/** The sentence's words from token `from` up to `to`, as a space-delimited view. */
const wordsAround = (sentence: ReadSentence, from: number, to: number) =>
  ` ${sentence.tokens
    .slice(Math.max(0, from), to)
    .map((t) => t.lower)
    .join(' ')} `;
/** Time until an event, not a measure: "follow-up audit in 9 months", "contract renews within 6 weeks". */
const TIME_UNTIL = phrases([
  '(audit|inspection|exam|renewal|review|deadline|go-live|launch|visit|assessment|election|merger|contract|lease|' +
    'license|licence|season|meeting|board|cutover|migration|expires|ends|starts|renews|due|lapses) ~ (in|within)',
]);
const untilEvent = (sentence: ReadSentence, quantity: Quantity) =>
  quantity.kind === 'duration' && TIME_UNTIL.test(wordsAround(sentence, quantity.at - 4, quantity.at));

export const measuredOutcome: ElementEvidence = {
  buyersBusiness: true,
  topic: metricsTopic,
  strength(clause, sentence) {
    const view = clause.words;
    if (notTheirs(view)) return NOT_EVIDENCE;
    if (
      COMMERCIAL.test(view) ||
      NEGOTIATED_TERMS.test(view) ||
      THRESHOLD.test(view) ||
      MEETING_TALK.test(view) ||
      OUR_PRODUCT.test(view) ||
      (REQUIREMENT.test(view) && !SUCCESS_MEASURE.test(view))
    )
      return 0;
    const quantities = quantitiesIn(sentence, clause);
    const measured = quantities.filter((q) => q.kind !== 'count' && !untilEvent(sentence, q));
    if (measured.length > 0 && MEASURE_CONTEXT.test(view)) return 1 + Math.min(1, measured.length - 1);
    // Counted events with a change or a period ("three warehouse fires last year", "lost 4 deals").
    if (quantities.some((q) => q.kind === 'count') && EVENT_NOUN.test(view) && EVENT_CHANGE.test(view)) return 1;
    if (KPI_NAMES.test(view) && quantities.some((q) => kpiBeside(sentence, q))) return 1;
    return hit(KPI_MENTION, view);
  },
};

export const authorityOverMoney: ElementEvidence = {
  guessIsUnknown: true,
  topic: phrases([
    'economic buyer',
    'eb',
    'budget',
    'budget owner|holder',
    'sign*',
    'sign-off',
    'approv*',
    'spend',
    'final say|call|word',
    'p&l',
    'authority',
    'decision maker*',
    'decision-maker*',
    'money',
    'funds',
    'who pays',
  ]),
  strength(clause, sentence) {
    const view = clause.words;
    // Approvals in their daily work ("the wire team approves payments on paper sign-off sheets") are how they work.
    if (BY_HAND.test(view)) return 0;
    const alone = signsAlone(clause, sentence);
    const matches = [...view.matchAll(globalVersion(AUTHORITY)), ...(alone ? [alone] : [])];
    // "... then the Board of Supervisors votes": a group deciding is a step, not a person (see below).
    if (matches.length === 0) return GROUP_DECIDES.test(view) && !PERSON.test(view) ? NOT_EVIDENCE : 0;
    const tokens = sentence.tokens.slice(clause.from, clause.to);
    // A capitalised word near a group word names the group ("the Finance Committee", "Board of Supervisors");
    // a month or a weekday is a date, not a name.
    const inGroupName = (i: number) => tokens.slice(Math.max(0, i - 2), i + 3).some((t) => GROUP_WORDS.has(t.lower));
    const named = tokens.some(
      (t, i) => t.pos === 'PROPN' && !t.masked && /^[A-Z]/.test(t.text) && !inGroupName(i) && !DATE.test(` ${t.lower} `),
    );
    const person = PERSON.test(view) || named;
    let groupOnly = false;
    for (const match of matches) {
      // "who approves the spend" asks for the economic buyer; it does not name one.
      if (ASKING_WHO.test(view.slice(0, (match.index ?? 0) + 1))) continue;
      // Who holds the authority: the words leading up to it in its own step ("..., then the board signs off").
      // A group is not a person with authority over the money, unless the notes call it the economic buyer;
      // a person further on may still hold it ("the board approved the spend, GM Walt Jensen signs").
      const holder =
        view
          .slice(0, (match.index ?? 0) + 1)
          .split(/ (?:,|;|then|and|after|before|but) /)
          .pop() ?? '';
      const groupHolds = GROUP.test(holder) ? !PERSON.test(holder) : !person && GROUP.test(view);
      if (groupHolds && !CALLED_EB.test(view)) {
        groupOnly = true;
        continue;
      }
      return person ? 2 : 1;
    }
    return groupOnly ? NOT_EVIDENCE : 0;
  },
};

const REQUIREMENT = phrases(
  [
    'criteria',
    'criterion',
    'requirement|requirements',
    'must-have|must-haves',
    'must have|haves',
    'nice-to-have*',
    'deal-breaker*',
    'dealbreaker*',
    'deal breaker*',
    'non-negotiable',
    'non-starter|nonstarter|showstopper|show-stopper',
    'non starter',
    '(whatever|whichever|any) ~ (they buy|they pick|they choose|tool|vendor|system|solution|platform|product|software|supplier|provider) ~ (has to|have to|must|needs to|need to|will have to)',
    'only (buy|look at|consider|evaluate|accept|shortlist) ~ (if|tools|vendors|solutions|systems|platforms|products|suppliers|providers)',
    'scorecard',
    'judge vendors|suppliers|bidders',
    'score|scores|scoring|scored|assess|assessing|rate|rating ~ vendors|options|us|suppliers|bidders|proposals|tenders|providers',
    'evaluat* ~ on|against|based',
    'compar* ~ on|against',
    'rule|rules|ruled out',
    'deciding factor*',
    'key factor*',
    'weighted|weighting',
    // "evaluation: 40% technical, 30% cost": how they will score the bids.
    'evaluation|scoring|selection|award|weights|weighting ~ : ~ %',
    'looking for a|an ~ vendor|solution|partner|tool|platform ~ that|with|which',
    "won't consider",
    'only consider*',
    'top priority for the selection',
    'need|needs|require|requires|want|wants (it|something|(the|a) (tool|platform|solution|vendor|system)) to|that',
    'has|have|must|needs|need to (integrate|support|comply|connect|sync|work with|be hosted|be compliant|pass)',
    'must integrate|support|comply|handle|meet|scale|connect|sync|offer|include|provide|pass',
    'must work with',
    'must be compliant|certified|hosted|accessible|available',
    '(must|has to|have to|needs to|need to) be ~ (compliant|certified|validated|hosted|accredited|approved)',
    '(must|has to|have to|needs to|need to) ~ work with',
    'integrat* with',
    'uptime sla|guarantee|requirement',
    'sla|slas|uptime ~ requirement|requirements|guarantee|commitment|of',
  ],
  2,
);
export /** A standard or a hosting demand is a criterion when it is required, not when it is mentioned. */
const STANDARD = phrases([
  '(soc 2|soc2|iso 27001|iso27001|gdpr|hipaa|sso|fedramp|pci|pci-dss|wcag|section 508|single sign-on|' +
    'data residency|on-prem|on-premise|on-premises|eu hosting|uk hosting)',
]);
const REQUIRED = phrases([
  '(need|needs|must|require|requires|required|requirement|requirements|mandatory|criteria|' +
    'non-negotiable|must-have|must-haves|hard requirement|have to|has to|deal-breaker|only consider)',
]);

const IN_FORCE = phrases(['take|takes|took effect', '(come|comes|came) into (force|effect)', 'kick|kicks|kicked in']);
export const statedRequirements: ElementEvidence = {
  topic: phrases([
    'criteria',
    'requirement*',
    'must-have*',
    'must have*',
    'scorecard',
    'deal-breaker*',
    'evaluat*',
    'compar*',
    'what matters',
    'priorit*',
  ]),
  strength(clause) {
    const view = clause.words;
    // Rules coming into force ("the new documentation requirements take effect 1 January") are a deadline, not how they choose.
    if (IN_FORCE.test(view)) return 0;
    return hit(REQUIREMENT, view) || (STANDARD.test(view) && REQUIRED.test(view) ? 1 : 0);
  },
};

export const buyingSteps: ElementEvidence = {
  guessIsUnknown: true,
  topic: phrases([
    'decision process',
    'process',
    'procurement',
    'legal',
    'steps',
    'timeline',
    'timing',
    'how they buy',
    'approval',
    'approv*',
    'paper process',
    'sign',
    'signature',
    'close date',
    'decision date',
    'when they decide',
    'how they decide',
  ]),
  strength(clause, sentence) {
    const view = sentence.words;
    if (BY_HAND.test(clause.words)) return 0;
    // A signing threshold names the economic buyer; with a date, or followed by further steps in order
    // ("sign-off from the CFO above $100k, then procurement"), it is also a step of the process.
    if (THRESHOLD.test(clause.words) && !DATE.test(view) && !(SEQUENCE.test(view) && countMatches(view, BUYING_STEP) >= 2)) return 0;
    const steps = BUYING_STEP.exec(clause.words);
    if (PROCESS_PHRASE.test(clause.words) && DATE.test(view)) return 2;
    if (!steps) return 0;
    const stepCount = countMatches(view, BUYING_STEP);
    // Who approves what, with no date and no other step ("the GM approves all capex"), is a standing
    // authority: the economic buyer's, not a step of this purchase. The approval is not its own sequence.
    if (stepCount === 1 && APPROVING.test(steps[0]) && !DATE.test(view) && !SEQUENCE.test(view.replace(APPROVING_ALL, ' '))) return 0;
    if (stepCount >= 2 && (SEQUENCE.test(view) || / , /.test(view))) return 2;
    if (
      DATE.test(view) ||
      SEQUENCE.test(view) ||
      /(?:^| )(?:needs|requires|require|need|goes through|go through|has to go|must go|involves|runs|starts|kicks off|due|planned|scheduled)(?= )/.test(
        view,
      )
    )
      return 1;
    return PROCESS_PHRASE.test(clause.words) ? 1 : 0;
  },
};

const painTopic = phrases([
  'pain|pains',
  'problem|problems',
  'challenge*',
  'issue|issues',
  'struggle*',
  'urgency',
  'what hurts',
  // "What's broken: still unclear", "never pinned down what was going wrong".
  'broken',
  'going|went wrong',
  'frustration*',
]);

export const businessProblem: ElementEvidence = {
  buyersBusiness: true,
  topic: painTopic,
  strength(clause, sentence) {
    const view = clause.words;
    if (notTheirs(view)) return NOT_EVIDENCE;
    if (
      PRICE_OBJECTION.test(view) ||
      NEGOTIATED_TERMS.test(view) ||
      MEETING_TALK.test(view) ||
      REQUIREMENT.test(view) ||
      WISH.test(view) ||
      sellerActs(clause, sentence)
    )
      return 0;
    // A consequence stated as fact ("which is why they had two bad releases") shows the problem behind it.
    return hit(PAIN_WORDS, view) + hit(INABILITY, view) + (statedConsequence.strength(clause, sentence) > 0 ? 1 : 0);
  },
};

const ACTS_FOR_US = phrases(
  [
    'champion|champions|championing|championed',
    'advocate|advocates|advocating|advocated',
    'internal sponsor|ally|coach|advocate|champion',
    'exec|executive sponsor',
    '(push|pushes|pushing|pushed|sell|sells|selling|sold|pitch|pitching|pitched|lobby|lobbying|lobbied|' +
      'fight|fighting|fought|go to bat|went to bat|vouch*|make the case|making the case|' +
      'made the case) ~ (for us|for this|for the project|for the deal|for it|internally|on our behalf|' +
      'to her|to his|to their|upstairs)',
    'introduc* ~ us|me ~ to|with',
    'connect*|connected ~ us|me ~ with|to',
    'set|sets|setting|arranged|arrange|arranging|booked|got ~ meeting|call|intro|introduction|time ~ with|for',
    'offered|agreed|promised|will|going|volunteered ~ (introduce|set up|arrange|get us|bring us|share|walk us|forward|loop in|invite)',
    'sent|shared|gave|forwarded|leaked|slipped|passed ~ us|me ~ (internal|org chart|budget|evaluation|' +
      'scorecard|rfp|competitor|competitive|pricing|notes|deck|feedback|requirements|minutes|document|doc|' +
      'plan)',
    'coach|coaches|coached|coaching us|me',
    'tipped us off',
    'wants us to win',
    '(is|are|was|were|firmly|fully|totally|clearly|definitely|squarely) on our side',
    'in our corner',
    'our inside|internal ~ man|woman|person|contact|guy|ally',
    'gave us access',
    'got us (access|time|a meeting|the meeting|budget)',
    '(committed|agreed|promised|offered) to (get|getting|bring|bringing) ~ (call|meeting|room)',
    "(she'll|he'll|they'll|will) bring (the|her|his|their) ~ (cfo|ceo|coo|cio|vp|boss|director|md|head|owner|board)",
    'lobby*',
    'put us|our name ~ forward',
    'put us on the agenda',
    '(walk|walked|walking|take|took|taking) ~ (cfo|ceo|coo|cio|boss|board|vp|md|committee|director|him|her|them|team) through',
    '(present|presenting|presented) ~ (case|business case) ~ (with me|with us|for us|herself|himself)',
    '(got|get|brought|bring) ~ us|me ~ in front of',
    'brought in the|their ~ cro|cfo|ceo|coo|cio|vp|boss|director|md',
    'rehears*',
    'prepped us',
    'briefed|coached|warned|tipped ~ us|me',
    'in confidence',
    'off the record',
    'told me privately',
    '(forward|forwarded|send|sent|share|shared) ~ memo|minutes|audit|objections|internal|confidential',
    'pinged|emailed|messaged|texted ~ me|us ~ objections|feedback|concerns|update',
    'got us ~ approval',
    'rooting for us',
    'behind us',
    'backing us',
    'backs us',
    // An insider carrying our case to the people with power, on their own initiative.
    '(forwarded|forwards|sent|took|takes|taken|walked|carried|brought|presented|presenting|pitched|' +
      'briefed|pre-wired|prewired|primed) ~ (cfo|ceo|coo|cio|cto|gm|owner|board|committee|trustees|partners|' +
      'president|principal|superintendent|execs|leadership|boss)',
    '(set up|took|walked|presented|presenting|rewrote|briefed|forwarded|pulled) ~ (himself|herself|themselves|on his own|on her own|on their own)',
    '(told|showed|warned) ~ us|me ~ (which|who) ~ (pushed back|objected|blocked|voted|supports|opposes|is against|will push back|resisted)',
    'got us ~ minutes|time|slot|meeting ~ with',
    'pre-wired|prewired|pre-sold|presold',
    '(defend|defends|defended|defending|backed|stood up for|spoke up for) ~ (our|us|the project|the deal|the proposal|the business case)',
    '(pushing|pushed|pushes|pressing|pressed|lobbying) (the|their|her|his) ~ (cfo|ceo|coo|cio|cto|gm|owner|board|committee|partner|partners|president|principal|boss|director|vp) ~ to',
    '(presenting|presented|presents|pitching|pitched|sharing|shared|showing|showed) (our|the) ~ (results|case|proposal|business case|roi|numbers|deck|findings) ~ (to|at|with)',
    '(behind the scenes|on the quiet|quietly|privately) ~ (told|shared|sent|gave|tipped|warned|showed)',
    '(sent|shared|gave|forwarded|passed) ~ us|me ~ (scoring|score|shortlist|criteria|weighting|weightings|budget) ~ (sheet|matrix|grid|model|list|figures|numbers)',
  ],
  4,
);
export const insiderActingForUs: ElementEvidence = {
  topic: phrases([
    'champion*',
    'sponsor*',
    'advocate*',
    'ally|allies',
    'insider',
    'coach',
    'internal support',
    'who is pushing',
    'who else',
    'sell*|push*|introduc*|vouch*',
  ]),
  strength(clause, sentence) {
    if (sellerActs(clause, sentence)) return 0;
    return hit(ACTS_FOR_US, clause.words);
  },
};

const INSIGHT = phrases(
  [
    'insight|insights',
    'benchmark|benchmarks|benchmarked|benchmarking',
    'research|study|survey|report|data shows|showed|showing|suggests|found|says',
    'our data|analysis|research|study',
    'data shows|showed|suggests',
    "(hadn't|had not|never|didn't|did not) ~ (considered|realized|realised|thought about|looked at|connected|noticed|known|linked|seen it)",
    '(eye-opening|eye opening)',
    'surprised|surprising|surprise',
    '(reframe|reframed|reframing) ~ (problem|issue|cause|view|thinking|assumption|assumptions)',
    'reframe :',
    'challenged their|his|her ~ view|assumption*|thinking|belief',
    'point of view',
    'pov',
    'industry average',
    'counter-intuitive|counterintuitive',
    'commercial insight',
    'peers|companies|teams|firms|clinics|hospitals|retailers|banks|insurers|manufacturers|schools|' +
      'carriers|agencies|operators|distributors|customers ~ (like them|like theirs|of their size|their size|' +
      'in their space|in their industry|in their sector)',
    'most|typical|typically ~ lose|see|spend|waste|miss|underestimate|overlook|overpay',
    '(i|we) ~ (showed|shared|brought|ran|presented|pointed out|walked|told) ~ (chart|' +
      'graph|analysis|heatmap|map|data|benchmark|study|case|story|example|numbers|what we see|what happened|' +
      'breaches|outages|incidents|failures|findings|pattern|patterns|comparison)',
    'similar (farm|farms|firm|firms|company|companies|team|teams|hospital|hospitals|clinic|clinics|store|' +
      'stores|plant|plants|site|sites|school|schools|bank|banks|customer|customers|depot|depots|warehouse|' +
      'warehouses|fleet|fleets|utility|utilities|retailer|retailers|insurer|insurers|lender|lenders|carrier|' +
      'carriers|operator|operators|practice|practices|district|districts|council|councils|mill|mills|mine|mines)',
    'what happened at',
    'what we see across',
    'sector|industry|market ~ finding|findings|data|research|trend|trends|study',
    '(brought|shared|showed|presented) ~ (finding|findings|study|research|benchmark|stat|statistic|statistics|data point)',
    // Their own records, read back to them: "showed them their own fleet's GPS data: most queueing happens at shift change".
    '(showed|brought|charted|plotted|analysed|analyzed|ran|mapped|walked) ~ their own ~ (data|logs|records|numbers|tickets|claims|invoices|figures|export|history)',
    '(nobody|no one) (had|has) ~ (looked at|noticed|seen|considered|connected|realised|realized|spotted)',
    "(had|they'd|she'd|he'd) been (blaming|assuming)",
  ],
  3,
);
const SHOWED_THAT = phrases(['(showed|shared|presented|pointed out|explained|walked) ~ that|how|why']);
export const insightShared: ElementEvidence = {
  topic: phrases(['insight*', 'teach*', 'benchmark*', 'research', 'reframe*', 'point of view', 'pov', 'perspective', 'data']),
  strength(clause, sentence) {
    const view = clause.words;
    const explicit = hit(INSIGHT, view);
    if (explicit) return explicit;
    // "We showed them that clinics their size lose 30% at the fax step": a shown fact with a number.
    const shown = SHOWED_THAT.test(view);
    return shown && quantitiesIn(sentence, clause).some((q) => q.kind !== 'count') ? 1 : 0;
  },
};

const STAKEHOLDER =
  'cfo|cto|ceo|cio|coo|ciso|cro|cmo|vp|head|director|manager|team|gm|gms|buyer|buyers|user|' +
  'users|finance|it|ops|operations|board|controller|clinicians|nurses|engineers|security|' +
  'procurement|legal|sales|marketing|hr|leadership|execs|executives';

const ADAPTED_MESSAGE = phrases(
  [
    'tailor|tailored|tailoring',
    'customi*|personali* ~ (pitch|message|deck|demo|pov|proposal|presentation|story|business case|roi)',
    `for|to|with ~ ${STAKEHOLDER} ~ we|i ~ focused|framed|positioned|led|showed|emphasi*|talked|spoke|pitched|highlighted|centred|centered|stressed|anchored|kept|angled`,
    `framed|positioned|pitched|angled|focused|anchored|centred|centered ~ around|on|as|in terms of ~ for ~ ${STAKEHOLDER}`,
    `framed|positioned|pitched|angled|focused|anchored ~ (for the|for their|for her|for his) ~ ${STAKEHOLDER}`,
    'spoke to their|his|her ~ goals|priorities|kpis|concerns|targets|numbers|world',
    'each stakeholder|persona',
    'separate|different|specific|dedicated ~ message|deck|version|demo|one-pager|story|session|walkthrough',
    `${STAKEHOLDER}|bursar|provost|dean|partners|clinicians ~ version|angle|cut|pitch :`,
    'in her|his|their language|terms',
    'speak* her|his|their language',
    'mapped ~ her|his|their ~ goals|priorities|kpis|targets|objectives',
  ],
  5,
);
/** "For Rachel ...", "for the CFO ...": the clause opens on a person or a role, not on a thing. */
function namesSomeone(clause: Clause, sentence: ReadSentence): boolean {
  const tokens = sentence.tokens.slice(clause.from, clause.to);
  const at = tokens.findIndex((t) => t.lower === 'for' || t.lower === 'to' || t.lower === 'with');
  return tokens.slice(at + 1, at + 4).some((t) => (t.pos === 'PROPN' && /^[A-Z]/.test(t.text)) || ROLE_WORD.test(` ${t.lower} `));
}
const ROLE_WORD = phrases([
  `${STAKEHOLDER}|bursar|provost|dean|partners|clinicians|principal|owner|founder|ciso|coo|cmo|chair|board|auditor|auditors|assessor`,
]);

/** What a stakeholder is measured on or cares about ... */
const STAKEHOLDER_STAKE = phrases([
  "(doesn't|does not|don't) care about",
  'cares|care about',
  '(measured|judged|audited|bonused|assessed|evaluated|paid) on',
  'reports|report ~ on',
  'worries|worried about',
  'priority is|are',
  'focused on',
]);
/** ... and the seller shaping the pitch to it. */
const PITCH_SHAPED = phrases([
  '(i|we) ~ (built|rebuilt|opened|framed|reframed|led|focused|pitched|kept|dropped|translated|put|' +
    'tailored|skipped|cut|made|walked|centred|centered|anchored) ~ (it|everything|the deck|the demo|' +
    'the pitch|the case|those terms|that|her|his|their)',
  '(pitched|framed|positioned|sold) it as ~ (her|his|their)',
  '(so|since|because) ~ (i|we) ~ (built|opened|framed|reframed|led|focused|pitched|showed|demoed|centred|centered|anchored|skipped|talked|kept|made)',
  '(pitched|framed|reframed|positioned|angled) ~ (to|for|on|around)',
  'were|was shown',
  '(opened|led) with',
]);
const FOR_WHOM =
  /^ (?:[^ ]+ ){0,4}(?:: )?(?:for|to|with) (?:[^ ]+ ){0,8}(?:i|we) (?:[^ ]+ )?(?:reframed|reframe|recast|framed|skipped|talked|opened|built|pitched|showed|demoed|walked|focused|spoke|went|led|kept|made|positioned|emphasi[sz]ed|stressed|highlighted|tailored|used|ran|ran a|gave|wrote|prepared|sent) /;

/**
 * The seller shaped what they said (I/we, or note shorthand opening on the verb: "Led with working capital")
 * for someone named ("for Ken", "to Carl", "with the CFO", "around his quotes") and the shaping shows
 * ("as tuition revenue, not as a tool", "kept it to", "dropped the finance slides", "since ... his bonus").
 */
const SHAPING_VERBS =
  'pitched|framed|reframed|positioned|led|opened|kept|tied|built|rebuilt|dropped|skipped|cut|stuck|focused|centred|' +
  'centered|anchored|angled|geared|aimed|spoke|talked|walked|showed|demoed|presented|swapped|switched|pitch|frame|lead|' +
  're-cut|recut|rewrote|reworked|redid|adapted|customised|customized';
const SHAPING = phrases([`(i|we) ~ ${SHAPING_VERBS}`], 2);
const SHAPING_SHORTHAND = new RegExp(`^ (?:${SHAPING_VERBS}) `);
const ADAPTED_TO_THEM = phrases(
  [
    'as (a|an|the|his|her|their|about)',
    'around|to|on (his|her)',
    'instead of',
    'rather than',
    'not (about|as|on|the|our)',
    'only (about|on|to)',
    'kept|keep it to',
    'stuck|stick to',
    'tied|tie ~ to',
    'dropped|skipped|cut ~ (slides|deck|pitch|material|section|part|demo|story|stuff)',
    '(since|because|as) ~ (his|her) ~ (bonus|target|targets|kpi|kpis|board|numbers|budget|remit|topic|goal|goals|priority|priorities|world|line|job|p&l)',
    'what (his|her) ~ (bonus|target|board|numbers|job) ~ (hangs|depends|rides)',
    'what (she|he) ~ (reports|cares|is measured|gets measured|answers|is judged|is paid)',
  ],
  3,
);
function shapedForSomeone(clause: Clause, sentence: ReadSentence): boolean {
  const seller = SHAPING.test(sentence.words) || SHAPING_SHORTHAND.test(afterLabel(clause.words));
  if (!seller || !ADAPTED_TO_THEM.test(sentence.words) || ABOUT_PEERS.test(clause.words)) return false;
  const tokens = sentence.tokens;
  return tokens.some(
    (t, i) =>
      /^(?:for|to|with|around)$/.test(t.lower) &&
      tokens
        .slice(i + 1, i + 4)
        .some(
          (next) =>
            (next.pos === 'PROPN' && /^[A-Z]/.test(next.text) && !next.masked) ||
            ROLE_WORD.test(` ${next.lower} `) ||
            /^(?:him|her|his)$/.test(next.lower),
        ),
  );
}

export const messageShaped: ElementEvidence = {
  rulesStand: true,
  topic: phrases(['tailor*', 'customi*', 'personali*', 'specific to', 'deck', 'pitch', 'message', 'messaging', 'demo', 'generic']),
  strength(clause, sentence) {
    if (STAKEHOLDER_STAKE.test(sentence.words) && PITCH_SHAPED.test(sentence.words)) return 1;
    if (shapedForSomeone(clause, sentence)) return 1;
    if (FOR_WHOM.test(clause.words) && namesSomeone(clause, sentence)) return 1;
    return hit(ADAPTED_MESSAGE, clause.words);
  },
};

const NEXT_MEETING = phrases(
  [
    '(proposed|propose|booked|scheduled|set up|locked in|pushed for|asked for|agreed|sent|got|offered|fixed|arranged|organised|organized|' +
      'secured|insisted on) ~ (workshop|checkpoint|session|call|meeting|demo|review|visit|pilot|trial|poc|' +
      'invite|working session|deep dive|deep-dive|walkthrough|slot|minutes|time|plan|follow-up|catch-up|' +
      'check-in|walk|tour|onsite|on-site|scoping)',
    '(workshop|session|call|meeting|demo|review|visit|walk|tour|onsite|walkthrough|scoping) ~ (booked|scheduled|locked in|confirmed|fixed|set up)',
    '(held|holding|put a hold on) ~ (workshop|session|call|meeting|demo|review|visit|walk|working session|slot|time)',
    'asked|pushed ~ for ~ (workshop|session|call|meeting|demo|review|visit|walk|working session|slot|time)',
  ],
  4,
);
/** The seller arranged it, wherever the clause says so ("budget sits with the CDO, and I've secured a slot with him"). */
const SELLER_ARRANGED = phrases(
  ["(i|we|i've|we've|i'd|we'd) ~ (proposed|booked|scheduled|set up|locked in|pushed for|asked for|sent|secured|offered|insisted on)"],
  2,
);
const SELLER_LEADS = phrases(
  [
    'held firm',
    'held|hold|holding ~ line|price|pricing|rate|rates|ground',
    '(told|tell) ~ straight|directly|upfront|plainly',
    '(laid|lay) out ~ price|pricing|number|numbers|costs',
    '(walked|walk|took) ~ through ~ pricing|price|commercials|numbers|cost',
    'said no',
    'the only lever',
    'stood|stand our ground',
    "(declined|refused|turned down|said no to|didn't agree to|did not agree to|wouldn't|" +
      'would not) ~ discount|free|pilot|request|ask|extension|delay|concession',
    '(proposed|propose|asked for|requested|insisted on|set|secured|got|locked|booked|agreed|scheduled|' +
      'named|fixed) ~ (paid|dated|mutual|clear|firm|specific|decision|close|deadline|date|commitment|timeline|' +
      'agenda|signature|next step)',
    'mutual action|close|success plan',
    'mutual plan',
    'close plan',
    'action plan',
    '(discussed|raised|put|addressed|brought up|tabled|talked|tested|opened) ~ (pricing|price|budget|' +
      'money|cost|commercials|the number|numbers) ~ (openly|upfront|up front|early|directly|on the table|' +
      'head-on|first|early on)',
    'put|laid|got ~ pricing|price|budget|numbers|commercials ~ on the table',
    '(named|called out|challenged|confronted|addressed) ~ (stall|delay|risk|assumption|objection|status quo|indecision)',
    'asked|told|pressed ~ them|him|her ~ to|for ~ (commit|a decision|a date|the intro|an intro|sign|the meeting|access)',
    '(traded|trade|trading) ~ for|off',
    '(held|holding) (at|firm|our ground)',
    // A concession only against a commitment: "waive half the fee only if they sign by 31 Oct".
    '(only if|as long as|provided|on condition that|if and only if) ~ (they|she|he) ~ (sign|signs|signed|commit|commits|committed|agree|agrees|agreed)',
    'countered|counter-offered|counteroffered',
    'counter offer|counter-offer|counteroffer',
    '(asked|ask|raised|pressed|put it) ~ (outright|directly|straight|point-blank|bluntly|head-on)',
    '(told|tell) (them|him|her) no',
    'in exchange for',
    'instead of (discounting|a discount)',
    'in return for',
    'we|i set ~ agenda|date|deadline|expectation*',
    "(won't|will not|wouldn't|would not|didn't|did not) (go lower|budge|move|drop)",
    'stays|stay as quoted',
    'i|we held',
    'discount no',
    'put ~ in writing',
    '(proposed|propose|booked|scheduled|set up|locked in|pushed for|asked for|agreed|sent|got|' +
      'offered) ~ (workshop|session|call|meeting|demo|review|visit|pilot|trial|poc|invite|working session|' +
      'deep dive|walkthrough)',
    'drove|drive|driving ~ (next step|decision|close)',
  ],
  4,
);
/** The seller proposed a dated step and the buyer took it: "I proposed we present results on Sept 12, and Nina agreed". */
/** A line under "Next steps:" is the plan the seller is driving ("Next steps: review call booked Tue 11 Feb"). */
const NEXT_STEP_LABEL = /^ (?:next|next steps?|action items?|follow-ups?) : /;
const SELLER_PROPOSED = phrases(['(i|we) ~ (proposed|suggested|offered|asked for|pushed for)'], 2);
const BUYER_TOOK_IT = phrases(['agreed|accepted|confirmed|committed', 'said yes', 'signed up', 'is in', 'are in'], 3);
export const sellerLeads: ElementEvidence = {
  topic: phrases(['next step*', 'control', 'commitment', 'close plan', 'pricing', 'price', 'agenda']),
  strength(clause, sentence) {
    if (SELLER_PROPOSED.test(clause.words) && BUYER_TOOK_IT.test(sentence.words) && DATE.test(sentence.words)) return 1;
    // What the seller should have done is not what they did: "we could have won if we'd pushed for a POC".
    if (/ (?:could|should|would|might) have | if (?:we|i)'d /.test(clause.words)) return 0;
    // Driving to a next meeting counts when it has a date: "sent an invite for Tues 4 March".
    const words = afterLabel(clause.words);
    // Pushing back is ours only when we do it ("I pushed back", note shorthand "pushed back when...").
    if (/^ (?:(?:i|we) (?:also )?)?(?:pushed|push) back /.test(words)) return 1;
    // ... when the seller drives it ("I sent an invite", or note shorthand "sent invite"), not the buyer.
    if (NEXT_MEETING.test(clause.words)) {
      const sellerSaysSo =
        /^ (?:i|we|i've|we've) /.test(words) ||
        NEXT_STEP_LABEL.test(clause.words) ||
        (SELLER_ARRANGED.test(clause.words) && !quotesSomeone(sentence)) ||
        /^ (?:sent|booked|proposed|scheduled|set|secured|asked) /.test(words);
      // A clause opening on a verb is usually shorthand for "I ...", but after a dash it may go on about the
      // champion ("Champion: Mark - got us into the architecture review"): enough with a date, not without.
      const sellerDrives = sellerSaysSo || (words === clause.words && sentence.tokens[clause.from]?.pos === 'VERB');
      if (!sellerDrives) return 0;
      if (DATE.test(sentence.words) || sentence.quantities.length > 0) return 1;
      // Undated, it may still be another lead of the seller's ("sent mutual close plan w/ dates ... accepted").
      if (!sellerSaysSo) return 0;
    }
    return hit(SELLER_LEADS, clause.words);
  },
};

const COUNTED_THINGS = new Set([
  'agent',
  'people',
  'person',
  'employee',
  'staff',
  'user',
  'rep',
  'site',
  'store',
  'clinic',
  'laptop',
  'location',
  'bed',
  'truck',
  'branch',
  'office',
  'engineer',
  'analyst',
  'nurse',
  'driver',
  'technician',
  'planner',
  'warehouse',
  'plant',
  'hospital',
  'school',
  'restaurant',
  'hotel',
  'vehicle',
  'member',
  'student',
  'patient',
  'ticket',
  'order',
  'invoice',
  'claim',
  'seat',
  'country',
  'region',
  'team',
  'lab',
  'system',
  'tool',
  'vendor',
  'facility',
  'fte',
  'advisor',
  'adviser',
  'physician',
  'doctor',
]);
/** "60 agents", "300 laptops across 4 sites": the size of what they run today. */
function countsTheirThings(clause: Clause, sentence: ReadSentence): number {
  if (/ (?:met|meeting|call(?! cent(?:er|re) )|demo|presented|visited) /.test(clause.words)) return 0;
  return quantitiesIn(sentence, clause).some((q) => q.kind === 'count' && COUNTED_THINGS.has(sentence.tokens[q.at + 1]?.lemma ?? ''))
    ? 1
    : 0;
}

const SELLER_SUBJECT = / (?:we|our|i) (?!think|heard|learned|learnt|found|noticed)/;
const HOW_THEY_WORK = phrases(
  [
    'they|team|teams|staff|she|he|it|company|dept|department|agents|reps|users|nurses|clinicians|analysts|' +
      'planners|managers|drivers|engineers ~ (use|uses|used|using|run|runs|running|rely|relies|work out of|' +
      'works out of|live in|lives in|depend*|manage|manages|track|tracks|handle|handles|keep|keeps|book|' +
      'books|schedule|schedules|process|processes|store|stores|log|logs|do it|does it)',
    'currently',
    'today',
    'at the moment',
    'right now',
    'presently',
    'existing',
    'incumbent',
    'current process|setup|set-up|system|systems|tool|tools|vendor|stack|provider|solution|state|approach|workflow',
    'legacy',
    '(homegrown|home-grown|in-house|built in house)',
    'on|in|via|with|through|using|from ~ (excel|spreadsheets|spreadsheet|sheets|email|e-mail|paper|whiteboards|' +
      'whiteboard|phone|fax|pen and paper|google sheets|access|memory)',
    'done|handled|tracked|managed|kept|run|processed|booked|scheduled|recorded|reconciled|entered|logged (manually|by hand|on paper|in|on|by|via|through|with)',
    'paper-based|spreadsheet-based|excel-based|email-based|phone-based',
    'come|comes|came in via|through|by',
    'sit|sits in',
    'rely|relies on',
    'sync|syncs|synced to|with',
    'assigned|routed|approved|sent|shared|updated|copied|collected|captured|filed|printed|emailed|faxed|logged|ordered ~ by|on|in|via|through|into|using',
    'log|logs|track|tracks|book|books|assign|assigns|enter|enters|copy|copies|update|updates|order|orders ~ on|in|via|by|into|through|using',
    'current|today|currently :',
    '(manually|by hand)',
    'team of',
    'takes|take|took ~ days|weeks|hours|minutes',
    'spend|spends ~ hours|days|weeks',
    'their process|setup|stack|workflow|team|system',
  ],
  4,
);
export const howTheyWorkToday: ElementEvidence = {
  buyersBusiness: true,
  topic: phrases(['current setup|process|state|tools|stack', '(how they work|do it today)', 'today']),
  strength(clause, sentence) {
    const view = clause.words;
    // The steps of this purchase ("pilot runs 30 days", "procurement sign-off, then...") are not how they work.
    if (buyingSteps.strength(clause, sentence) > 0) return NOT_EVIDENCE;
    const described = hit(HOW_THEY_WORK, view) || countsTheirThings(clause, sentence);
    if (
      !described ||
      REQUIREMENT.test(view) ||
      PRICE_OBJECTION.test(view) ||
      COMMERCIAL.test(view) ||
      NEGOTIATED_TERMS.test(view) ||
      MEETING_TALK.test(view) ||
      SELLER_TROUBLE.test(view) ||
      / (?:went|go|going) with | chose | picked | selected /.test(view)
    )
      return 0;
    // Our own product or the meeting is not the buyer's situation (inside the buyer's quoted words "we" is the buyer).
    return SELLER_SUBJECT.test(view) && !/ (?:they|their|them) /.test(view) && !quotesSomeone(sentence) ? 0 : 1;
  },
};

const CONSEQUENCE = phrases(
  [
    'which|that|this means|meant',
    'meaning',
    'as a result',
    'result|results|resulted|resulting in',
    'lead|leads|led|leading to',
    'cause|causes|caused|causing',
    'because of this|that|it',
    "so ~ (have to|has to|must|cannot|can't|lose|miss|spend|end up|waste|wait|leave|churn|complain)",
    'knock-on',
    'force|forces|forced|forcing',
    'end|ends|ended up',
    'drive|drives|driving|drove ~ up|down',
    'hurt|hurts|hurting',
    'hit|hits their|the',
    'at risk',
    'puts|put ~ at risk',
    'cost|costs|costing (them|us|the business|the company|the team)',
    'lose|loses|losing|lost ~ revenue|money|customers|clients|deals|business|patients|staff|people|sales|margin|share|orders',
    'missed|miss|missing ~ targets|revenue|deadlines|sla|slas|quota|forecast|shipments|window|numbers|bonus',
    'fines|fined',
    'penalt*',
    'audit finding*',
    'churn*',
    'complain*',
    'overtime',
    'burnout',
    'turnover',
    'write-off*',
    'writeoff*',
    'refunds',
    'chargebacks',
    'reputation*',
    'morale',
    'quit|quitting|resign*',
    'leave|leaving|left for',
    'sla breach*',
    'breach*',
    'delay|delays|delayed|delaying ~ launch|revenue|billing|cash|payments|projects|project|shipments|' +
      'orders|payroll|close|closing|reporting|hires|hiring|investment|expansion|launches|openings|plans',
    'fell|fall|fallen|dropped|declined|shrank|shrunk|slipped|slid ~ (by|to|%|percent|a third|half)',
    'eating|eats|eat|ate ~ margin|margins|budget|profit|profits|time|capacity',
    "(is|that's|which is|that is) why",
    'so tight|bad|slow|busy|stretched',
    'stopped trusting',
    'keeps ~ off',
    'which ~ (hates|hate|costs|hurts|annoys|frustrates|means)',
    '(get around|work around|workaround*)',
    'bills|credits|overtime costs',
    // Escalation to those who judge the buyer, a finding that repeats, money already sunk into what is lost.
    'goes|go|went|gets|get|got|escalates|escalated|reported|raised ~ to the (board|regulator|regulators|ceo|leadership|executives|audit committee|exec team)',
    'repeat|repeated|recurring|second ~ finding|findings|violation|violations|citation|citations|warning|warnings|offence|offense',
    '(has|have|had|already) (paid|spent|invested) (to|for|on)',
    // What each occurrence sets off: "every error = a manual correction + an angry call".
    '(every|each) ~ (=|means|triggers|becomes|sets off)',
    'elsewhere',
    '(ran|run|runs|running) at a loss',
    '(write|writes|wrote|writing) off',
    'risk (an|a|the|losing|their|fines|penalties)',
    '(turned|turn|turns|turning) down ~ (contracts|work|jobs|business|orders|clients|customers)',
    'miss|misses|missed|missing ~ discounts|payments|windows|sales',
    '(to competitors|to a competitor|to the competition)',
    '(linked to|tied to|blamed on)',
    '(charges|charge|charged|charging) back',
    '(means|meant|mean) ~ (losing|lose|paying|fines|penalt*|closing|missing|shutting)',
    '(drives|drive|drove|determines|determine|decides|affects) ~ (funding|budget|bonus|bonuses|rating|ratings|ranking|renewal|licence|license|accreditation|reimbursement)',
    '(slips|slip|slipped|pushed) to (after|next|q1|q2|q3|q4)',
    '(threaten|threatens|threatened|threatening) to',
    '(pushes|push|pushed|pushing) ~ back',
    '(drawing|draw|draws|drew) on ~ (credit|overdraft|reserves|line)',
    '(paying|pay|pays|paid) (interest|penalties|late fees|fees|overtime|agency|temps)',
    '(contracts|work|jobs|business|orders|clients|customers) ~ (turned|turn|turns) down',
    'leave|leaves|stay|stays ~ late',
  ],
  3,
);
/** Losing something the buyer has ("lost milk", "losing tenants", "loses the listing"): a form of "lose" with a noun as its object. */
function losesSomething(clause: Clause, sentence: ReadSentence): boolean {
  const tokens = sentence.tokens.slice(clause.from, clause.to);
  return tokens.some(
    (token, i) =>
      token.lemma === 'lose' &&
      !token.masked &&
      tokens
        .slice(i + 1, i + 4)
        .some(
          (next, j, after) =>
            next.pos === 'NOUN' &&
            !next.masked &&
            after
              .slice(0, j)
              .every((between) => between.pos === 'DET' || between.pos === 'ADJ' || between.pos === 'NUM' || between.pos === 'PRON'),
        ),
  );
}
const COST_WORDS = phrases([
  'adds|added|adding',
  'throw|throws|threw|thrown away',
  'scrap*',
  '(write off|written off)',
  '(sits|stuck|tied up|unrecognised|unrecognized|unbilled|unpaid|outstanding|overdue)',
  'cost*',
  'lose|loses|losing|lost|loss|losses',
  'waste*',
  'spend|spends|spent',
  'burn*',
  'write-off*',
  'fine|fines|fined',
  'penalt*',
]);
const PAYOFF = phrases(
  [
    '(would|could|will|can|should) (let|allow|enable|free|save|stop|finally|get rid of)',
    "(wouldn't|won't|would not|will not|no longer) (have|need) to",
    '(once|when) (it|this|that) (is|was) (live|in|running|fixed|solved|automated)',
    "once it's live|in|running|fixed",
  ],
  2,
);
/** The cost of not acting ("if they don't fix it, they'd lose the contract") is a consequence even with "would". */
const INACTION = phrases(["if ~ (not|don't|doesn't|didn't|can't|cannot|nothing|no|never|fail|fails)", 'otherwise', 'or else', 'unless']);
/** A share of what they spend ("gas is 38% of their operating cost"). */
const SHARE_OF_SPEND = phrases(['% ~ of ~ (cost|costs|spend|budget|revenue|sales|opex|capex)']);
/** Discounts the buyer misses from their own suppliers ("they miss most early-payment discounts"), not ours. */
const MISSED_SAVINGS = phrases(['miss|misses|missed|missing|lose|loses|losing|lost|forfeit* ~ discount|discounts|rebate|rebates']);
export const statedConsequence: ElementEvidence = {
  buyersBusiness: true,
  topic: phrases([
    'impact',
    'implication*',
    'consequence*',
    'what happens',
    'cost|costs|costed|costing',
    'effect',
    'hurt|hurts',
    'at stake',
  ]),
  strength(clause, sentence) {
    const view = clause.words;
    if (notTheirs(view)) return NOT_EVIDENCE;
    // A wish is not a consequence: "wants to cut fuel cost by 12%" is where they want to be.
    if (
      (COMMERCIAL.test(view) && !MISSED_SAVINGS.test(view)) ||
      NEGOTIATED_TERMS.test(view) ||
      WISH.test(view) ||
      REQUIREMENT.test(view) ||
      sellerActs(clause, sentence)
    )
      return 0;
    // What solving it would give ("that would let her stop paying overtime") is the payoff, not a consequence.
    if (PAYOFF.test(view) && !INACTION.test(view)) return 0;
    // A share of what they spend ("gas is 38% of their operating cost") is a fact of their costs, not a loss.
    if (SHARE_OF_SPEND.test(view) && !CONSEQUENCE.test(view) && !losesSomething(clause, sentence)) return 0;
    const consequence = hit(CONSEQUENCE, view);
    const costed =
      quantitiesIn(sentence, clause).some((q) => q.kind === 'money' || q.kind === 'percent' || q.kind === 'duration') &&
      COST_WORDS.test(view);
    return Math.max(consequence, losesSomething(clause, sentence) ? 1 : 0) + (costed ? 1 : 0);
  },
};

const WISH = phrases([
  '(want|wants|wanted|hope|hopes|hoping|aim|aims|aiming|plan|plans|planning|looking|would like) ~ to',
  'goal|target|objective is|of',
  'want|wants|wanted ~ (below|under|above|down|up|at|by)',
]);
/** "Would be nice to have" is not a value the buyer will pay for. */
const LUKEWARM = phrases(['nice to have', 'nice-to-have', 'would never']);
const SELLER_CLAIM = phrases([
  'our tool|product|platform|solution|software|app|system',
  'we can|could|would|will',
  '(we|i) (said|told them|claimed|promised|showed|argued) ~ would|could|will',
  'nice to have',
  'would never',
]);
const VALUE_IN_THEIR_WORDS = phrases(
  [
    'would|could (fund|cover|justify|buy|finance|save|free|let|allow|enable|help|mean|give|cut|remove|' +
      'change|make|pay for|unlock|finally|get back|reinvest|redeploy|focus|stop|avoid|be worth|be huge|' +
      'be a game|be massive|be big|be great|be able|see|hire|take on|handle|grow|double)',
    'worth (it|a lot|millions)',
    'worth ~ $|€|£',
    '(game-changer|game changer)',
    'in her|his|their own words',
    'in her|his|their words',
    '(said|says|told us|agreed|admitted|believes|thinks|estimates|estimated|reckons|figures) ~ (would|' +
      'could) ~ (save|free|let|allow|help|mean|give|cut|pay|fund|change|make|be worth|be huge|double|halve)',
    'if ~ could|can|had|got|fix|fixed|solve|solved|automate|automated|frees|freed|free|cut|cuts ~ would|' +
      "could|will|they'd|we'd|she'd|he'd|it'd|that'd|they'll|we'll|it'll|that'll",
    'that would be|mean|let|free|save',
    'would love to',
    'dream* of',
    'be able to',
    "(it'd|that'd|this'd|it'll|that'll|this'll) (save|free|be|mean|give|let|pay|change|make)",
    '(fixing|solving|getting|cutting|automating|removing|halving|doubling|reducing|having|' +
      'freeing) ~ (would|could|pays|pay|gives|give|hands|hand|frees|saves|means|will)',
    '(gives|give|giving|hands|hand|handing) ~ back',
    "(we'd|they'd|she'd|he'd|i'd) (win|save|free|cut|grow|double|hire|open|sell)",
    '(can|could) finally',
    "if ~ (will|would|could|can|they'll|we'll|she'll|he'll) ~ (save|free|cut|stop|avoid|take on|win|grow|hire|reduce|get back)",
    'only way ~ (to|they|we|she|he) ~ (take|win|grow|hit|meet|keep|avoid|save)',
    "(doesn't|don't|wouldn't|won't|no longer) (have|need) to",
    'could (bid|win|take on|grow|expand|open|launch|sell|hire)',
    'would (get|move|spend|invest|redeploy|put|use|win|open)',
    '(get|gets|getting|got) ~ (time|hours|days|afternoons|evenings|weekends|capacity|money|headcount|people) back',
    'would ~ (save|free|take|stop|give|let|mean|be the|pay)',
  ],
  6,
);
export const valueInTheirWords: ElementEvidence = {
  buyersBusiness: true,
  topic: phrases(['value', 'payoff', 'benefit*', 'what it would mean', 'worth']),
  strength(clause, sentence) {
    const view = clause.words;
    // Our own claims of value are not the buyer's; inside the buyer's quoted words "we" is the buyer.
    if ((SELLER_CLAIM.test(view) && !quotesSomeone(sentence)) || LUKEWARM.test(view)) return 0;
    return hit(VALUE_IN_THEIR_WORDS, view);
  },
};

const TARGET_WORD = phrases(['target|targets|goal|goals|objective|kpi|sla']);
const COMMERCIAL_WISH = phrases([
  '(ui|interface|dashboard|dashboards|feature|features|screens|look and feel)',
  'a|the|some|final (demo|proposal|discount|quote|trial|call|meeting|reference|references|case study|pricing|offer|contract|price|poc|pilot|proof of concept|sandbox|rfp)',
  'procurement|legal|security|purchasing want|wants',
  'want|wants|wanted|like to (meet|talk|chat|think|check|loop)',
  'to see (a|an|the|our|some) (demo|proposal|pricing|references|product|platform|roi|business case|numbers|case study)',
  'nice to have',
  'more info|information|time',
  // What they want to see before they sign is a step of the purchase, not their outcome.
  'before (signing|sign-off|approval|approving|they sign|he signs|she signs|committing)',
]);
const DESIRED_OUTCOME = phrases(
  [
    '(want|wants|wanted|would like|hope|hopes|hoping|aim|aims|aiming|plan|plans|planning|looking|intend*|' +
      'expect*|commit*|determined) to ~ (get|be|reach|hit|have|cut|reduce|increase|grow|double|halve|triple|' +
      'launch|move|go|achieve|automate|eliminate|consolidate|replace|standardi*|moderni*|digiti*|centrali*|' +
      'scale|expand|improve|lower|raise|shorten|speed|free|stop|close|open|become|offer|make|run|bring|take|' +
      'own|roll out|migrate)',
    'goal|goals|target|targets|objective|objectives|okr|okrs|mandate|vision|ambition is|are|for|of|to|:',
    '(requires|require|required|must have|need|needs) ~ by',
    'promised|committed|told ~ (board|ceo|cfo|investors)',
    'has been told to',
    '(get|getting|got) ~ (down to|under|below|above|up to)',
    '(closing|getting|hitting|reaching|cutting) ~ before',
    'want|wants|wanted|need|needs|needed|expects|expect ~ to ~ see|know|have|get|be|reach|hit|cut|run|close|report|track|plan|book|answer',
    'need|needs|needed|want|wants ~ (recorded|done|in place|live|automated|digitised|digitized|' +
      'electronically|online|centralised|centralized|visible|real-time)',
    'want|wants|wanted|need|needs|target|targets|targeting|aim|aims|expects ~ (under|below|above|over|at|within|down to|up to|back to)',
    'want|wants|wanted|need|needs ~ down|up|halved|doubled|cut|reduced|below|under',
    'success (=|means|would be|looks like)',
    '(want|wants|wanted|aim|aims|plan|plans|need|needs) ~ from ~ to',
    'ideal|ideally',
    'success looks|means|would',
    'needs|need to (be|get|reach|hit|have|go)',
    'get|reach|hit|achieve|bring ~ (under|below|above|down to|up to)',
    'want|wants|wanted a|an|the|every|all|full|zero|one|single|real-time|daily|automated',
  ],
  3,
);
export const desiredOutcome: ElementEvidence = {
  buyersBusiness: true,
  topic: phrases(['future state', 'goal*', 'target*', 'objective*', 'desired outcome', 'where they want', 'success', 'vision']),
  strength(clause, sentence) {
    const view = clause.words;
    const wish = hit(DESIRED_OUTCOME, view);
    // "a 45-minute target", "target <6 wks by April": a target with a number is where they want to be.
    const target = TARGET_WORD.test(view) && quantitiesIn(sentence, clause).some((q) => q.kind !== 'count') ? 1 : 0;
    if (!wish && !target) return 0;
    // What they want from the deal (a discount, free licences, a POC) is a term of the sale, not their outcome.
    if (NEGOTIATED_TERMS.test(view) || COMMERCIAL.test(view)) return NOT_EVIDENCE;
    return COMMERCIAL_WISH.test(view) || (VALUE_IN_THEIR_WORDS.test(view) && !target) ? 0 : Math.max(wish, target);
  },
};

const DISTANCE_OR_URGENCY = phrases(
  [
    'gap',
    'difference between',
    'short of',
    'fall|falls|falling|fell short',
    'behind target|plan|goal|schedule|competitors|peers',
    "can't get there",
    "won't get|reach",
    'cost of (inaction|doing nothing|waiting|delay)',
    'if nothing changes',
    "if ~ (don't|doesn't|do nothing|wait|miss|misses|slip|slips)",
    // "if deliveries are not fixed before that", "otherwise funding gets cut": the cost of not closing it.
    "if ~ (not|aren't|isn't|can't|cannot) ~ (fixed|solved|sorted|addressed|resolved|in place|live|done|ready|running|cleared|improved|signed)",
    "(can't|cannot|won't|couldn't) (run|go through|survive|face|do|take) another",
    '(tied|tie|linked|link) ~ (budget|funding|bonus|renewal|contract|licence|license) ~ to (hitting|reaching|meeting|getting|achieving)',
    // After a comma: "..., otherwise funding gets cut" (not "Otherwise I used our usual deck").
    ', otherwise',
    '(need|needs|have to|has to|must) ~ (before|by) (then|that|it)',
    'urgent',
    'urgency',
    'compelling event',
    'hard deadline',
    'deadline',
    'must be (live|done|in place|ready|off|out|migrated)',
    "won't be renewed",
    "can't wait",
    'before ~ (audit|renewal|peak|season|launch|board|deadline|expires|ends|inspection|go-live|' +
      'busy season|holiday|merger|ipo|migration|milestone|visit|regulator*|cutover|year-end|survey|resurvey|review|' +
      'accreditation|hearing|exam)',
    'contract|license|licence|support|lease ~ (expires|expire|ends|runs out|is up|lapses|lapse|renews)',
    'end of life',
    'eol',
    'sunset*',
    'running out of',
    'far from',
    'nowhere near',
    'far off',
    // "miles away" from where they need to be, not "a store 40 miles away".
    "(still|is|are|were|was|we are|they are|they're|feels|feel) miles away",
    'if not',
    'or else',
    'risk losing|missing|failing',
    'impossible',
    'not possible',
    "at current|today's ~ rate|turnaround|pace|levels|volumes",
    'at this rate',
    "won't|can't hit|make|reach ~ (target|targets|goal|goals|number|numbers|plan|quota|sla|slas|budget|%|percent|deadline|date|it|that|there)",
    'no slack',
    'versus|vs where',
    'need|needs|have|has to close|bridge',
    'no later than',
  ],
  3,
);
const CURRENT_LEVEL = phrases([
  'is|are|was|sits|sit|stands|stand|runs|run|hovers|hover|averages|average ~ %|percent|days|hours|minutes|weeks|months|$|€|£',
]);
/** A target word between a level and a target of one measure. */
const TARGET_BETWEEN =
  /^(?:target|targets|goal|goals|want|wants|wanted|need|needs|sla|guideline|standard|benchmark|required|requires|require|limit|aim|aims)$/;
function levelThenTarget(sentence: ReadSentence): boolean {
  const measured = sentence.quantities.filter((q) => q.kind !== 'count');
  return measured.some((first, i) =>
    measured
      .slice(i + 1)
      .some(
        (second) => second.kind === first.kind && sentence.tokens.slice(first.at + 1, second.at).some((t) => TARGET_BETWEEN.test(t.lower)),
      ),
  );
}
/** Two measured amounts of one kind (two percentages, two durations): a level and a target can be compared. */
const twoOfOneMeasure = (quantities: Quantity[]) =>
  quantities.some((q, i) => q.kind !== 'count' && quantities.some((other, j) => j !== i && other.kind === q.kind));
const TODAY_WORDS = phrases([
  'today',
  'now',
  'currently',
  'at the moment',
  'vs|versus|against',
  'averaging',
  '(is at|are at)',
  "(they're at|we're at|it's at)",
  'running at',
]);
const COMPELLING_EVENT = phrases([
  'inspection|audit|exam|assessment|deadline|rule|regulation|requirements|mandate|renewal|go-live|launch|visit|review|survey|' +
    'resurvey|hearing|hearings|accreditation|certification|recertification|law|shutdown|window|season|migration|freeze|' +
    'cutover|peak ~ is|are|starts|start|begins|begin|take|takes|in|on',
  'take|takes effect',
  'kicks|kick in',
  '(comes|come|came) into (force|effect)',
  '(drags|drag|dragging) on',
  'every (month|week|day|quarter) ~ (drags|delay|wait|slip)',
]);
/** A distance needs somewhere to get to: a target, a plan, a need. */
const TARGET_CONTEXT = phrases([
  'want|wants|target|targets|goal|aim|aiming|need|needs|should|must|requires|require|by|sla|promised|told|contract',
  'guideline|standard|benchmark|statutory|limit|threshold|required',
  // The plan they must meet, not "they plan routes by hand".
  'the|a|their|our|business|annual|operating plan',
  'plan (is|was|calls|says|for)',
]);
const FROM_TO = phrases([
  'from ~ to',
  'down from',
  'up from',
  'vs|versus|against|compared',
  'today|now|currently ~ want|wants|target|goal|need|needs',
]);
export const distanceOrUrgency: ElementEvidence = {
  buyersBusiness: true,
  topic: phrases(['gap', 'urgency', 'urgent', 'compelling event', 'deadline', 'why now', 'cost of inaction', 'what happens if']),
  strength(clause, sentence) {
    const view = clause.words;
    const contrast = hit(DISTANCE_OR_URGENCY, view);
    // "if she didn't need to run it by radio, she could finally train them": a payoff, not the cost of waiting.
    // (Nor the terms of our offer: "3% if they sign by Dec 15, otherwise list stands".)
    if (SELLER_TROUBLE.test(view) || OUR_PRODUCT.test(view) || PAYOFF.test(view) || NEGOTIATED_TERMS.test(view) || COMMERCIAL.test(view))
      return 0;
    if (contrast) return contrast;
    // "91% today vs a 97% SLA", "at 58 days and she has promised the board 40": today and a target in one sentence.
    const measured = sentence.quantities;
    // Two numbers, one of them a measure (not "140 trucks out of two depots").
    if (
      measured.length >= 2 &&
      measured.some((q) => q.kind !== 'count') &&
      TODAY_WORDS.test(sentence.words) &&
      TARGET_CONTEXT.test(sentence.words)
    )
      return 1;
    // "turnover is 68% a year and she has been told to get it under 50%": a level now and a target of the same measure.
    if (
      twoOfOneMeasure(measured) &&
      CURRENT_LEVEL.test(sentence.words) &&
      TARGET_CONTEXT.test(sentence.words) &&
      !COMMERCIAL.test(sentence.words)
    )
      return 1;
    // "Chronic absence 23% (state target 15%)", "scrap at 7.5%; the GM wants 4%": a level, then a target of the same measure.
    if (levelThenTarget(sentence) && !COMMERCIAL.test(sentence.words)) return 1;
    // A compelling event with a date: an inspection, an audit, a rule taking effect.
    // (Not one the seller proposes: "I proposed a route audit on 3 October".)
    if (
      COMPELLING_EVENT.test(view) &&
      DATE.test(sentence.words) &&
      !COMMERCIAL.test(view) &&
      !(sellerActs(clause, sentence) && !SELLER_LEARNED.test(view))
    )
      return 1;
    // "from 12 days to 3": a measured today and a measured target in one clause.
    const amounts = quantitiesIn(sentence, clause);
    return amounts.length >= 2 &&
      (amounts.some((q) => q.kind !== 'count') || / from (?:[^ ]+ ){1,4}to /.test(view)) &&
      FROM_TO.test(view) &&
      TARGET_CONTEXT.test(view)
      ? 1
      : 0;
  },
};

const globalVersions = new WeakMap<RegExp, RegExp>();
function globalVersion(pattern: RegExp): RegExp {
  let global = globalVersions.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, 'g');
    globalVersions.set(pattern, global);
  }
  return global;
}
function countMatches(view: string, pattern: RegExp): number {
  const seen = new Set<string>();
  for (const m of view.matchAll(globalVersion(pattern))) seen.add(m[0]);
  return seen.size;
}
