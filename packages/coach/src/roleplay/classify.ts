// Reads one seller turn: which questions it asks (open or closed), about which topics, which SPIN,
// MEDDIC, Gap and Challenger moves it makes, whether it pitches, acknowledges a concern or proposes a
// next step. The buyer reacts to this reading and the rubric scores it, so both judge a turn alike.
// The questions, and whether each is open or closed, come from the question reader (questions.ts).
import { readQuestions } from './questions.js';

export const TOPICS = [
  'current-state', 'pain', 'impact', 'metrics', 'budget', 'decision-process', 'decision-maker',
  'stakeholders', 'criteria', 'timeline', 'competition', 'future-state',
] as const;
export type Topic = (typeof TOPICS)[number];

export type SpinType = 'situation' | 'problem' | 'implication' | 'need-payoff';
export type MeddicElement = 'metrics' | 'economic-buyer' | 'decision-criteria' | 'decision-process' | 'identify-pain' | 'champion';
export type GapElement = 'current-state' | 'problems' | 'impact' | 'future-state' | 'gap';
export type ChallengerMove = 'teach' | 'tailor' | 'take-control';

export interface TurnReading {
  text: string;
  words: number;
  questions: string[];
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

const TOPIC_PATTERNS: Record<Topic, RegExp> = {
  'current-state': /\b(today|currently|current(ly)? (process|setup|set-up|tools?|system|approach)|walk me through|how do(es)? (you|your team) (handle|manage|do|run|track)|your (process|setup|stack|team)|how many (people|users|reps|engineers)|tools? (do|are) you)\b/i,
  pain: /\b(challenge|challenges|challenging|problem|problems|pain|struggl\w*|frustrat\w*|issue|issues|difficult\w*|headache|not working|keeps? you up|biggest (concern|obstacle)|bottleneck|hard(est)? part|what('s| is) (broken|getting in the way))\b/i,
  impact: /\b(impact\w*|cost(ing|s)? you|consequence\w*|affect\w*|what happens (if|to|when)|if (nothing|that) (changes|continues)|how much (time|money|revenue)|result(ing)? in|lose|losing|lost|at risk|knock-on|ripple)\b/i,
  metrics: /\b(measur\w*|metric\w*|kpis?|numbers?|track(ing)?|quantif\w*|percent\w*|roi|benchmark|how much|how many hours)\b/i,
  budget: /\b(budget\w*|spend(ing)?|funding|funded|allocated|invest(ment|ing)?|price range|afford|set aside)\b/i,
  'decision-process': /\b(decision[- ]making process|decision process|approv\w*|sign[- ]off|procurement|legal review|security review|evaluation process|steps? (to|before|involved)|how (do|does|will) (you|your company|the company) (buy|decide|make (the|a|this) decision|purchase|evaluate)|buying process|paperwork)\b/i,
  'decision-maker': /\b(who (makes|has|owns|signs|decides|will decide|approves|controls)|final (say|decision|call)|economic buyer|budget holder|signs? off|sign the contract|who('s| is) (responsible|accountable))\b/i,
  stakeholders: /\b(who else|anyone else|other (people|teams?|stakeholders|departments?|leaders)|stakeholders?|involved|colleagues|your (boss|manager|team lead|ceo|cfo|cto|leadership)|internally|champion|support (this|it) internally|introduce me|loop in)\b/i,
  criteria: /\b(criteria|requirements?|must[- ]haves?|evaluat\w*|looking for in|important to you|matters? most|deal[- ]?breakers?|non[- ]negotiable|what would (a|the) (good|right) (solution|partner|vendor))\b/i,
  timeline: /\b(timeline|timeframe|time frame|deadline|by when|when (do|would|will) you (need|want|like)|urgency|urgent|go[- ]live|this quarter|next quarter|how soon|when does)\b/i,
  competition: /\b(alternatives?|other (vendors?|options|solutions|providers)|competitors?|compar\w*|considering|incumbent|in[- ]house|build it yourselves|looked at|shortlist)\b/i,
  'future-state': /\b(ideal\w*|future|success look|successful|vision|if you could|magic wand|would it (mean|help|change)|what would (change|it mean|that mean|be different)|better look|goals?|objectives?|priorit\w*|want to achieve|in (a|one|12|twelve) (year|months?))\b/i,
};

const PITCH = /\b(our (product|platform|solution|software|tool|app|offering|features?|pricing|customers|clients|technology|ai)|we (offer|provide|deliver|have built|built|specialise|specialize|are the|are a|can (help|save|give|offer|reduce|increase|automate)|help (companies|teams|businesses)|integrate)|best[- ]in[- ]class|industry[- ]leading|cutting[- ]edge|state[- ]of[- ]the[- ]art|let me (show|tell) you (about|how)|i('d| would) love to (show|demo)|a quick demo|free trial|our (\w+ )?(roi|case stud\w+))\b/i;
const ACKNOWLEDGE = /\b(i (understand|hear you|get (that|it)|appreciate|see why|can see)|that('s| is) (fair|a fair|a valid|valid|understandable|reasonable|a good point|a real concern)|makes sense|fair (point|enough|concern)|good (point|question)|totally (get|understand)|thanks for (sharing|being (honest|candid|open)|raising)|if i('m| am) hearing you|what i('m| am) hearing|sounds like (that|you|it)|understandable|valid concern|i('d| would) feel the same)\b/i;
const NEXT_STEP = /\b(next steps?|schedule|book|\d+[- ]minutes?|calendar|invite|follow[- ]up|set up (a|an|time)|put (something|time) in|pilot|proof of concept|poc|send (you|over) (a|the) (proposal|agreement|contract|summary)|introduc(e|tion) (me|us)|loop (in|them)|bring (in|along)|meet (again|with)|reconvene|workshop)\b/i;
const DATE_OR_ACTION = /\b(monday|tuesday|wednesday|thursday|friday|tomorrow|next week|this week|(on|by) the \d+|\d{1,2}(:\d{2})?\s?(am|pm)|end of (the )?(week|month)|pilot|proposal|contract|agreement|introduc\w+|workshop|demo (on|next))\b/i;

const TEACH = /\b(we('re| are) seeing|we('ve| have) seen|what we (see|find|found)|research (shows|suggests)|data (shows|suggests)|most (companies|teams|organisations|organizations|cfos|ctos)|companies like yours|teams like yours|benchmark|industry average|one thing (we|i)('ve| have)? (noticed|learned)|counter[- ]?intuitive|surprising(ly)?|did you know|typically see)\b/i;
const TAILOR = /\b(you mentioned|you said|you told me|earlier you|as (a|the) (cfo|cto|finance|technology|technical|head|vp|director|champion|manager)|for (your|a) (team|role|company|business|industry)|in your (role|position|industry|world)|given (your|that you))\b/i;
const TAKE_CONTROL = /\b(i('d| would) (suggest|recommend|propose|challenge|push back)|my recommendation|here('s| is) what i (suggest|propose|recommend)|let('s| us) (agree|align|set|plan|map|book|schedule|commit)|respectfully|can we agree|i('d| would) like to propose|the (right|best) next step|agenda)\b/i;
const GAP = /\b(gap|difference between|from where you are|get (you )?from|where you want to be|distance between|close (that|the) gap|versus where|compared to where)\b/i;
const NEED_PAYOFF = /\b(how would (that|it|this) help|what would (it|that) (mean|be worth|change)|if you could|what('s| is) (that|it) worth|value (of|to) (you|your)|benefit\w*|how (much )?would (your|you|the team) (benefit|gain|save)|what would (solving|fixing|changing) (that|this|it))\b/i;
const SITUATION = /\b(how many|how long|what (tools?|system|systems|process|crm|platform|stack)|walk me through|currently|today|tell me about (your|the) (team|company|role|business|setup|process)|how is (your|the) (team|company|process) (set up|organi[sz]ed|structured))\b/i;

const sentences = (text: string): string[] =>
  text
    .split(/(?<=[?.!])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

const unique = <T>(items: T[]): T[] => [...new Set(items)];

export function classifyTurn(text: string): TurnReading {
  const clean = text.trim();
  const parts = sentences(clean);
  const readings = readQuestions(clean);
  const questions = readings.map((q) => q.sentence);
  const openQuestions = readings.filter((q) => q.kind === 'open').length;
  const closedQuestions = readings.length - openQuestions;
  const asked = questions.join(' ');
  const topics = TOPICS.filter((topic) => TOPIC_PATTERNS[topic].test(asked));

  // SPIN types are read per question: a question about what a problem leads to is an Implication
  // question, not also a Problem question, even though it names the problem.
  const spinSet = new Set<SpinType>();
  for (const q of questions) {
    const about = TOPICS.filter((topic) => TOPIC_PATTERNS[topic].test(q));
    if (SITUATION.test(q) || about.includes('current-state')) spinSet.add('situation');
    if (about.includes('impact')) spinSet.add('implication');
    else if (about.includes('pain')) spinSet.add('problem');
    if (NEED_PAYOFF.test(q)) spinSet.add('need-payoff');
  }
  const spin: SpinType[] = (['situation', 'problem', 'implication', 'need-payoff'] as const).filter((type) => spinSet.has(type));
  const meddic: MeddicElement[] = [];
  if (topics.includes('metrics')) meddic.push('metrics');
  if (topics.includes('decision-maker') || topics.includes('budget')) meddic.push('economic-buyer');
  if (topics.includes('criteria')) meddic.push('decision-criteria');
  if (topics.includes('decision-process') || topics.includes('timeline')) meddic.push('decision-process');
  if (topics.includes('pain') || topics.includes('impact')) meddic.push('identify-pain');
  if (topics.includes('stakeholders')) meddic.push('champion');

  const gap: GapElement[] = [];
  if (topics.includes('current-state')) gap.push('current-state');
  if (topics.includes('pain')) gap.push('problems');
  if (topics.includes('impact')) gap.push('impact');
  if (topics.includes('future-state')) gap.push('future-state');
  if (GAP.test(clean)) gap.push('gap');

  const challenger: ChallengerMove[] = [];
  if (TEACH.test(clean)) challenger.push('teach');
  if (TAILOR.test(clean)) challenger.push('tailor');
  if (TAKE_CONTROL.test(clean)) challenger.push('take-control');

  const nextStep = NEXT_STEP.test(clean);
  const pitchHits = parts.filter((s) => PITCH.test(s)).length;
  return {
    text: clean,
    words: clean.split(/\s+/).filter(Boolean).length,
    questions,
    openQuestions,
    closedQuestions,
    topics,
    spin: unique(spin),
    meddic: unique(meddic),
    gap: unique(gap),
    challenger,
    // Talking about the product without asking anything open, or doing it at length, is a pitch.
    pitch: pitchHits >= 2 || (pitchHits === 1 && openQuestions === 0),
    acknowledges: ACKNOWLEDGE.test(clean),
    nextStep,
    concreteNextStep: nextStep && DATE_OR_ACTION.test(clean),
  };
}

/** Short quote of a seller's line for feedback items. */
export function quote(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat}"`;
}
