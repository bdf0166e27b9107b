// The offline simulated buyer. Stateless: every reply replays the seller's turns from the start, so any
// instance answers any session. The buyer's trust moves with how the seller asks; trust and difficulty
// decide how much of the hidden facts each answer gives away.
import type { Difficulty } from '@blindspot/contracts';
import type { Topic, TurnReading } from './classify.js';
import { sellerTurns } from './conversation.js';
import { sessionFacts } from './drill-facts.js';
import type { BuyerFacts } from './facts.js';
import { type Random, seededRandom } from './random.js';
import type { RoleplaySetup, Transcript } from './types.js';

/** How much of a topic the buyer has told: 0 nothing, 1 brief, 2 open, 3 deep. */
type Depth = 0 | 1 | 2 | 3;

export interface BuyerState {
  trust: number;
  depth: Map<Topic, Depth>;
  objectionsRaised: number;
  /** An objection the buyer raised last turn and is waiting to hear addressed. */
  pendingObjection: string | null;
  painRevealed: boolean;
  nextStepAgreed: boolean;
}

interface Guardedness {
  startTrust: number;
  /** Trust needed for an open answer and for a deep one. */
  openAt: number;
  deepAt: number;
  /** Trust lost to a pitch before any pain is known. */
  pitchPenalty: number;
  /** Trust needed before agreeing to a next step. */
  commitAt: number;
}

export const GUARDEDNESS: Record<Difficulty, Guardedness> = {
  easy: { startTrust: 2, openAt: 0, deepAt: 2, pitchPenalty: 1, commitAt: 2 },
  medium: { startTrust: 1, openAt: 0, deepAt: 3, pitchPenalty: 2, commitAt: 3 },
  hard: { startTrust: 0, openAt: 1, deepAt: 4, pitchPenalty: 2, commitAt: 4 },
};

const MAX_TRUST = 6;
const MAX_TOPICS_PER_REPLY = 2;

/** The seller turns (1-based) after which each scenario's objections come up. */
const OBJECTION_TURNS: Record<RoleplaySetup['scenario'], readonly number[]> = {
  discovery: [4, 8],
  objection: [1, 3, 6],
  closing: [2, 5],
  multithreading: [3, 6],
};

const GREETING: Record<Difficulty, readonly string[]> = {
  easy: ['Hi, good to meet you.', 'Hi! Thanks for setting this up.'],
  medium: ['Hi. I have about twenty minutes.', "Hello. Thanks for your time; let's make it useful."],
  hard: ["Hi. I've only got fifteen minutes, so let's keep this focused.", "Hello. I get a lot of these calls, so let's be quick."],
};

const EARLY_PITCH: Record<Difficulty, readonly string[]> = {
  easy: ["Okay, but I'm not sure you know what we actually need yet.", "Sounds interesting, though I haven't told you much about us yet."],
  medium: [
    "Hold on. You're telling me about your product and you haven't asked what's going on here.",
    "That's a pitch, and I don't think you know our situation yet.",
  ],
  hard: [
    "I get a dozen pitches a week. You don't know anything about our situation, so why would I care about features?",
    'Stop there. Every vendor says that. What do you actually know about our problems?',
  ],
};

const NO_QUESTION: Record<Difficulty, readonly string[]> = {
  easy: ['Sure, that makes sense. What else would you like to know?', 'Okay. Happy to tell you more if you have questions.'],
  medium: ['Right. Where are you going with this?', 'Okay. What do you need from me?'],
  hard: ['Okay. Was there a question in there?', "And? I'm not sure what you want from me."],
};

const LATE_PITCH = [
  'That sounds fine in a brochure. How exactly would it deal with {pain}?',
  'Everyone says that. What would it actually change about {pain}?',
];
const ACKNOWLEDGED = [
  'I appreciate you not brushing that off.',
  'Fair enough, thanks for taking it seriously.',
  "Okay, at least you're listening.",
];
const IGNORED = ["You didn't really answer my concern, though.", "That doesn't address what I just raised."];
const GUARDED = ['Why do you ask?', "I'd rather not get into that yet.", "Let's see if there's a fit first."];
const ALREADY_SAID = ["I've told you what I can on that for now.", "As I said, that's where things stand."];
const CLOSED_NO_TOPIC = ['Yes, broadly.', 'Not really.', 'More or less.', 'In some ways, yes.'];

