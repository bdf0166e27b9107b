// Reads one seller turn: which questions it asks (open or closed), about which topics, which SPIN,
// MEDDIC, Gap and Challenger moves it makes, whether it pitches, acknowledges a concern or proposes a
// next step. The buyer reacts to this reading and the rubric scores it, so both judge a turn alike.
//
// Credit goes only to real moves:
// - questions come from the question reader (questions.ts), and a question earns a topic or an element
//   only through its asking part ("We just launched approvals, so what do you think?" asks about nothing
//   of the buyer's); a question that pitches, or a yes/no question in a pitching turn, earns nothing;
// - a pitch sentence is never discovery;
// - an acknowledgement names the buyer's concern (or asks about it) before answering it, and a bare
//   "I hear you, but..." does not count;
// - Teach is an insight about the buyer's world (a peer pattern, a benchmark, data about a problem or
//   its cost) followed by a question about their case; a product claim ("setup takes a day") is not;
// - Tailor refers to what the buyer said or their role and asks or proposes something from it;
// - Take Control proposes something concrete (a date, a plan, the people) or pushes back respectfully.
// Every pattern is a flat alternation of literals (no nested repetition), so reading is linear in the
// length of the turn.
import { SCENARIO_FACT_TOPICS, type ScenarioFactTopic } from '@blindspot/contracts';
import { type QuestionReading, readQuestions, splitSentences } from './questions.js';

/** A case-insensitive alternation of whole-word phrases, one per line so each can be read and reviewed. */
function wordAlternatives(alternatives: readonly string[]): RegExp {
  return new RegExp(String.raw`\b(${alternatives.join('|')})\b`, 'i');
}

/** What a seller's question can be about; a custom scenario's hidden facts are held on the same topics. */
export const TOPICS = SCENARIO_FACT_TOPICS;
export type Topic = ScenarioFactTopic;

export type SpinType = 'situation' | 'problem' | 'implication' | 'need-payoff';
export type MeddicElement = 'metrics' | 'economic-buyer' | 'decision-criteria' | 'decision-process' | 'identify-pain' | 'champion';
export type GapElement = 'current-state' | 'problems' | 'impact' | 'future-state' | 'gap';
export type ChallengerMove = 'teach' | 'tailor' | 'take-control';

export interface TurnReading {
  text: string;
  words: number;
  /** The sentences that ask a question, in order. */
  questions: string[];
  /** The same questions with their kind and the part of the sentence that asks. */
  asked: QuestionReading[];
  openQuestions: number;
  closedQuestions: number;
  topics: Topic[];
  spin: SpinType[];
  meddic: MeddicElement[];
  gap: GapElement[];
  challenger: ChallengerMove[];
  pitch: boolean;
  acknowledges: boolean;
  nextStep: boolean;
  /** A next step with a date or a specific action, not just "let's stay in touch". */
  concreteNextStep: boolean;
}

export interface TurnContext {
  /** The buyer's message just before this turn, whose concern an acknowledgement should name. */
  buyerBefore?: string | null;
}

