// One transcript under every methodology: the offline rubric (`scoreTranscript`) run once per
// methodology, with each element's first covering turn quoted. Pure and deterministic, so a session
// can be re-scored any time without another conversation. Uses the public rubric and the packs'
// element reading only; it adds no rule of its own.
import { METHODOLOGIES, type MethodologyId, type MethodologyRescore, type RubricElementLine } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { elementsShown } from '../packs/index.js';
import { quote } from './classify.js';
import { type SellerTurn, sellerTurns } from './conversation.js';
import { scoreTranscript } from './scoring.js';
import type { Transcript } from './types.js';

/** Each element of the methodology with the first seller turn that shows it (as the rubric credits it). */
export function elementLines(
  methodology: MethodologyId,
  history: Transcript,
  turns: readonly SellerTurn[] = sellerTurns(history),
): RubricElementLine[] {
  return getMethodology(methodology).concepts.map((concept) => {
    const turn = turns.find((t) => elementsShown(methodology, t.reading).includes(concept.key)) ?? null;
    return { element: concept.key, name: concept.name, turn: turn?.number ?? null, quote: turn ? quote(turn.reading.text, 160) : null };
  });
}

/** The transcript scored by the rubric under one methodology, with its element lines. */
export function rescoreTranscript(
  methodology: MethodologyId,
  history: Transcript,
  turns: readonly SellerTurn[] = sellerTurns(history),
): MethodologyRescore {
  const result = scoreTranscript({ methodology }, history);
  return {
    methodology,
    name: getMethodology(methodology).name,
    score: result.score,
    keyTakeaway: result.keyTakeaway,
    rubric: result.rubric,
    elements: elementLines(methodology, history, turns),
  };
}

/** MEDDIC, Challenger, SPIN and Gap side by side (the order of `METHODOLOGIES`). */
export function scoreUnderEveryMethodology(history: Transcript): MethodologyRescore[] {
  const turns = sellerTurns(history);
  return METHODOLOGIES.map((methodology) => rescoreTranscript(methodology, history, turns));
}
