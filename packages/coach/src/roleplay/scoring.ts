// The transparent rubric: methodology coverage, open questions, listening balance, objections
// acknowledged, a concrete next step secured, minus early pitching, and for a spoken call its delivery. Every feedback line names the
// seller turn it is about. Pure and deterministic: the same transcript always gives the same score.

import type { DeliveryMetrics } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { elementPack, elementsShown } from '../packs/index.js';
import { quote } from './classify.js';
import { AGREEMENT_PATTERN, OBJECTION_PATTERN, type SellerTurn, sellerTurns } from './conversation.js';
import type { RoleplayScoreResult, RoleplaySetup, RubricCheck, Transcript } from './types.js';

export const RUBRIC_POINTS = {
  methodology: 4,
  openQuestions: 2,
  listening: 1.5,
  objections: 1.25,
  nextStep: 1.25,
} as const;
/**
 * A spoken conversation (a voice session, a recorded call) also scores its delivery: this line's points,
 * the other lines' scaled down so the whole stays out of 10. Each measure the call has counts equally.
 */
export const DELIVERY = {
  points: 1,
  /** Words a minute of a clear conversational pace. */
  paceBand: [110, 170],
  /** Filler words per hundred words, at most. */
  fillersPerHundredAtMost: 3,
  /** The longest turn, in seconds, at most. */
  longestTurnSecondsAtMost: 60,
  /** The median time to start answering, in seconds, at most. */
  answerSecondsAtMost: 3,
} as const;
/** Points lost per pitch made before the buyer has shared any pain, for at most this many pitches. */
const EARLY_PITCH_PENALTY = 1.5;
const PENALISED_PITCHES = 2;
/** Share of the objections line when no objection was answered: neither earned nor lost. */
const NO_OBJECTION_SHARE = 0.5;
/** Share of the next-step line for a concrete proposal the buyer did not take up. */
const PROPOSED_NEXT_STEP_SHARE = 0.5;
/** Open questions should be at least this share of all questions for full marks. */
const OPEN_RATIO_TARGET = 0.6;
/** Seller share of words: full marks at or below the first, none at or above the second. */
const LISTENING_BAND = [0.45, 0.7] as const;
/** A conversation shorter than this many seller turns is scored in proportion. */
const FULL_LENGTH_TURNS = 4;
const MAX_ITEMS = 6;
/** A call that lost less than this on every line gets the "strong conversation" takeaway. */
const TAKEAWAY_SLACK = 0.25;
/** Weights that rank the didWell and missed items (the weightiest six are shown). */
export const FINDING_WEIGHTS = {
  elementShown: 2,
  elementMissing: 2,
  noQuestions: 3,
  openRatioMet: 1.5,
  openRatioMissed: 2,
  noOpenQuestion: 1,
  listened: 1,
  talkedTooMuch: 1.5,
  acknowledged: 1.5,
  objectionIgnored: 2.5,
  nextStepSecured: 2,
  nextStepNotAgreed: 1.5,
  noNextStep: 2.5,
  earlyPitch: 3,
  delivery: 1,
} as const;

const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (n: number) => `${Math.round(n * 100)}%`;

interface Finding {
  weight: number;
  text: string;
}

export const EMPTY_SCORE: RoleplayScoreResult = { score: 0, didWell: [], missed: [], keyTakeaway: '', rubric: [] };

/** A seller turn revealed pain when the buyer's reply after it shared a problem or its cost. */
const painShared = (turn: SellerTurn) =>
  turn.reading.topics.some((t) => t === 'pain' || t === 'impact') && turn.reading.openQuestions > 0 && !turn.reading.pitch;