export function initialBuyerState(setup: RoleplaySetup): BuyerState {
  return {
    trust: GUARDEDNESS[setup.difficulty].startTrust,
    depth: new Map(),
    objectionsRaised: 0,
    pendingObjection: null,
    painRevealed: false,
    nextStepAgreed: false,
  };
}

/** The topics a turn asks about, with a default for an open question on no clear topic. */
function askedTopics(reading: TurnReading, state: BuyerState): Topic[] {
  if (reading.topics.length > 0) {
    // Prefer what the buyer has said least about.
    return [...reading.topics].sort((a, b) => (state.depth.get(a) ?? 0) - (state.depth.get(b) ?? 0)).slice(0, MAX_TOPICS_PER_REPLY);
  }
  if (reading.openQuestions > 0) {
    // An open question on no clear topic: the buyer talks about what they have said least about.
    const volunteered: Topic[] = ['current-state', 'pain', 'impact', 'future-state'];
    return [volunteered.find((t) => (state.depth.get(t) ?? 0) < 2) ?? 'future-state'];
  }
  return [];
}

function answerTopics(setup: RoleplaySetup, facts: BuyerFacts, state: BuyerState, reading: TurnReading, random: Random): string[] {
  const guard = GUARDEDNESS[setup.difficulty];
  const topics = askedTopics(reading, state);
  if (topics.length === 0 && reading.closedQuestions > 0 && !reading.nextStep) return [random.pick(CLOSED_NO_TOPIC)];
  const open = reading.openQuestions > 0;
  // A question that follows a pain into its consequences earns the deeper answer sooner.
  const probing = reading.spin.includes('implication') || reading.spin.includes('need-payoff');
  const parts: string[] = [];
  const held: string[] = [];
  for (const topic of topics) {
    const told = state.depth.get(topic) ?? 0;
    const fact = facts.topics[topic];
    let depth: Depth;
    if (!open) {
      parts.push(fact.brief);
      depth = Math.max(told, 1) as Depth;
    } else if (state.trust < guard.openAt) {
      parts.push(told === 0 ? `${fact.brief} ${random.pick(GUARDED)}` : random.pick(GUARDED));
      depth = Math.max(told, 1) as Depth;
    } else {
      const deepEnough = state.trust >= guard.deepAt - (probing ? 1 : 0);
      depth = (told >= 2 || probing) && deepEnough ? 3 : 2;
      if (depth <= told) {
        const line = random.pick(ALREADY_SAID);
        held.push(line);
        parts.push(line);
      } else parts.push(depth === 3 ? (told < 2 ? `${fact.open} ${fact.deep}` : fact.deep) : fact.open);
    }
    state.depth.set(topic, Math.max(told, depth) as Depth);
    if ((topic === 'pain' || topic === 'impact') && depth >= 2) state.painRevealed = true;
  }
  // Holding back on one topic reads oddly next to a real answer on another.
  return held.length < parts.length ? parts.filter((p) => !held.includes(p)) : parts;
}

function respondToNextStep(
  setup: RoleplaySetup,
  facts: BuyerFacts,
  state: BuyerState,
  reading: TurnReading,
  random: Random,
): string | null {
  if (!reading.nextStep) return null;
  const guard = GUARDEDNESS[setup.difficulty];
  const ready = state.painRevealed && state.trust >= guard.commitAt && state.pendingObjection === null;
  const [, , operations] = facts.stakeholders;
  if (ready && reading.concreteNextStep) {
    state.nextStepAgreed = true;
    if (setup.scenario === 'closing') return "That works. Send the paperwork over and I'll get it to legal this week.";
    if (setup.scenario === 'multithreading')
      return `That works for me. Send an invite and I'll bring ${facts.economicBuyer.split(',')[0]} and ${operations.split(',')[0]}.`;
    return random.pick([
      'That works for me. Send me an invite.',
      `That works. I'll bring ${operations.split(',')[0]} so you hear it from the team too.`,
    ]);
  }
  if (ready) return 'Possibly. What exactly would you want to do next, and when?';
  if (!state.painRevealed) return "I'm not ready to commit to anything yet; I haven't heard why this matters for us.";
  return random.pick(["Let's not get ahead of ourselves.", "Maybe. I'm not convinced enough yet to put time in the diary."]);
}