const TOPIC_PATTERNS: Record<Topic, RegExp> = {
  'current-state': wordAlternatives([
    'today',
    'currently',
    'your current',
    'running at',
    'on your side',
    'happens next',
    'current process',
    'current setup',
    'current set-up',
    'current tools?',
    'current system',
    'current approach',
    'walk me through',
    'how do you (handle|manage|do|run|track)',
    'how does your team (handle|manage|do|run|track)',
    'how do your',
    'your (process|setup|stack|team)',
    'how many (people|users|reps|engineers)',
    'tools? (do|are) you',
    'right now',
    'at the moment',
  ]),
  pain: wordAlternatives([
    'challenges?',
    'challenging',
    'problems?',
    'pain',
    'pains',
    'struggl[a-z]*',
    'frustrat[a-z]*',
    'issues?',
    'difficult[a-z]*',
    'headaches?',
    'not working',
    'keeps? you up',
    'biggest (concern|obstacle)',
    'bottlenecks?',
    'hard(est)? part',
    'hardest',
    "what('s| is) (broken|getting in the way)",
    'break(s)? down',
    'goes wrong',
    'go wrong',
    'went wrong',
    'going wrong',
    'goes missing',
    'go missing',
    'going missing',
    'getting lost',
    'stuck',
    'fall through',
    'falls through',
    'falling through',
    'slip through',
    'causing',
    'root cause',
    "why do(es)? [a-z']+ keep",
    'keeps? (coming|happening|going|failing|breaking)',
    'complain[a-z]*',
    'annoy[a-z]*',
    'what gets in the way',
    'where .{0,30}(break|fail|stall|stuck)',
    'delays?',
    'backlog',
    'mistakes?',
    'errors?',
    'rework',
    'firefight[a-z]*',
    'worr(y|ies|ied)',
    'late',
    'miscod[a-z]*',
    'turning away',
    'hurt(s|ing)?',
  ]),
  impact: wordAlternatives([
    'impact[a-z]*',
    'cost(ing|s)? (you|the business|the team)',
    'consequences?',
    'affect[a-z]*',
    'what happens (if|to|when|downstream|next time|on)',
    'happens downstream',
    'if (nothing|that) (changes|continues)',
    'how much (time|money|revenue)',
    'result(ing)? in',
    'lose',
    'losing',
    'lost',
    'at risk',
    'put at risk',
    'puts at risk',
    'knock-on',
    'ripple',
    'cost of',
    'what does (that|this|it) do to',
    "what('s| is) (that|it) doing to",
    'how does (that|it|this) (land|hit|show up|affect)',
    'who else (feels|is affected|gets hit|pays)',
    'feels it',
    'turning away',
    'penalt(y|ies)',
    'drop-?off cost',
    'hurt(s|ing)? (your|the|their|our) ([a-z]+ )?(margins?|revenue|numbers|business|customers|growth|cash|brand|reputation)',
    'what does .{0,40} cost you',
    'morale',
  ]),
  metrics: wordAlternatives([
    'measur[a-z]*',
    'metrics?',
    'kpis?',
    'numbers?',
    'quantif[a-z]*',
    'percent[a-z]*',
    'roi',
    'how much',
    'how many',
    'success look',
    'rate',
    'rates',
    'ratio',
    'target',
    'aiming for',
    'cost you',
    'costs you',
    'cost the',
    'worth',
    'dollars?',
    'ballpark',
    'figures?',
    'in money',
    'in hours',
    'points of',
    'fill rate',
    'turns',
    'days are you',
    'how long does (it|a|the|each)',
    "what('s| is| does) [a-z' ]{0,40}cost",
  ]),
  budget: /\b(budget[a-z]*|spend(ing)?|funding|funded|allocated|invest(ment|ing)?|price range|afford|set aside)\b/i,
  'decision-process': wordAlternatives([
    'decision[- ]making process',
    'decision process',
    'approv(e|es|ed|al|als|ing) (the )?(spend|purchase|budget|contract|deal|in what order)',
    'sign[- ]off process',
    'procurement',
    'legal review',
    'security review',
    'evaluation process',
    'steps? (to|before|involved|between|does it go|from here)',
    'how (do|does|will) (you|your company|the company) (buy|decide|make (the|a|this) decision|purchase|evaluate)',
    'buying process',
    'paperwork',
    'signed contract',
    'to signature',
    'final signature',
    'contracting',
    'vendor onboarding',
    'supplier forms',
    'legal (need|needs|see|sees)',
    'after the pilot',
    String.raw`go\/no-go`,
    'what has to happen before',
    'make a final decision',
    'mutual plan',
    'every step',
    'who reviews',
    'board meeting',
    'steering committee',
    'steps ([a-z]+ ){0,6}(po|contract|signature|signed)',
    '(a|the|to|issues the) po',
    'sow',
    'msa',
    'rfp',
    'approval path',
    'decision meeting',
    'exec committee',
    'executive committee',
    'contract ([a-z]+ ){0,3}signed',
    'signed contract',
    'map it backwards',
    'work(ing)? back(wards)? from',
    'signature (by|on)',
    'last ([a-z]+ ){0,2}purchase',
    'security questionnaire',
    'go(es)? to procurement',
    'what happens (then|after that)',
    'have to wait for',
  ]),
  'decision-maker': wordAlternatives([
    String.raw`who\b.{0,40}\b(money|budget|spend|say yes|final (ok|word|say)|the final|sign off|signs? off on|approv[a-z]*|authority)`,
    "the one who ([a-z']+ ){0,2}(sign|signs|decide|decides|approve|approves|pays)",
    "[a-z]+'s call",
    'authority to (approve|sign)',
    'whose budget',
    'approves the budget',
    'signs off (on|anything)',
    'gives the final',
    'who (makes|has|owns|signs|decides|will decide|approves|controls|pays|releases)',
    "who('s| is) the one",
    'final (say|call|signature)',
    'economic buyer',
    'budget holder',
    'signs? off on the budget',
    'sign the contract',
    "who('s| is) (responsible|accountable)",
    'releas(e|es|ing) (the )?(funds|money|budget|cash|spend)',
    'makes the call',
    'signing authority',
    'her budget',
    'his budget',
    'owns the budget',
    'owns that budget',
    'holds the budget',
    'who holds',
  ]),
  stakeholders: wordAlternatives([
    'who else (would|will|is) (back|support|push|sponsor|champion|care)',
    'benefits? most',
    'speak up for',
    'back (this|it|us)',
    'support (this|it) internally',
    'sell (this|it) internally',
    'internally',
    'champion',
    'introduce me',
    'introduce us',
    'set up (a|the) (call|meeting|intro)',
    'help me get',
    'get me (in|time)',
    '(walk|take|bring|get|usher) (me|us) in',
    'bring (the|your|him|her|them) [a-z ]{0,20}into',
    'forward (our|the|this)',
    'how the other[a-z ]{0,20}(leaning|feel|think)',
    'put (me|us) in front of',
    'leaning',
    'sound out',
    'argue for',
    'go to bat',
    'fight for',
    'introduc[a-z]*',
    'loop(ing)? in',
    'share ([a-z]+ ){0,4}internally',
    'feels? about it',
    'when you take (this|it) to',
    'with you leading',
    '(set up|setting up|arrange|get us|get me|book) ([a-z0-9]+ ){0,4}(minutes|call|meeting|time|intro)',
    'in front of',
  ]),
  criteria: wordAlternatives([
    'criteria',
    'requirements?',
    'must[- ]haves?',
    'nice to have',
    'evaluat[a-z]*',
    'looking for in',
    'important to you',
    'matters? most',
    'gonna matter',
    'going to matter',
    'deal[- ]?breakers?',
    'non[- ]negotiable',
    'compare the options',
    '(line|stack|measure) ([a-z]+ ){0,2}up',
    'decide between',
    'choose between',
    'have to prove',
    'need(s)? to see',
    'want(s)? to see',
    '(tip|swing|sway|clinch) (it|this|the decision)',
    'scorecard',
    'have to show',
    'need to prove',
    'need to show',
    'need to have',
    'win over',
    '(judge|judging|score|scoring|rank|ranking|weigh|weighing) (it|them|this|the (options|proposals|vendors|bids|suppliers))',
    'weighting',
    '(look|looking) (at|for) when',
    'what (will|would|do|does) (they|the board|the committee|your team|the team) ([a-z]+ )?(look|looking) (at|for)',
    'make or break',
    'checklist',
    'care (most )?about when',
    'need(s)? to look like',
    '(in|by) order of (importance|priority)',
    'put (them |it )?in order',
    'requirements? (doc|document|list)',
    'comparing ([a-z]+ ){0,3}on',
    'compare ([a-z]+ ){0,3}on',
    'make or break',
    'what made you (go with|choose|pick)',
    'top of (it|the list)',
    'what would (a|the) (good|right) (solution|partner|vendor)',
  ]),
  timeline: wordAlternatives([
    'timeline',
    'timeframe',
    'time frame',
    'deadline',
    'by when',
    'when (do|would|will) you (need|want|like)',
    'urgency',
    'urgent',
    'go[- ]live',
    'this quarter',
    'next quarter',
    'how soon',
    'when does',
  ]),
  competition: wordAlternatives([
    'alternatives?',
    'other (vendors?|options|solutions|providers|tools)',
    'competitors?',
    'compar[a-z]*',
    'considering',
    'incumbent',
    'in[- ]house',
    'build it yourselves',
    'looked at',
    'shortlist',
  ]),
  'future-state': wordAlternatives([
    'ideal(ly)?( (state|world|outcome|week|day|quarter|year))?(?! (vendor|solution|partner|supplier|tool))',
    'future state',
    'in the future',
    'success look',
    'want to get',
    'consider a win',
    'call a win',
    'count as a win',
    'picture',
    'imagine',
    'look like (for|in|by|at)',
    'what would a good',
    'differently',
    'successful',
    'vision',
    'magic wand',
    'better look',
    'goals?',
    'objectives?',
    'want to achieve',
    'good looks? like',
    'in (a|one|12|twelve) (year|months?)',
    'year from now',
    'aiming for',
    'want to be',
    'need (it )?to be',
    'on the other side',
    'goes perfectly',
    'target',
  ]),
};

