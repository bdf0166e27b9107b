// The Challenger Sale, as the coach applies it: for each element, what covers it in deal notes (an evidence
// reader), the details a complete answer has, what to ask when it is missing, a line that covers it in a
// roleplay; and which elements a seller's turn shows. The compiler holds it to the methodology's keys.

import { hasQuantity } from '../deal/elements.js';
import { insightShared, messageShaped, sellerLeads } from '../deal/evidence.js';
import type { CoachPack } from './types.js';

export const challengerPack: CoachPack<'challenger'> = {
  elements: {
    teach: {
      evidence: insightShared,
      checks: [
        {
          test: hasQuantity,
          openPoint: 'The insight is not backed by a number.',
          question: 'What number or benchmark makes the insight undeniable for this account?',
        },
        {
          test: /\b(?:agreed|reacted|nodded|asked|wanted|surprised|realized|realised|admitted|landed|resonated)\b/i,
          openPoint: 'No record of how the buyer reacted to the insight.',
          question: 'Did the buyer accept the new view of the problem, and what did they say back?',
        },
      ],
      questions: [
        'What is the one thing this buyer underestimates about their own problem, and what data proves it?',
        'Which hidden cost of the status quo can you show with a benchmark from their peers?',
        'How will you lead the next meeting with an insight rather than a product demo?',
      ],
      example: 'We often see teams like yours lose time in hand-offs; is that true here?',
    },
    tailor: {
      evidence: messageShaped,
      checks: [
        {
          test: /\b(?:cfo|cto|ceo|cio|ciso|coo|cro|vp|head|director|manager|finance|it|ops|operations)\b[^.]*\b(?:and|while|whereas)\b/i,
          openPoint: 'Only one stakeholder has a tailored message.',
          question: 'What does each other stakeholder (finance, IT, end users) care about, and what message fits each?',
        },
      ],
      questions: [
        'What is each stakeholder measured on, and how does this deal move that number for them?',
        'How will you reframe the message for finance versus the day-to-day users?',
        'Which stakeholder is most sceptical, and what proof do they need?',
      ],
      example: 'You mentioned the board is watching this; what would they need to see?',
    },
    'take-control': {
      evidence: sellerLeads,
      checks: [
        {
          test: /\b(?:date|deadline|by (?:q[1-4]|\w+day|the end|end of)|timeline|on the \d)\b/i,
          openPoint: 'No dated commitment from the buyer.',
          question: 'What dated commitment will you ask for at the end of the next meeting?',
        },
        {
          test: /\b(?:price|pricing|budget|money|cost|discount|commercials?)\b/i,
          openPoint: 'Money has not been discussed openly.',
          question: 'Have you tested budget and price directly, before procurement does?',
        },
      ],
      questions: [
        'What next step with a date will you ask the buyer to commit to?',
        'Where is the buyer stalling, and how will you name it respectfully?',
        'Have you put price and budget on the table, or are you waiting for procurement to do it?',
      ],
      example: 'I suggest we meet with your CFO next Tuesday to walk through the business case.',
    },
  },
  // The Challenger moves of a turn; proposing a dated next step is taking control too, unless it closes a pitch.
  turnElements: (reading) =>
    reading.concreteNextStep && !reading.pitch && !reading.challenger.includes('take-control')
      ? [...reading.challenger, 'take-control']
      : reading.challenger,
};