/** `delivery`: the spoken conversation's delivery (voice sessions, recorded calls); null for a typed one. */
export function scoreTranscript(
  setup: Pick<RoleplaySetup, 'methodology'>,
  history: Transcript,
  delivery: DeliveryMetrics | null = null,
): RoleplayScoreResult {
  const turns = sellerTurns(history);
  if (turns.length === 0) return EMPTY_SCORE;
  const methodology = getMethodology(setup.methodology);
  const last = turns.at(-1)!;
  const didWell: Finding[] = [];
  const missed: Finding[] = [];
  const rubric: RubricCheck[] = [];
  const firstPainTurn = turns.find(painShared)?.number ?? null;

  // 1. Methodology coverage.
  const covered = methodology.concepts.map((concept) => ({
    concept,
    turn: turns.find((t) => elementsShown(setup.methodology, t.reading).includes(concept.key)) ?? null,
  }));
  const coveredCount = covered.filter((c) => c.turn).length;
  rubric.push({
    id: 'methodology',
    label: `${methodology.name} elements covered`,
    points: round2((RUBRIC_POINTS.methodology * coveredCount) / covered.length),
    maxPoints: RUBRIC_POINTS.methodology,
    turns: covered.flatMap((c) => (c.turn ? [c.turn.number] : [])),
    detail: `${coveredCount} of ${covered.length}: ${covered.map((c) => `${c.concept.name} ${c.turn ? `(turn ${c.turn.number})` : '(missing)'}`).join(', ')}`,
  });
  for (const { concept, turn } of covered) {
    if (turn)
      didWell.push({ weight: FINDING_WEIGHTS.elementShown, text: `Turn ${turn.number}: ${concept.name}: ${quote(turn.reading.text)}` });
    else {
      // Point at the turn where the element would have fitted: right after the pain came out, or the end.
      const fit = firstPainTurn && firstPainTurn < last.number ? firstPainTurn + 1 : last.number;
      missed.push({
        weight: FINDING_WEIGHTS.elementMissing,
        text: `Turn ${fit}: no ${concept.name} yet. Try: "${elementPack(concept.key).example}"`,
      });
    }
  }

  // 2. Open-question ratio.
  const open = turns.reduce((n, t) => n + t.reading.openQuestions, 0);
  const closed = turns.reduce((n, t) => n + t.reading.closedQuestions, 0);
  const ratio = open + closed === 0 ? 0 : open / (open + closed);
  const openTurns = turns.filter((t) => t.reading.openQuestions > 0).map((t) => t.number);
  rubric.push({
    id: 'open-questions',
    label: 'Open-question ratio',
    points: round2(RUBRIC_POINTS.openQuestions * Math.min(1, ratio / OPEN_RATIO_TARGET)),
    maxPoints: RUBRIC_POINTS.openQuestions,
    turns: openTurns,
    detail: `${open} open of ${open + closed} questions (${pct(ratio)}; target ${pct(OPEN_RATIO_TARGET)})`,
  });
  if (open + closed === 0) {
    missed.push({
      weight: FINDING_WEIGHTS.noQuestions,
      text: `Turn ${last.number}: you asked no questions in the whole conversation, so the buyer had no reason to open up.`,
    });
  } else if (ratio >= OPEN_RATIO_TARGET) {
    didWell.push({
      weight: FINDING_WEIGHTS.openRatioMet,
      text: `Turn ${openTurns[0]}: open questions kept the buyer talking (${open} of ${open + closed} were open), e.g. ${quote(turns[openTurns[0] - 1].reading.questions[0] ?? turns[openTurns[0] - 1].reading.text)}`,
    });
  } else {
    const firstClosed = turns.find((t) => t.reading.closedQuestions > 0)!;
    missed.push({
      weight: FINDING_WEIGHTS.openRatioMissed,
      text: `Turn ${firstClosed.number}: closed question ${quote(firstClosed.reading.asked.find((q) => q.kind === 'closed')?.sentence ?? firstClosed.reading.text)} got a short answer; only ${pct(ratio)} of your questions were open. Start with what, how or tell me.`,
    });
  }

  // 3. Listening balance (share of words spoken by the seller).
  const sellerWords = turns.reduce((n, t) => n + t.reading.words, 0);
  const buyerWords = history.filter((m) => m.role === 'assistant').reduce((n, m) => n + m.content.split(/\s+/).filter(Boolean).length, 0);
  const share = sellerWords / Math.max(1, sellerWords + buyerWords);
  const [good, bad] = LISTENING_BAND;
  // Quiet is only listening when the seller asked something worth answering.
  const listeningPoints = open === 0 ? 0 : share <= good ? 1 : share >= bad ? 0 : (bad - share) / (bad - good);
  const longest = turns.reduce((a, b) => (b.reading.words > a.reading.words ? b : a));
  rubric.push({
    id: 'listening',
    label: 'Listening balance',
    points: round2(RUBRIC_POINTS.listening * listeningPoints),
    maxPoints: RUBRIC_POINTS.listening,
    turns: [longest.number],
    detail: `you spoke ${pct(share)} of the words (target ${pct(good)} or less)`,
  });
  if (open === 0) {
    missed.push({
      weight: FINDING_WEIGHTS.noOpenQuestion,
      text: `Turn ${longest.number}: without open questions the buyer had nothing to talk about; listening starts with asking.`,
    });
  } else if (share <= good && buyerWords > 0) {
    const drew = turns.reduce((a, b) => ((b.buyerAfter?.length ?? 0) > (a.buyerAfter?.length ?? 0) ? b : a));
    didWell.push({
      weight: FINDING_WEIGHTS.listened,
      text: `Turn ${drew.number}: your question drew the buyer's longest answer; over the call you spoke only ${pct(share)} of the words.`,
    });
  } else if (share > good) {
    missed.push({
      weight: FINDING_WEIGHTS.talkedTooMuch,
      text: `Turn ${longest.number}: ${longest.reading.words} words in one turn; you spoke ${pct(share)} of the words in the call. Let the buyer do most of the talking.`,
    });
  }

  // 4. Objections acknowledged: the seller's turn right after a buyer objection.
  const answeredObjections = turns.filter((t) => t.buyerBefore !== null && OBJECTION_PATTERN.test(t.buyerBefore));
  const acknowledged = answeredObjections.filter((t) => t.reading.acknowledges);
  rubric.push({
    id: 'objections',
    label: 'Objections acknowledged',
    // No objection answered yet: half the points, neither earned nor lost.
    points:
      answeredObjections.length === 0
        ? round2(RUBRIC_POINTS.objections * NO_OBJECTION_SHARE)
        : round2((RUBRIC_POINTS.objections * acknowledged.length) / answeredObjections.length),
    maxPoints: RUBRIC_POINTS.objections,
    turns: acknowledged.map((t) => t.number),
    detail:
      answeredObjections.length === 0
        ? 'no objection to answer'
        : `${acknowledged.length} of ${answeredObjections.length} acknowledged before answering`,
  });
  for (const t of answeredObjections) {
    if (t.reading.acknowledges)
      didWell.push({
        weight: FINDING_WEIGHTS.acknowledged,
        text: `Turn ${t.number}: you acknowledged the buyer's concern before answering: ${quote(t.reading.text)}`,
      });
    else
      missed.push({
        weight: FINDING_WEIGHTS.objectionIgnored,
        text: `Turn ${t.number}: the buyer's objection ${quote(objectionLine(t.buyerBefore!), 70)} went unacknowledged; name the concern before you answer it.`,
      });
  }

  // 5. A concrete next step the buyer agreed to.
  const proposals = turns.filter((t) => t.reading.nextStep);
  const secured = proposals.find((t) => t.reading.concreteNextStep && t.buyerAfter !== null && AGREEMENT_PATTERN.test(t.buyerAfter));
  // Half the points for a concrete proposal the buyer did not take up, unless it closed a pitch.
  const proposedConcrete = proposals.find((t) => t.reading.concreteNextStep && !t.reading.pitch);
  rubric.push({
    id: 'next-step',
    label: 'Concrete next step secured',
    points: secured ? RUBRIC_POINTS.nextStep : proposedConcrete ? round2(RUBRIC_POINTS.nextStep * PROPOSED_NEXT_STEP_SHARE) : 0,
    maxPoints: RUBRIC_POINTS.nextStep,
    turns: proposals.map((t) => t.number),
    detail: secured
      ? 'agreed by the buyer'
      : proposedConcrete
        ? 'proposed, not agreed'
        : proposals.length > 0
          ? 'proposed without a date or a specific action, or inside a pitch'
          : 'none proposed',
  });
  if (secured)
    didWell.push({
      weight: FINDING_WEIGHTS.nextStepSecured,
      text: `Turn ${secured.number}: you secured a concrete next step: ${quote(secured.reading.text)}`,
    });
  else if (proposals.length > 0) {
    const p = proposedConcrete ?? proposals[0];
    const how = proposedConcrete ? '' : p.reading.concreteNextStep ? ' at the end of a pitch' : ' without a date or a specific action';
    missed.push({
      weight: FINDING_WEIGHTS.nextStepNotAgreed,
      text: `Turn ${p.number}: you asked for a next step${how}, but the buyer did not commit; earn it with more discovery first.`,
    });
  } else
    missed.push({
      weight: FINDING_WEIGHTS.noNextStep,
      text: `Turn ${last.number}: the conversation ended without a concrete next step (a date, an agenda and who joins).`,
    });

  // 6. Pitching before the buyer shared any pain.
  const earlyPitches = turns.filter((t) => t.reading.pitch && (firstPainTurn === null || t.number <= firstPainTurn));
  const penalty = Math.min(PENALISED_PITCHES, earlyPitches.length) * EARLY_PITCH_PENALTY;
  rubric.push({
    id: 'early-pitch',
    label: 'Pitching before discovery',
    points: penalty === 0 ? 0 : -penalty,
    maxPoints: 0,
    turns: earlyPitches.map((t) => t.number),
    detail: earlyPitches.length === 0 ? 'no premature pitch' : `${earlyPitches.length} pitch(es) before any pain was uncovered`,
  });
  for (const t of earlyPitches.slice(0, PENALISED_PITCHES)) {
    missed.push({
      weight: FINDING_WEIGHTS.earlyPitch,
      text: `Turn ${t.number}: you pitched before uncovering any pain: ${quote(t.reading.text)}`,
    });
  }

  const deliveryLine = delivery ? deliveryCheck(delivery, didWell, missed) : null;
  if (deliveryLine) {
    const scale = (10 - DELIVERY.points) / 10;
    for (const check of rubric) {
      check.points = round2(check.points * scale);
      // Three decimals keep the maxima summing to 10 (1.25 x 0.9 = 1.125).
      check.maxPoints = Math.round(check.maxPoints * scale * 1000) / 1000;
    }
    rubric.push(deliveryLine);
  }

  const earned = rubric.reduce((sum, check) => sum + check.points, 0);
  const lengthFactor = Math.min(1, turns.length / FULL_LENGTH_TURNS);
  const score = Math.max(0, Math.min(10, Math.round(earned * lengthFactor)));
  return {
    score,
    didWell: topItems(didWell),
    missed: topItems(missed),
    keyTakeaway: keyTakeaway(
      rubric,
      methodology.name,
      covered.filter((c) => !c.turn).map((c) => c.concept.name),
    ),
    rubric,
    measures: {
      elements: covered.map((c) => ({ element: c.concept.key, turn: c.turn?.number ?? null })),
      openQuestions: open,
      closedQuestions: closed,
      sellerWords,
      buyerWords,
    },
  };
}