/** A question that asks about the timing of the decision, the part of timeline that is Decision Process. */
/** A question about when the decision or the change has to land: the timing half of Decision Process. */
const DECISION_TIMING = wordAlternatives([
  'timeline',
  'timeframe',
  'time frame',
  'deadline',
  'by when',
  'until when',
  'when (do|would|will|does|did) (you|the|your) (need|want|decide|sign|make|go)',
  '(when|date) (do |would )?(you )?(expect|plan|hope|aim|are aiming|aiming) (to )?(sign|decide|go live|start|buy|have)',
  'go[- ]live',
  'how soon',
  'how much (time|runway)',
  'budget (cycle|round|year)',
  '(need|needs|have|has|got) to be (done|sorted|live|working|in place|signed|running|ready|decided) (by|before)',
  '(done|sorted|live|working|in place|signed|ready) (by|before) (the|your|then|next|end)',
  'before (the|your) ([a-z]+ ){0,3}(season|audit|opens|starts|kicks in|meeting|renewal|year[- ]end|launch|deadline|peak)',
  '(public )?tender',
  'approval (path|chain|steps|route)',
  'process (after|once|from here)',
  'after (you|they|the board|legal) (say|says|approve|approves|agree|agrees)',
]);

const PITCH = wordAlternatives([
  'our (product|platform|solution|software|tool|app|offering|features?|pricing|customers|clients|technology|ai|case studies|case study|roi)',
  'we (offer|provide|deliver|have built|built|specialise|specialize|are the|are a|can help|can save|' +
    'can give|can offer|can reduce|can increase|can automate|help companies|help teams|help businesses|' +
    'integrate)',
  'best[- ]in[- ]class',
  'industry[- ]leading',
  'cutting[- ]edge',
  'state[- ]of[- ]the[- ]art',
  'let me (show|tell) you (about|how)',
  "i('d| would) love to (show|demo)",
  'a quick demo',
  'free trial',
]);
/** Talk about our offering: a question or a "teaching" line that mentions it is about us, not the buyer. */
const PRODUCT_MENTION = wordAlternatives([
  'our (new |latest )?(product|platform|solution|software|tool|app|offering|features?|pricing|price|' +
    'prices|module|workflow|integration|dashboard|dashboards|system|service|package|tier|licen[cs]e|' +
    'customers|clients|case studies|case study|roi|setup|onboarding|implementation)',
  "(we|we've|we have|we just) (launched|released|shipped|added|introduced|rolled out|built)",
  '(just )?(launched|released|shipped) (a|an|our|the) new',
  'set ?up takes',
  'setup takes',
  'setup is',
  'onboarding takes',
  'go live in',
  'up and running in',
]);
/** A yes/no question about whether our offering fits: "Would it help your approval process?" */
const PRODUCT_FIT =
  /^(so |and |but |well |okay |ok )?(would|could|does|do|will|can|is|isn't|wouldn't) (it|this|that|we|our) (help|work|fit|save|solve|reduce|improve|speed|be (useful|helpful|valuable|relevant|interesting|of interest)|relevant|useful|helpful|interesting|of interest|sound (good|interesting|useful))\b/i;

