// What the openai provider tells the model so it plays the same buyer as the offline coach: the
// hidden facts, when to reveal them, and the scenario's objections.

import { GUARDEDNESS } from './buyer.js';
import { sessionFacts } from './drill-facts.js';
import type { RoleplaySetup } from './types.js';

const REVEAL_RULES: Record<RoleplaySetup['difficulty'], string> = {
  easy: 'You warm up quickly: a relevant open question gets a full answer; a follow-up on the same topic gets the deeper detail.',
  medium:
    'You are busy: a relevant open question gets a fair answer; the deeper detail only after the seller has shown they listen (follow-ups, acknowledgement).',
  hard:
    'You are guarded and sceptical: the first questions get short answers; you give real detail ' +
    'only after several good open questions, and a pitch makes you colder.',
};

/** The hidden part of the buyer's briefing: never shown to the seller, revealed only as the rules allow. */
export function buyerBriefing(setup: RoleplaySetup): string {
  // A drill's buyer plays the deal's facts and people (drill-facts.ts).
  const facts = sessionFacts(setup);
  const topic = (name: string, key: keyof typeof facts.topics) =>
    `- ${name}: if asked briefly or too early: "${facts.topics[key].brief}" Fuller: "${facts.topics[key].open}" Deeper: "${facts.topics[key].deep}"`;
  return [
    'Hidden facts (reveal only when asked well, in your own words):',
    ...facts.pains.map((pain, i) => `- Pain ${i + 1}: ${pain}`),
    topic('Current situation', 'current-state'),
    topic('Metrics', 'metrics'),
    topic('Budget', 'budget'),
    topic('Decision process', 'decision-process'),
    topic('Who decides', 'decision-maker'),
    topic('Other stakeholders', 'stakeholders'),
    topic('Decision criteria', 'criteria'),
    topic('Timeline', 'timeline'),
    topic('Alternatives', 'competition'),
    `Objections to raise during the call, one at a time: ${facts.objections.map((o) => `"${o}"`).join(' ')}`,
    `You agree to ${facts.acceptableNextStep} only once the seller understands your pain and has dealt with your concerns${GUARDEDNESS[setup.difficulty].commitAt > 2 ? ' (you need to be convinced)' : ''}.`,
    REVEAL_RULES[setup.difficulty],
    'Answer closed (yes/no) questions in a few words. If the seller pitches before understanding your situation, push back. ' +
      'When the seller acknowledges a concern, soften a little; when they ignore it, say so.',
  ].join('\n');
}
