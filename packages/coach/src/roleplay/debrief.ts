// The buyer's-eye debrief, read from the offline buyer's own hidden state: the seller's turns are replayed
// through the same buyer (same facts, same seed, same rules), and the state is looked at after each turn:
// trust, what each topic has given away, the objections raised and pending. Nothing here decides how the
// buyer plays or how the call is scored; it only reads the buyer's state and says it in the buyer's words.
import { BUYER_TRUST_MAX, type BuyerDebrief, type BuyerThought, type UnearnedFact } from '@blindspot/contracts';
import { type BuyerState, initialBuyerState, playTurn } from './buyer.js';
import type { Topic, TurnReading } from './classify.js';
import { quote } from './classify.js';
import { sellerTurns } from './conversation.js';
import { sessionFacts } from './drill-facts.js';
import type { BuyerFacts } from './facts.js';
import type { RoleplaySetup, Transcript } from './types.js';

/** A debrief as the coach reads it; the service adds the session's id. */
export type BuyerDebriefReading = Omit<BuyerDebrief, 'sessionId'>;

/** How each hidden topic is named to the seller, and a question that earns it (open, on the topic). */
export const TOPIC_DEBRIEF: Record<Topic, { label: string; question: string }> = {
  'current-state': { label: 'How things run today', question: 'Walk me through how your team handles this today.' },
  pain: { label: 'The pain', question: 'What is the hardest part of that for you right now?' },
  impact: { label: 'What the pain costs', question: 'What does that cost you when it happens, in time or money?' },
  metrics: { label: 'The numbers they track', question: 'How do you measure success here, and where are those numbers today?' },
  budget: { label: 'Budget', question: 'How would a project like this be funded?' },
  'decision-process': { label: 'Decision process', question: 'Walk me through every step from a yes from you to a signed contract.' },
  'decision-maker': { label: 'Who decides', question: 'Who else needs to say yes before this goes ahead?' },
  stakeholders: { label: 'Other stakeholders', question: 'Who else would this change things for, and what would they care about?' },
  criteria: { label: 'Decision criteria', question: 'What will you judge the options on when you decide?' },
  timeline: { label: 'Timeline', question: 'What is driving the timing, and what happens if it slips?' },
  competition: { label: 'Alternatives', question: 'What other options are you weighing, including doing nothing?' },
  'future-state': { label: 'What good looks like', question: 'If this were solved a year from now, what would be different for you?' },
};

/** The facts a buyer holds back for a good question, in the order a debrief lists them (most decisive first). */
const HELD_TOPICS: readonly Topic[] = [
  'decision-process',
  'decision-maker',
  'budget',
  'impact',
  'pain',
  'metrics',
  'criteria',
  'timeline',
  'stakeholders',
  'competition',
];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const unquoted = (objection: string) => objection.replace(/^["“]|["”]$/g, '');

/** The buyer's thought about one turn, from what it did to their state. */
function thoughtAbout(reading: TurnReading, before: BuyerState, after: BuyerState, facts: BuyerFacts): string {
  const parts: string[] = [];
  if (before.pendingObjection) {
    parts.push(
      reading.acknowledges
        ? 'You took my concern seriously, so I relaxed a little.'
        : `You stepped past my concern ("${unquoted(before.pendingObjection)}"); I noticed.`,
    );
  }
  if (reading.pitch && !before.painRevealed) parts.push('You pitched before you knew what is wrong here, so I cooled off.');
  else if (reading.pitch && reading.openQuestions === 0) parts.push('More pitch than question: I pulled you back to my problem.');
  const opened = [...after.depth].filter(([topic, depth]) => depth >= 2 && (before.depth.get(topic) ?? 0) < 2).map(([topic]) => topic);
  const deepened = [...after.depth].filter(([topic, depth]) => depth === 3 && (before.depth.get(topic) ?? 0) === 2).map(([topic]) => topic);
  const brief = [...after.depth].filter(([topic, depth]) => depth === 1 && (before.depth.get(topic) ?? 0) === 0).map(([topic]) => topic);
  if (opened.length > 0)
    parts.push(`A real question, so I told you about ${opened.map((t) => lowerFirst(TOPIC_DEBRIEF[t].label)).join(' and ')}.`);
  if (deepened.length > 0)
    parts.push(
      `You followed up, so I gave you the detail behind ${deepened.map((t) => lowerFirst(TOPIC_DEBRIEF[t].label)).join(' and ')}.`,
    );
  if (brief.length > 0) {
    parts.push(
      reading.openQuestions > 0
        ? `I didn't trust you enough yet to say much about ${brief.map((t) => lowerFirst(TOPIC_DEBRIEF[t].label)).join(' or ')}.`
        : `A yes-or-no question about ${brief.map((t) => lowerFirst(TOPIC_DEBRIEF[t].label)).join(' and ')}, so you got the short answer.`,
    );
  }
  if (reading.openQuestions > 0 && opened.length === 0 && deepened.length === 0 && brief.length === 0 && !reading.pitch)
    parts.push('I had already told you that.');
  if (reading.nextStep) {
    parts.push(
      after.nextStepAgreed && !before.nextStepAgreed
        ? `I was ready, so I agreed to ${facts.acceptableNextStep}.`
        : 'You asked me to commit before I was ready.',
    );
  }
  if (after.objectionsRaised > before.objectionsRaised && after.pendingObjection)
    parts.push(`Then I raised what was on my mind: "${unquoted(after.pendingObjection)}"`);
  if (parts.length === 0) parts.push('There was no question in that for me, so I waited for one.');
  return parts.join(' ');
}