/** Words that acknowledge: "I hear you", "that's a fair concern", "makes sense". */
const ACKNOWLEDGE = wordAlternatives([
  'i (understand|hear you|hear your|hear that|get (that|it)|appreciate|see why|can see)',
  "that('s| is) (fair|a fair|a valid|valid|understandable|reasonable|a good point|a real concern|a real worry)",
  'makes sense',
  'fair (point|enough|concern|worry|question)',
  'good (point|question)',
  'totally (get|understand)',
  'thanks for (sharing|being (honest|candid|open|upfront)|raising)',
  "if i('m| am) hearing you",
  "what i('m| am) hearing",
  'sounds like (that|you|it)',
  'understandable',
  'valid (concern|point|worry)',
  "i('d| would) feel the same",
]);
/** The acknowledgement names what worries the buyer: "a fair worry about the migration timeline". */
const CONCERN_NAMED =
  /\b(concerns?|worr(y|ies|ied)|hesitations?|reservations?|risks?|fears?|frustrations?|pushback|objections?|doubts?|skeptic(al|ism)|caution|cautious) (about|with|around|over|regarding|on|that|re) [a-z0-9$]/i;
/** A contrast that turns an acknowledgement into a dismissal: "I hear you, but...". */
const CONTRAST = /\b(but|however|though|that said|having said that|honestly|to be honest|the thing is|at the end of the day|anyway)\b/i;

const NEXT_STEP = wordAlternatives([
  'next steps?',
  'schedule',
  'book',
  '[0-9]+[- ]minutes?',
  'calendar',
  'invite',
  'follow[- ]up',
  'set up (a|an|time)',
  'put (something|time) in',
  'pilot',
  'proof of concept',
  'poc',
  'send (you|over) (a|the) (proposal|agreement|contract|summary)',
  'introduc(e|tion) (me|us)',
  'loop (in|them)',
  'bring (in|along)',
  'meet (again|with)',
  'reconvene',
  'workshop',
]);
const DATE_OR_ACTION = wordAlternatives([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'tomorrow',
  'tonight',
  'end of day',
  'next week',
  'this week',
  '(on|by) the [0-9]+',
  '[0-9]{1,2}(st|nd|rd|th)',
  '[0-9]{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*',
  '(january|february|march|april|may|june|july|august|september|october|november|december) [0-9]{1,2}',
  '[0-9]{1,2}(:[0-9]{2})? ?(am|pm)',
  'at [0-9]{1,2}(:[0-9]{2})?',
  'end of (the )?(week|month)',
  'pilot',
  'proposal',
  'contract',
  'agreement',
  'introduc[a-z]+',
  'workshop',
  'demo (on|next)',
]);

