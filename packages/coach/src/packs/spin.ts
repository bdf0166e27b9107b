// SPIN Selling, as the coach applies it: for each element, what covers it in deal notes (an evidence
// reader), the details a complete answer has, what to ask when it is missing, a line that covers it in a
// roleplay; and which elements a seller's turn shows. The compiler holds it to the methodology's keys.

import { hasQuantity } from '../deal/elements.js';
import { businessProblem, howTheyWorkToday, statedConsequence, valueInTheirWords } from '../deal/evidence.js';
import type { CoachPack } from './types.js';

export const spinPack: CoachPack<'spin'> = {
  elements: {
    situation: {
      evidence: howTheyWorkToday,
      checks: [
        {
          test: /\b(?:use|using|run|running|on|tool|system|excel|spreadsheet|platform)\b/i,
          openPoint: 'The tools and systems in use are not described.',
          question: 'Which tools and systems do they use for this today, and who owns them?',
        },
      ],
      questions: [
        'How does the team handle this process today, and with which tools?',
        'How many people are involved, and how is the work split?',
      ],
      example: 'How is the team set up today, and which tools do you use?',
    },
    problem: {
      evidence: businessProblem,
      checks: [
        {
          test: /\b(?:because|root cause|due to|caused by|since|when)\b/i,
          openPoint: 'When and why the problem happens is not captured.',
          question: 'When does the problem show up, and what causes it?',
        },
      ],
      questions: [
        'Where does the current approach break down?',
        'What frustrates the team most about the way it works today?',
        'How often does that happen?',
      ],
      example: 'What is the hardest part of that process for you?',
    },
    implication: {
      evidence: statedConsequence,
      checks: [
        {
          test: hasQuantity,
          openPoint: 'The consequences are not quantified.',
          question: 'What does that cost per month or per quarter, in money or time?',
        },
      ],
      questions: [
        'When that happens, what does it cost you in time, money or customers?',
        'Who else in the business feels the effect of this problem?',
        "What happens to this quarter's targets if it keeps happening?",
      ],
      example: 'What happens to your targets if that continues for another quarter?',
    },
    'need-payoff': {
      evidence: valueInTheirWords,
      checks: [
        {
          test: hasQuantity,
          openPoint: 'The buyer has not put a value on the payoff.',
          question: 'If that were solved, what would it be worth to the business, in their own numbers?',
        },
      ],
      questions: [
        'If you could solve that, what would it mean for your team?',
        'How would fixing this help you hit your goals this year?',
        'What would you do with the time you got back?',
      ],
      example: 'If you could fix that, what would it mean for your team?',
    },
  },
  // The SPIN type of each question in the turn.
  turnElements: (reading) => reading.spin,
};