/** The buyer's side of a finished conversation, from the offline buyer's hidden state turn by turn. */
export function offlineBuyerDebrief(setup: RoleplaySetup, history: Transcript): BuyerDebriefReading {
  const facts = sessionFacts(setup);
  const state = initialBuyerState(setup);
  const startTrust = state.trust;
  const askedAt = new Map<Topic, number>();
  const thoughts: BuyerThought[] = [];
  for (const turn of sellerTurns(history)) {
    const before: BuyerState = { ...state, depth: new Map(state.depth) };
    playTurn(setup, facts, state, turn.reading, turn.number);
    for (const topic of turn.reading.topics) if (!askedAt.has(topic)) askedAt.set(topic, turn.number);
    thoughts.push({
      turn: turn.number,
      trust: Math.min(BUYER_TRUST_MAX, state.trust),
      change: state.trust > before.trust ? 'rose' : state.trust < before.trust ? 'fell' : 'held',
      thought: thoughtAbout(turn.reading, before, state, facts),
      quote: quote(turn.reading.text, 140),
    });
  }

  const unearned: UnearnedFact[] = HELD_TOPICS.filter((topic) => (state.depth.get(topic) ?? 0) < 2).map((topic) => ({
    topic,
    label: TOPIC_DEBRIEF[topic].label,
    fact: facts.topics[topic].open,
    question: TOPIC_DEBRIEF[topic].question,
    askedAt: askedAt.get(topic) ?? null,
  }));
  const unspokenObjections = facts.objections.slice(state.objectionsRaised);

  // Won: the turn the buyer agreed to a next step, else the biggest rise if trust ended above where it began.
  // Lost: the biggest fall, when trust ended at or below its start.
  const agreed = thoughts.find((t) => /I agreed to/.test(t.thought));
  const deltas = thoughts.map((t, i) => ({ t, delta: t.trust - (i === 0 ? startTrust : thoughts[i - 1].trust) }));
  const rise = deltas.filter((d) => d.delta > 0).sort((a, b) => b.delta - a.delta)[0];
  const fall = deltas.filter((d) => d.delta < 0).sort((a, b) => a.delta - b.delta)[0];
  const endTrust = thoughts.at(-1)?.trust ?? startTrust;
  let turningPoint: BuyerDebrief['turningPoint'] = null;
  if (agreed) turningPoint = { turn: agreed.turn, outcome: 'won', why: agreed.thought, quote: agreed.quote };
  else if (endTrust <= startTrust && fall) turningPoint = { turn: fall.t.turn, outcome: 'lost', why: fall.t.thought, quote: fall.t.quote };
  else if (endTrust > startTrust && rise) turningPoint = { turn: rise.t.turn, outcome: 'won', why: rise.t.thought, quote: rise.t.quote };

  const firstGap = unearned[0];
  const neededToHear = !state.painRevealed
    ? `I needed to hear you ask about my problem before anything else: "${TOPIC_DEBRIEF.pain.question}"`
    : firstGap
      ? `I needed a question about ${lowerFirst(firstGap.label)}, like "${firstGap.question}", and I would have told you: ${firstGap.fact}`
      : state.nextStepAgreed
        ? 'You heard what mattered to me and asked for the right next step.'
        : `You knew what mattered to me; I needed you to propose ${facts.acceptableNextStep}.`;

  return { coach: 'offline', startTrust, maxTrust: BUYER_TRUST_MAX, thoughts, unearned, unspokenObjections, turningPoint, neededToHear };
}