/** An insight cue: a peer pattern, research or a benchmark. */
const INSIGHT = wordAlternatives([
  '(plants|clinics|firms|brands|banks|hospitals|companies|teams|shippers|retailers|carriers|schools|' +
    'telecoms|insurers|practices|stores) (your size|like yours|that)',
  "you('d| would) think",
  'most people think',
  'a lot of [a-z]+ think',
  "it('s| is) actually",
  "here('s| is) the reframe",
  'real exposure',
  'based on our data',
  'our data (from|across|shows)',
  'benchmarks? (from|show|across)',
  'across [a-z ]{0,25}we see',
  "we('re| are) seeing",
  "we('ve| have) seen",
  'we (often |typically |usually )?see',
  'what we (see|find|found)',
  'we (found|noticed)',
  'research (shows|suggests|found)',
  'data (shows|suggests)',
  'stud(y|ies) (show|shows|found)',
  'most (companies|teams|organisations|organizations|cfos|ctos|ceos|firms|clinics|hospitals|retailers|' +
    'banks|distributors|manufacturers|leaders|finance teams|sales teams|it teams)',
  'companies like yours',
  'teams like yours',
  'benchmark',
  'industry average',
  'on average',
  "one thing (we|i)('ve| have)? (noticed|learned)",
  'counter[- ]?intuitive',
  'surprising(ly)?',
  'did you know',
  'typically see',
]);
/** What makes an insight about the buyer's world: a problem, a loss or a cost, not a product feature. */
const BUYER_PROBLEM = wordAlternatives([
  'lose',
  'loses',
  'losing',
  'lost',
  'loss',
  'waste[a-z]*',
  'cost',
  'costs',
  'costing',
  'spend',
  'spends',
  'spending',
  'miss',
  'misses',
  'missing',
  'missed',
  'late',
  'delays?',
  'delayed',
  'errors?',
  'churn[a-z]*',
  'fail[a-z]*',
  'risk[a-z]*',
  'struggl[a-z]*',
  'stuck',
  'behind',
  'drop',
  'drops',
  'dropped',
  'leak[a-z]*',
  'bottlenecks?',
  'manual',
  'rework',
  'overrun[a-z]*',
  'penalt[a-z]*',
  'fines?',
  'slow[a-z]*',
  'underestimate[a-z]*',
  'overpay[a-z]*',
  'burn[a-z]*',
  'block[a-z]*',
  'break[a-z]*',
  'hand-?offs?',
  'redo',
  'duplicate[a-z]*',
]);
/** Refers back to what the buyer said, or frames for their role. */
/** A sentence that generalises: others like the buyer, a typical pattern, a reframe. */
const GENERALISES = wordAlternatives([
  'most',
  'many',
  'a lot of',
  'typically',
  'usually',
  'often',
  'tend to',
  'the ones (that|who)',
  'on average',
  'across',
  'peers?',
  'others?',
  'companies',
  'teams',
  'firms',
  'people',
  "it('s| is) (actually|not|really)",
  "isn't (the|about)",
  'not the [a-z]+,? (it|but)',
]);
/** ... that is not a statement about the buyer themselves ("you said", "your team"). */
const ABOUT_THE_BUYER = /^\W*(you|your|you're|you've)\b/i;
const SOME_NUMBER = /\b([0-9]+|half|a third|a quarter|twice|double|three times|ten times)\b|%/i;
/** A stakeholder and what they answer for: the cue that the message is being shaped for them. */
const STAKEHOLDER_STAKE =
  /\b(cfo|ceo|coo|cio|cto|ciso|cmo|cro|vp|board|dean|director|manager|managers|head of [a-z]+|lead|leads|auditors?|partners|principal|owner|controller|chief [a-z]+ officer|your boss|finance|it|security|ops|operations|nurses|clinicians|engineers)('s|s)? [a-z' ]{0,30}(cares?|caring|measured|judged|bonused|focused|pushing|pushed|worried|worries|concerns?|on the hook|priority|priorities|answers? to|reports? to|gets? grilled|accountable|lives by|obsessed|big push)\b/i;
