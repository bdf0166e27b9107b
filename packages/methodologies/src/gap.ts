// Gap Selling: what the library, the landing page and the arena show, and the element keys the coach's pack for it is written against.
import { defineMethodology } from './types.js';

export const gap = defineMethodology({
  id: 'gap',
  name: 'Gap Selling',
  fullName: 'Gap Selling: Current State, Future State and the Gap Between',
  description: 'Sell the gap between where the buyer is and where they want to be.',
  bestFor: 'Problem-centric selling',
  overview:
    "Keenan's Gap Selling holds that buyers buy change, not products. The seller's job is to understand the buyer's " +
    'current state and its problems in detail, agree on the future state they want, and make the gap between the two ' +
    'big and urgent enough that closing it is worth the investment.',
  whenToUse:
    'Use it whenever the buyer is unclear about the size of their problem, when deals stall at "no decision", or when ' +
    'you need the price to look small next to the cost of staying put.',
  bookTitle: 'Gap Selling: Getting the Customer to Yes',
  bookAuthor: 'Keenan',
  bookUrl: 'https://www.amazon.com/dp/0692036377',
  concepts: [
    {
      key: 'current-state',
      letter: 'C',
      name: 'Current State',
      description: 'Where the buyer is today: environment, processes, tools and the results they produce.',
    },
    {
      key: 'problems',
      letter: 'P',
      name: 'Problems',
      description: 'The specific problems in the current state, and their root causes.',
    },
    {
      key: 'impact',
      letter: 'I',
      name: 'Impact',
      description: 'What the problems do to the business and to people: lost revenue, cost, risk, frustration.',
    },
    {
      key: 'future-state',
      letter: 'F',
      name: 'Future State',
      description: 'Where the buyer wants to be, described in measurable outcomes rather than features.',
    },
    {
      key: 'gap',
      letter: 'G',
      name: 'Gap',
      description: 'The distance between current and future state: its size and urgency justify the change.',
    },
  ],
  exampleQuestions: [
    'Describe how this works today, step by step.',
    'What is the root cause of that problem?',
    'What does that problem cost you each month?',
    'What would good look like a year from now, in numbers?',
    'What happens if nothing changes?',
  ],
  quickStartTips: [
    'Be an expert on the problem, not only your product.',
    'Map the current state in detail before anything else.',
    'Quantify the impact of each problem.',
    'Make the gap between today and the future state explicit.',
  ],
  starterQuestions: [
    'Can you describe your current process from start to finish?',
    'What is the biggest problem with how things work today?',
    'What impact is that having on the business?',
    'Where do you want to be twelve months from now?',
  ],
});
