// SPIN Selling: what the library, the landing page and the arena show, and the element keys the coach's pack for it is written against.
import { defineMethodology } from './types.js';

export const spin = defineMethodology({
  id: 'spin',
  name: 'SPIN Selling',
  fullName: 'Situation, Problem, Implication, Need-Payoff',
  description: 'Guide discovery with situation, problem, implication and need-payoff questions.',
  bestFor: 'Consultative discovery',
  overview:
    "Based on Neil Rackham's study of 35,000 sales calls, SPIN Selling shows that large sales are won with questions. " +
    'Situation questions set context, Problem questions surface difficulties, Implication questions grow their ' +
    'consequences, and Need-Payoff questions let the buyer state the value of solving them.',
  whenToUse:
    'Use it in discovery on high-value sales where the buyer has not yet recognised how large the problem is, ' +
    'and where pitching features too early would cause objections.',
  bookTitle: 'SPIN Selling',
  bookAuthor: 'Neil Rackham',
  bookUrl: 'https://www.amazon.com/dp/0070511136',
  concepts: [
    {
      key: 'situation',
      letter: 'S',
      name: 'Situation',
      description: "Facts about the buyer's current setup, team and processes. Ask few: buyers tire of them.",
    },
    {
      key: 'problem',
      letter: 'P',
      name: 'Problem',
      description: 'Difficulties, dissatisfactions and frustrations with the way things work today.',
    },
    {
      key: 'implication',
      letter: 'I',
      name: 'Implication',
      description: 'The consequences of a problem: what it costs, who else it hurts, what it puts at risk.',
    },
    {
      key: 'need-payoff',
      letter: 'N',
      name: 'Need-Payoff',
      description: 'Questions that have the buyer describe the value and benefits of a solution in their own words.',
    },
  ],
  exampleQuestions: [
    'How is your team handling this process today?',
    'Where does the current approach break down?',
    'When that happens, what does it cost you in time, money or customers?',
    'If you could solve that, what would it be worth to the business?',
  ],
  quickStartTips: [
    'Keep situation questions short: do your homework first.',
    'Dig into problems before offering any solution.',
    'Use implication questions to grow the size of the problem.',
    'Let the buyer state the payoff in their own words.',
  ],
  starterQuestions: [
    'Can you walk me through how your team handles this today?',
    'What challenges are you running into with the current approach?',
    'How does that problem affect the rest of the organization?',
    'If you could fix that, what would it mean for your team?',
  ],
});