/** What comes after the cue shapes the conversation: a proposal or a choice of what to show. */
const SHAPES_WHAT_COMES = wordAlternatives([
  'let me',
  "i('ll| will)",
  "i('d| would)",
  "so here('s| is)",
  'rather than',
  'instead of',
  'not as',
  'skip',
  'focus (on|first)',
  'start with',
  'lead with',
  'build the case',
  'walk you through',
  'frame it',
  "we('ll| will) (show|lead|open|put|start|frame)",
  "we('ve| have) (moved|put|rebuilt|reworked|changed|reframed|cut|built|shaped)",
  'would that (resonate|land|help|work)',
]);
const TAILOR = wordAlternatives([
  'i know (it|your|the|you)',
  'as the one who',
  "you('re| are) (measured|judged) on",
  '(measured|judged|bonused) on',
  'on the hook for',
  'big push',
  "you('ll| will)? care about",
  'you care about',
  'cares about',
  'pushing you',
  'for your [a-z ]{0,20}(managers|cfo|ceo|coo|ciso|cio|cto|cmo|cro|vp|gm|board|leads|director|boss|owner|partners|dean|principal|controller|head of [a-z]+)',
  // "The owners hold your GM to RevPAR", "Dr Okafor's all about clinician time".
  "(hold|holds|held) (your|the|their|her|his) [a-z' ]{0,25} to",
  "('s| is| are) all about",
  'given your',
  'you mentioned',
  'you said',
  'you told me',
  'earlier you',
  'as (a|the) (cfo|cto|ceo|finance|technology|technical|head|vp|director|champion|manager)',
  'in your (role|position|industry|world)',
  'given (your|that you)',
  'for someone in your',
]);
/** A proposal or a respectful push back. */
const PROPOSE = wordAlternatives([
  'how about we',
  'what if we',
  'so we can',
  "let('s| us) (walk|go|put|meet|talk|review|sort|build|lock|get)",
  "i('ll| will) (send|bring|draft|book)",
  'i (suggest|recommend|propose)',
  "i('d| would) (suggest|recommend|propose)",
  'my recommendation',
  "here('s| is) what i (suggest|propose|recommend)",
  "let('s| us) (agree|align|set|plan|map|book|schedule|commit)",
  'can we agree',
  "i('d| would) like to propose",
  'the (right|best) next step',
]);
const PUSH_BACK = wordAlternatives([
  'be real about (budget|money|price|pricing)',
  'what have you (actually )?(set aside|budgeted)',
  'talk (about )?(budget|price|pricing|money) (openly|directly|now|up front|upfront)',
  "i don('t| not) think (that|the|it|this)",
  "i('d| would) rather tell you",
  'rather than send',
  'respectfully',
  "i('d| would) (challenge|push back|question|disagree)",
  'let me push back',
  "i('m| am) not sure that('s| is) (right|true|the case)",
  'i see it differently',
]);
/** What makes a proposal concrete: a plan, the people, a business case. */
const PLAN_DETAIL = wordAlternatives([
  '(a|the|mutual|joint|action|rollout|project|success|implementation|evaluation) plan',
  'mutual',
  'map',
  'business case',
  'success criteria',
  'agenda for',
  'timeline',
  'your (cfo|ceo|cto|boss|manager|team|it|security|legal|procurement)',
  'the (cfo|ceo|cto)',
  'stakeholders?',
]);
const GAP = wordAlternatives([
  'gap',
  'difference between',
  'from where you are',
  'get (you )?from',
  'distance',
  'close (that|the) gap',
  'versus where',
  'compared to where',
  'stands between',
  'sit between',
  'how far (off|from|are you)',
  'cost of waiting',
  'waiting another',
  'if nothing changes',
  'urgent',
  'deadline',
  'why (is )?now',
  'this year rather than',
  "isn't live",
  'is not live',
  'slips past',
  'end of support',
  'another year',
  'where are you today .{0,60}where',
  'if .{0,40}still',
  'if (we|you|they) wait',
  'another (quarter|year|month) of',
  'forcing the timing',
  'driving the timing',
  'the timing on',
  'why (is it|does this|now)',
  'the rush',
  "still (haven't|hasn't|have not)",
  // Urgency and the cost of not changing, asked in plain words.
  '(forcing|pushing|making) (you|the business|the company|them) (to )?(change|move|act|look)',
  "what'?s driving (the|this)",
  '(is there|any) (a )?(specific |hard )?(event|date) (behind|driving|forcing)',
  '(if|when) (this|it|the project) (slipped|slips|slid|waits|stalls)',
  'doing nothing',
  'stick(ing)? with (the|what|how)',
  'how (big|high|important) (of )?a priority',
  'top (one|two|three|five|1|2|3|5) (thing|things|priority|priorities|project|projects)',
  'compared (to|with) (the )?other (projects|priorities|initiatives)',
  'how much time do you have',
  'before (it|the regulation|the rule|the law|the mandate) (kicks in|lands|applies|takes effect)',
  '(made|prompted|triggered|led|got) you .{0,30}now',
]);
/** Words of a problem solved: the condition of a Need-Payoff question. */
const SOLVING = wordAlternatives([
  'fix',
  'fixed',
  'fixing',
  'solve',
  'solved',
  'solving',
  'had',
  'having',
  'got',
  'worked',
  'were',
  'was',
  'automat[a-z]*',
  'faster',
  'better',
  'improv[a-z]*',
  'cut',
  'single view',
  'one view',
  'back',
  'gain',
  'benefit',
  'win',
  'ideal',
  'went away',
  'gone',
  'sorted',
  'cleared',
  'processed',
]);
const NEED_PAYOFF = wordAlternatives([
  'how would (that|it|this) help',
  'what would (it|that|this) (mean|be worth|change|free)',
  "what would [a-z' ]{0,40}(mean for|be worth|do differently|do with)",
  'if you could',
  "what('s| is) (that|it) worth",
  "what('s| is) it worth",
  'be worth',
  'value (of|to) (you|your)',
  'how (much )?would (your|you|the team) (benefit|gain|save)',
  'what would (solving|fixing|changing) (that|this|it)',
  'matter to you',
  'free you up',
  'do with the time',
  'let you retire',
  'mean for (her|him|them|you|the)',
  'what would (they|you|the team|your [a-z]+) do',
]);
const SITUATION = wordAlternatives([
  'how many',
  'what (tools?|system|systems|process|crm|platform|stack)',
  'walk me through',
  'currently',
  'today',
  'tell me about (your|the) (team|company|role|business|setup|process)',
  'how is (your|the) (team|company|process) (set up|organi[sz]ed|structured)',
]);

const unique = <T>(items: T[]): T[] => [...new Set(items)];
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** A sentence that sells: product talk, or a question about whether our offering would fit. */
const pitchy = (sentence: string): boolean => PITCH.test(sentence) || PRODUCT_MENTION.test(sentence);