/** The delivery line: an equal share of its points for each measure the call has and meets. */
function deliveryCheck(delivery: DeliveryMetrics, didWell: Finding[], missed: Finding[]): RubricCheck | null {
  const measures: { met: boolean; turn: number; good: string; bad: string }[] = [];
  const longest = delivery.longestMonologue;
  if (delivery.wordsPerMinute !== null && longest) {
    const [slow, fast] = DELIVERY.paceBand;
    const wpm = delivery.wordsPerMinute;
    measures.push({
      met: wpm >= slow && wpm <= fast,
      turn: longest.turn,
      good: `a clear pace of ${wpm} words a minute`,
      bad: `you spoke at ${wpm} words a minute; ${slow}-${fast} is easy to follow`,
    });
  }
  if (delivery.sellerWords > 0) {
    const rate = delivery.fillers.perHundredWords;
    const top = delivery.fillers.top.map((f) => `"${f.word}"`).join(', ');
    measures.push({
      met: rate <= DELIVERY.fillersPerHundredAtMost,
      turn: delivery.fillers.turns[0] ?? longest?.turn ?? 1,
      good: `few filler words (${rate} per hundred)`,
      bad: `${rate} filler words per hundred (${top}); a short pause says more`,
    });
  }
  if (longest && longest.seconds !== null) {
    measures.push({
      met: longest.seconds <= DELIVERY.longestTurnSecondsAtMost,
      turn: longest.turn,
      good: `your longest turn was ${longest.seconds} s, leaving the buyer room`,
      bad: `you spoke for ${longest.seconds} s without a break; keep turns under ${DELIVERY.longestTurnSecondsAtMost} s so the buyer can talk`,
    });
  }
  if (delivery.answerTime) {
    const { medianSeconds, slowest } = delivery.answerTime;
    measures.push({
      met: medianSeconds <= DELIVERY.answerSecondsAtMost,
      turn: slowest.turn,
      good: `you answered promptly (${medianSeconds} s at the median)`,
      bad: `you took ${medianSeconds} s to start answering at the median (${slowest.seconds} s here)`,
    });
  }
  if (measures.length === 0) return null;
  for (const m of measures)
    (m.met ? didWell : missed).push({ weight: FINDING_WEIGHTS.delivery, text: `Turn ${m.turn}: ${m.met ? m.good : m.bad}.` });
  const met = measures.filter((m) => m.met).length;
  return {
    id: 'delivery',
    label: 'Delivery',
    points: round2((DELIVERY.points * met) / measures.length),
    maxPoints: DELIVERY.points,
    turns: [...new Set(measures.map((m) => m.turn))].sort((a, b) => a - b),
    detail: `${met} of ${measures.length} delivery measures met`,
  };
}

