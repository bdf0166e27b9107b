// Gap Selling, as the coach applies it: for each element, what covers it in deal notes (an evidence
// reader), the details a complete answer has, what to ask when it is missing, a line that covers it in a
// roleplay; and which elements a seller's turn shows. The compiler holds it to the methodology's keys.

import { hasQuantity } from '../deal/elements.js';
import { businessProblem, desiredOutcome, distanceOrUrgency, howTheyWorkToday, statedConsequence } from '../deal/evidence.js';
import type { CoachPack } from './types.js';

export const gapPack: CoachPack<'gap'> = {
  elements: {
    'current-state': {
      evidence: howTheyWorkToday,
      checks: [
        {
          test: hasQuantity,
          openPoint: 'The current state has no baseline numbers.',
          question: 'What are the baseline numbers today (volume, time, cost, error rate)?',
        },
      ],
      questions: [
        'Describe how this works today, step by step, and what results it produces.',
        'What are the baseline numbers today (volume, time, cost, error rate)?',
      ],
      example: 'Walk me through how this works today.',
    },
    problems: {
      evidence: businessProblem,
      checks: [
        {
          test: /\b(?:because|root cause|due to|caused by|since)\b/i,
          openPoint: 'The root cause is not identified.',
          question: 'What is the root cause of that problem?',
        },
      ],
      questions: ['What is the biggest problem with how things work today?', 'What is the root cause of that problem?'],
      example: 'Where does that process break down?',
    },
    impact: {
      evidence: statedConsequence,
      checks: [
        {
          test: hasQuantity,
          openPoint: 'The impact is not quantified.',
          question: 'What does that problem cost each month, in money or hours?',
        },
      ],
      questions: ['What does that problem cost you each month?', 'How does it affect the people doing the work, and your customers?'],
      example: 'What does that cost you in time or money each month?',
    },
    'future-state': {
      evidence: desiredOutcome,
      checks: [
        {
          test: hasQuantity,
          openPoint: 'The future state is not measurable yet.',
          question: 'What would good look like a year from now, in numbers?',
        },
      ],
      questions: [
        'Where do you want to be twelve months from now, in measurable terms?',
        'What would have to be true for this project to count as a success?',
      ],
      example: 'What would good look like a year from now?',
    },
    gap: {
      evidence: distanceOrUrgency,
      checks: [
        {
          test: /\b(?:urgent|urgency|deadline|by (?:q[1-4]|the end|end of)|compelling|before)\b/i,
          openPoint: 'No reason the gap must close by a date.',
          question: 'What happens if the gap is still open next quarter, and what deadline makes that matter?',
        },
      ],
      questions: ['What happens if nothing changes?', 'How far is today from where you need to be, and by when must it close?'],
      example: 'What stands between where you are and where you want to be?',
    },
  },
  // The Gap elements a turn asks about.
  turnElements: (reading) => reading.gap,
};