export function classifyTurn(text: string, context: TurnContext = {}): TurnReading {
  const clean = text.trim();
  const sentences = splitSentences(clean);
  const asked = readQuestions(clean);
  const openQuestions = asked.filter((q) => q.kind === 'open').length;
  const closedQuestions = asked.length - openQuestions;

  // Talking about the product (a claim, a feature announcement) without asking anything open, or doing
  // it at length, is a pitch.
  const pitchHits = sentences.filter((s) => pitchy(s.text)).length;
  const pitch = pitchHits >= 2 || (pitchHits === 1 && openQuestions === 0);

  // A question earns a topic only through what it asks, and only when it is not selling: not a question
  // about our offering, not "would it help?", not a yes/no question tacked onto a pitch.
  const genuine = asked.filter((q) => !pitchy(q.sentence) && !PRODUCT_FIT.test(q.ask) && !(pitch && q.kind === 'closed'));
  const topicsOf = (q: QuestionReading) => TOPICS.filter((topic) => TOPIC_PATTERNS[topic].test(q.ask));
  const topics = TOPICS.filter((topic) => genuine.some((q) => TOPIC_PATTERNS[topic].test(q.ask)));

  // SPIN types are read per question: a question about what a problem leads to is an Implication
  // question, not also a Problem question, even though it names the problem.
  const spinSet = new Set<SpinType>();
  for (const q of genuine) {
    const about = topicsOf(q);
    if (describesToday(q, about)) spinSet.add('situation');
    if (about.includes('impact')) spinSet.add('implication');
    else if (about.includes('pain')) spinSet.add('problem');
    // Need-Payoff asks for the value of solving it; "what would it mean if an attacker got in" is an Implication.
    if (NEED_PAYOFF.test(q.ask)) {
      if ((about.includes('pain') || about.includes('impact')) && !SOLVING.test(q.ask)) spinSet.add('implication');
      else spinSet.add('need-payoff');
    }
  }
  const spin: SpinType[] = (['situation', 'problem', 'implication', 'need-payoff'] as const).filter((type) => spinSet.has(type));

  const meddic: MeddicElement[] = [];
  if (topics.includes('metrics')) meddic.push('metrics');
  // The economic buyer is a person with authority over the money: a question about who decides or
  // signs, not "do you have budget?".
  if (topics.includes('decision-maker')) meddic.push('economic-buyer');
  if (topics.includes('criteria')) meddic.push('decision-criteria');
  if (topics.includes('decision-process') || genuine.some((q) => DECISION_TIMING.test(q.ask))) meddic.push('decision-process');
  if (topics.includes('pain') || topics.includes('impact')) meddic.push('identify-pain');
  if (topics.includes('stakeholders')) meddic.push('champion');

  const gap: GapElement[] = [];
  if (genuine.some((q) => describesToday(q, topicsOf(q)))) gap.push('current-state');
  if (topics.includes('pain')) gap.push('problems');
  if (topics.includes('impact')) gap.push('impact');
  if (genuine.some((q) => TOPIC_PATTERNS['future-state'].test(q.ask) && !NEED_PAYOFF.test(q.ask))) gap.push('future-state');
  if (genuine.some((q) => GAP.test(q.ask))) gap.push('gap');

  const nextStep = NEXT_STEP.test(clean);
  const concreteNextStep = nextStep && DATE_OR_ACTION.test(clean);
  const challenger: ChallengerMove[] = [];
  if (teaches(sentences, genuine)) challenger.push('teach');
  // Referring back to what the buyer said in order to ask for an introduction is working the champion, not tailoring.
  if (!pitch && !topics.includes('stakeholders') && !topics.includes('decision-maker') && tailors(clean, genuine, concreteNextStep))
    challenger.push('tailor');
  if (takesControl(sentences)) challenger.push('take-control');

  return {
    text: clean,
    words: wordCount(clean),
    questions: asked.map((q) => q.sentence),
    asked,
    openQuestions,
    closedQuestions,
    topics,
    spin: unique(spin),
    meddic: unique(meddic),
    gap: unique(gap),
    challenger,
    pitch,
    acknowledges: acknowledgesConcern(clean, sentences, asked, context.buyerBefore ?? null),
    nextStep,
    concreteNextStep,
  };
}

type Sentences = ReturnType<typeof splitSentences>;

/** A question about how things are today, not one about consequences, the buying process or the distance to a target. */
function describesToday(q: QuestionReading, about: Topic[]): boolean {
  if (!SITUATION.test(q.ask) && !about.includes('current-state')) return false;
  const elsewhere: Topic[] = [
    'pain',
    'impact',
    'decision-process',
    'decision-maker',
    'criteria',
    'future-state',
    'stakeholders',
    'timeline',
  ];
  return !about.some((t) => elsewhere.includes(t)) && !GAP.test(q.ask) && !NEED_PAYOFF.test(q.ask);
}

/** Teach: an insight about a problem in the buyer's world, then a question about their case. */
function teaches(sentences: Sentences, genuine: QuestionReading[]): boolean {
  const lastAsk = genuine.reduce((last, q) => Math.max(last, q.askIndex), -1);
  return sentences.some((s) => {
    if (s.index >= lastAsk || pitchy(s.text)) return false;
    const cue = INSIGHT.exec(s.text);
    if (cue !== null && s.index + cue.index < lastAsk && BUYER_PROBLEM.test(s.text)) return true;
    // A claim about how things go in the buyer's world (others like them, a number, a reframe), not
    // about the buyer themselves, then a question about their case.
    return (
      !s.text.trim().endsWith('?') &&
      GENERALISES.test(s.text) &&
      !ABOUT_THE_BUYER.test(s.text) &&
      (BUYER_PROBLEM.test(s.text) || SOME_NUMBER.test(s.text))
    );
  });
}