/** Plays one seller turn: updates the state and returns the buyer's reply. */
export function playTurn(setup: RoleplaySetup, facts: BuyerFacts, state: BuyerState, reading: TurnReading, turnNumber: number): string {
  const random = seededRandom(setup.seed, 'turn', turnNumber);
  const guard = GUARDEDNESS[setup.difficulty];
  const parts: string[] = [];
  if (turnNumber === 1) parts.push(random.pick(GREETING[setup.difficulty]));

  if (state.pendingObjection) {
    if (reading.acknowledges) {
      state.trust = Math.min(MAX_TRUST, state.trust + 1);
      parts.push(random.pick(ACKNOWLEDGED));
    } else {
      parts.push(random.pick(IGNORED));
      state.trust = Math.max(0, state.trust - 1);
    }
    state.pendingObjection = null;
  }
  if (reading.pitch && !state.painRevealed) {
    state.trust = Math.max(0, state.trust - guard.pitchPenalty);
    parts.push(random.pick(EARLY_PITCH[setup.difficulty]));
  } else if (reading.pitch && reading.openQuestions === 0) {
    // Pitching once the pain is known: the buyer pulls it back to their problem.
    parts.push(random.pick(LATE_PITCH).replace('{pain}', facts.painSummaries[0]));
  }

  // A proposal phrased as a question ("Could we meet Tuesday?") is answered as a proposal, not a topic.
  const proposalOnly = reading.nextStep && reading.openQuestions === 0;
  const answers = proposalOnly ? [] : answerTopics(setup, facts, state, reading, random);
  parts.push(...answers);
  if (reading.openQuestions > 0 && !reading.pitch) state.trust = Math.min(MAX_TRUST, state.trust + 1);

  const nextStep = respondToNextStep(setup, facts, state, reading, random);
  if (nextStep) parts.push(nextStep);

  const due = OBJECTION_TURNS[setup.scenario].filter((turn) => turn <= turnNumber).length;
  // A closing attempt before any objection was aired brings the first one forward.
  const closingEarly = setup.scenario === 'closing' && reading.nextStep && state.objectionsRaised === 0;
  if (!state.nextStepAgreed && state.objectionsRaised < facts.objections.length && (state.objectionsRaised < due || closingEarly)) {
    const objection = facts.objections[state.objectionsRaised];
    state.objectionsRaised++;
    state.pendingObjection = objection;
    parts.push(objection);
  }

  if (answers.length === 0 && !nextStep && state.pendingObjection === null && !(reading.pitch && parts.length > 0)) {
    parts.push(random.pick(NO_QUESTION[setup.difficulty]));
  }
  return parts.join(' ');
}

/** Replays the seller's turns and returns the buyer's state after them (and each reply along the way). */
export function replayConversation(setup: RoleplaySetup, history: Transcript): { state: BuyerState; replies: string[] } {
  // A drill's buyer plays the deal's facts and people (drill-facts.ts).
  const facts = sessionFacts(setup);
  const state = initialBuyerState(setup);
  const replies = sellerTurns(history).map((turn) => playTurn(setup, facts, state, turn.reading, turn.number));
  return { state, replies };
}

/** The buyer's reply to the seller's latest turn (the last user message in the history). */
export function offlineBuyerReply(setup: RoleplaySetup, history: Transcript): string {
  const { replies } = replayConversation(setup, history);
  return (
    replies.at(-1) ??
    `Hi, ${setup.buyer.name.split(' ')[0]} here, ${setup.buyer.role} at ${setup.account.company}. What did you want to cover?`
  );
}
