// Step-by-step guidance: one short coaching hint about the seller's latest turn, separate from the
// buyer's words. It judges the turn with the same reading and rubric elements as the final score.
import { getMethodology } from '@blindspot/methodologies';
import { elementPack, elementsShown } from '../packs/index.js';
import { OBJECTION_PATTERN, sellerTurns } from './conversation.js';
import type { RoleplaySetup, Transcript } from './types.js';

/** The turn count after which the hint starts asking for a next step. */
const CLOSE_BY_TURN = 7;

export function offlineCoachingHint(setup: Pick<RoleplaySetup, 'methodology'>, history: Transcript): string {
  const turns = sellerTurns(history);
  const latest = turns.at(-1);
  const methodology = getMethodology(setup.methodology);
  if (!latest) return `Open with a question about the buyer's world, e.g. "${methodology.starterQuestions[0]}"`;
  const { reading } = latest;
  const earlier = turns.slice(0, -1);
  const painSeen = turns.some((t) => t.reading.topics.includes('pain') && t.reading.openQuestions > 0);

  if (latest.buyerBefore && OBJECTION_PATTERN.test(latest.buyerBefore) && !reading.acknowledges) {
    return 'The buyer just raised a concern. Acknowledge it in their words ("That\'s a fair concern...") and ask what is behind it before you answer.';
  }
  if (reading.pitch && !painSeen) {
    return 'That was a pitch before the buyer shared any pain. Park the product and ask what is getting in the way for them today.';
  }
  if (reading.nextStep) {
    return reading.concreteNextStep
      ? 'Good close: a concrete next step. Confirm who joins and what each side brings.'
      : 'Make the next step concrete: a date, an agenda and who should be there.';
  }
  if (reading.questions.length === 0) {
    return 'No question in that turn. End each turn with one open question so the buyer keeps talking.';
  }
  if (reading.closedQuestions > 0 && reading.openQuestions === 0) {
    return `Closed question: expect a short answer. Reword it to start with what or how, e.g. "${elementPack(methodology.concepts[0].key).example}"`;
  }
  if (reading.words > 80) {
    return `That turn ran to ${reading.words} words. Keep it shorter and let the buyer fill the space.`;
  }
  const shownNow = elementsShown(setup.methodology, reading);
  const shownBefore = new Set(earlier.flatMap((t) => elementsShown(setup.methodology, t.reading)));
  const next = methodology.concepts.find((c) => !shownBefore.has(c.key) && !shownNow.includes(c.key));
  const praise = shownNow
    .map((key) => methodology.concepts.find((c) => c.key === key)?.name)
    .filter(Boolean)
    .join(' and ');
  if (turns.length >= CLOSE_BY_TURN && !turns.some((t) => t.reading.concreteNextStep)) {
    return `${praise ? `Good ${praise} question. ` : ''}Time to close: propose a concrete next step with a date and who should join.`;
  }
  if (next)
    return `${praise ? `Good ${praise} question. ` : 'Good open question. '}Next, cover ${next.name}, e.g. "${elementPack(next.key).example}"`;
  return `${praise ? `Good ${praise} question. ` : ''}You have touched every ${methodology.name} element; go deeper on impact and secure a next step.`;
}