/** Tailor: picks up what the buyer said or their role, and asks or proposes something from it. */
function tailors(text: string, genuine: QuestionReading[], concreteNextStep: boolean): boolean {
  const cue = TAILOR.exec(text) ?? STAKEHOLDER_STAKE.exec(text);
  if (!cue) return false;
  // ... and asks or proposes something from it ("so I'll build the case around that", "would that resonate?").
  return concreteNextStep || genuine.some((q) => q.askIndex + q.ask.length > cue.index) || SHAPES_WHAT_COMES.test(text.slice(cue.index));
}

/** Take Control: a concrete proposal (a date, a plan, the people) or a respectful push back. */
function takesControl(sentences: Sentences): boolean {
  const unpitched = sentences.filter((s) => !pitchy(s.text));
  // Two or more dated steps laid out: a plan ("security review by the 5th, signature on the 28th").
  if (unpitched.reduce((n, s) => n + (s.text.match(DATED_STEP) ?? []).length, 0) >= 2) return true;
  return unpitched.some((s) => {
    if (PUSH_BACK.test(s.text)) return true;
    if (PRICE_ON_THE_TABLE.test(s.text) && PRICE_TERMS.test(s.text)) return true;
    return PROPOSE.test(s.text) && (DATE_OR_ACTION.test(s.text) || PLAN_DETAIL.test(s.text));
  });
}

const ORDINAL_WORDS =
  '(twenty|thirty)[- ](first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth';
const MONTHS =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';
/** A step with its day: "by the 5th", "on the twenty eighth", "by June 30", "on 12 March". */
const DATED_STEP = new RegExp(
  String.raw`\b(?:by|on|before) (?:the )?(?:[0-9]{1,2}(?:st|nd|rd|th)?|${ORDINAL_WORDS})\b(?! (?:day|week|month|year|time|step|option|quarter)s?\b)|\b(?:by|on|before) ${MONTHS} (?:[0-9]{1,2}|${ORDINAL_WORDS})\b`,
  'gi',
);
/** The seller naming a price or a discount they can give... */
const PRICE_ON_THE_TABLE = wordAlternatives([
  "(we|i) ?('ll|'d|can|could|will|would) (do|give you|get you|offer|go to|come down to|drop to|hold)",
  'list( price)? is',
]);
/** ...on terms: a signature by a date, a term, a discount ("we can do $42 a seat on a three-year term"). */
const PRICE_TERMS = wordAlternatives([
  'if (you|we) (sign|get (the )?signature|commit|get it signed)',
  '(sign|signed|signature) (before|by)',
  '(one|two|three|four|five|multi|[0-9])[- ]year (term|deal|contract|commitment)',
  'discount',
  '(percent|%) off',
]);

const STOP_WORDS = new Set(
  'about above after again also because been before being could does doing down from have having here into just like more most much need only other over same should some such than that their them then there these they this those through under very want were what when where which while will with would your yours ours really actually honestly think know sure going thing things something anything right well yeah okay'.split(
    ' ',
  ),
);
/** Content words (four letters or more, singular) of a text, for naming a concern. */
function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z0-9']+/)) {
    const word = raw.endsWith('s') && raw.length > 4 ? raw.slice(0, -1) : raw;
    if (word.length >= 4 && !STOP_WORDS.has(word)) words.add(word);
  }
  return words;
}

/**
 * An acknowledgement that names the buyer's concern before answering it: an acknowledging phrase, and
 * the concern named (in words of its own, "a fair worry about the timeline", or in the buyer's words)
 * or asked about with an open question. "I hear you, but..." with nothing named before the "but" is a
 * dismissal.
 */
function acknowledgesConcern(text: string, sentences: Sentences, asked: QuestionReading[], buyerBefore: string | null): boolean {
  const cue = ACKNOWLEDGE.exec(text);
  if (!cue) return false;
  const afterCue = cue.index + cue[0].length;
  const concern = buyerBefore ? contentWords(buyerBefore) : new Set<string>();
  const names = (span: string) => CONCERN_NAMED.test(span) || [...contentWords(span)].some((w) => concern.has(w));
  // The stretch before a contrast ("..., but ...") is all that acknowledges.
  const rest = text.slice(afterCue);
  const contrast = CONTRAST.exec(rest);
  const sentenceEnd = sentences.find((s) => s.index + s.text.length >= afterCue);
  const endOfAck = sentenceEnd ? sentenceEnd.index + sentenceEnd.text.length : text.length;
  // A contrast in the acknowledging sentence or opening the next one.
  const nextSentence = sentences.find((s) => s.index >= endOfAck);
  const contrastAt =
    contrast && afterCue + contrast.index < endOfAck
      ? afterCue + contrast.index
      : nextSentence && CONTRAST.exec(nextSentence.text)?.index === 0
        ? nextSentence.index
        : -1;
  if (contrastAt >= 0) return names(text.slice(0, contrastAt));
  // Named before any product talk, or explored with an open question that is not a pitch.
  const firstPitch = sentences.find((s) => s.index >= cue.index && pitchy(s.text));
  const named = names(text.slice(0, firstPitch ? firstPitch.index : text.length));
  const explores = asked.some((q) => q.kind === 'open' && q.askIndex >= cue.index && !pitchy(q.sentence));
  return named || explores;
}

/** Short quote of a seller's line for feedback items. */
export function quote(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat}"`;
}
