// MEDDIC: what the library, the landing page and the arena show, and the element keys the coach's pack for it is written against.
import { defineMethodology } from './types.js';

export const meddic = defineMethodology({
  id: 'meddic',
  name: 'MEDDIC',
  fullName: 'Metrics, Economic Buyer, Decision Criteria, Decision Process, Identify Pain, Champion',
  description: 'Qualify complex deals by metrics, buyer, criteria, process, pain and champion.',
  bestFor: 'Complex enterprise deals',
  overview:
    'MEDDIC is a qualification framework born at PTC in the 1990s. It asks six questions about every opportunity so that ' +
    'a seller knows, with evidence rather than hope, whether a deal can close, who will sign it, and what it will take.',
  whenToUse:
    'Use it on large, multi-stakeholder deals with long cycles, where forecast accuracy matters and deals slip because ' +
    'nobody confirmed who decides, how, and against which criteria.',
  bookTitle: 'MEDDICC: The Ultimate Guide to Staying One Step Ahead in the Complex Sale',
  bookAuthor: 'Andy Whyte',
  bookUrl: 'https://www.amazon.com/s?k=MEDDICC+Andy+Whyte&i=stripbooks',
  concepts: [
    {
      key: 'metrics',
      letter: 'M',
      name: 'Metrics',
      description: 'The quantified economic impact the buyer expects: hours saved, revenue gained, cost or risk removed.',
    },
    {
      key: 'economic-buyer',
      letter: 'E',
      name: 'Economic Buyer',
      description: 'The person with the final authority to release budget and say yes when everyone else says no.',
    },
    {
      key: 'decision-criteria',
      letter: 'D',
      name: 'Decision Criteria',
      description: 'The technical, financial and business requirements the buyer will use to compare options.',
    },
    {
      key: 'decision-process',
      letter: 'D',
      name: 'Decision Process',
      description: 'The steps, people and dates between today and a signed contract, including legal and procurement.',
    },
    {
      key: 'identify-pain',
      letter: 'I',
      name: 'Identify Pain',
      description: 'The business problem that makes change urgent, and what it costs the buyer to leave it unsolved.',
    },
    {
      key: 'champion',
      letter: 'C',
      name: 'Champion',
      description: 'An influential insider who wants you to win and sells for you when you are not in the room.',
    },
  ],
  exampleQuestions: [
    'How will you measure success twelve months after go-live?',
    'Who, beyond your team, has to approve an investment of this size?',
    'What criteria will you use to compare the options on your shortlist?',
    'Walk me through what happens between a technical yes and a signed contract.',
    'What happens to the business if this problem is still here next year?',
    'Who inside the company benefits most if this project succeeds?',
  ],
  quickStartTips: [
    'Quantify the pain: ask for numbers, not adjectives.',
    'Find out who signs, and whether you can meet them.',
    'Map the decision process with names and dates.',
    'Test your champion: will they give you access and information?',
  ],
  starterQuestions: [
    'What prompted you to look at this now rather than next year?',
    'How are you measuring the impact of this problem today?',
    'Who else will be involved in making this decision?',
    'What does your evaluation process look like from here to a signature?',
  ],
});