/** The objection sentence within a buyer message. */
function objectionLine(message: string): string {
  return message.split(/(?<=[.?!])\s+/).find((s) => OBJECTION_PATTERN.test(s)) ?? message;
}

/** The weightiest items, then in turn order so the list reads like the call. */
function topItems(findings: Finding[]): string[] {
  const turnOf = (text: string) => Number(/^Turn (\d+)/.exec(text)?.[1] ?? 0);
  return findings
    .map((f, index) => ({ ...f, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .slice(0, MAX_ITEMS)
    .sort((a, b) => turnOf(a.text) - turnOf(b.text) || a.index - b.index)
    .map((f) => f.text);
}

/** One sentence on the biggest lever: the rubric line that lost the most points. */
function keyTakeaway(rubric: RubricCheck[], methodologyName: string, missing: string[]): string {
  const pitch = rubric.find((c) => c.id === 'early-pitch')!;
  if (pitch.points < 0) return "Earn the right to pitch: uncover and quantify the buyer's pain before you talk about your product.";
  const lost = rubric
    .filter((c) => c.maxPoints > 0)
    .map((c) => ({ c, lost: c.maxPoints - c.points }))
    .sort((a, b) => b.lost - a.lost)[0];
  if (!lost || lost.lost < TAKEAWAY_SLACK)
    return `Strong conversation: keep pairing open questions with acknowledgement, and keep closing on a dated next step.`;
  switch (lost.c.id) {
    case 'methodology':
      return `Work through all of ${methodologyName}: next time make room for ${missing.join(', ')}.`;
    case 'open-questions':
      return 'Ask open questions (what, how, tell me about) so the buyer does the talking and reveals what matters.';
    case 'listening':
      return 'Talk less and listen more: short questions, then let the buyer fill the silence.';
    case 'objections':
      return 'When the buyer objects, acknowledge the concern first, then ask about it before you answer.';
    case 'delivery':
      return 'Work on how it sounds: a steady pace, short turns, a pause instead of a filler, and answer promptly.';
    default:
      return 'Always leave with a concrete next step: a date, an agenda and the people who need to be there.';
  }
}
