import type { MethodologyId } from '@blindspot/contracts';
import type { Methodology } from './types.js';

const meddic: Methodology = {
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
};

const challenger: Methodology = {
  id: 'challenger',
  name: 'Challenger Sale',
  fullName: 'The Challenger Sale: Teach, Tailor, Take Control',
  description: 'Lead with insight that reframes how the buyer sees their business.',
  bestFor: 'Disrupting the status quo',
  overview:
    'From CEB research into thousands of sellers, the Challenger model shows that top performers do not just build ' +
    'relationships: they teach buyers something new about their business, tailor the message to each stakeholder, ' +
    'and take control of the conversation, including money.',
  whenToUse:
    'Use it when buyers are comfortable with the status quo, when the category is crowded and features blur together, ' +
    'or when you sell to a consensus of stakeholders who each care about different outcomes.',
  bookTitle: 'The Challenger Sale: Taking Control of the Customer Conversation',
  bookAuthor: 'Matthew Dixon and Brent Adamson',
  bookUrl: 'https://www.amazon.com/dp/1591844355',
  concepts: [
    {
      key: 'teach',
      letter: 'T',
      name: 'Teach',
      description: 'Bring a commercial insight that reframes a problem the buyer underestimates or has not noticed.',
    },
    {
      key: 'tailor',
      letter: 'T',
      name: 'Tailor',
      description: "Adapt the message to each stakeholder's role, priorities and the outcomes they are measured on.",
    },
    {
      key: 'take-control',
      letter: 'T',
      name: 'Take Control',
      description: 'Lead the process with confidence: push back, discuss money openly and drive to clear next steps.',
    },
  ],
  exampleQuestions: [
    'Companies like yours often lose more to manual reconciliation than to churn: how does that compare with what you see?',
    'What would change for you personally if this metric moved by ten percent?',
    'If we agree this is the right direction, what stops us from setting the decision date today?',
    'What is the cost of waiting another quarter?',
  ],
  quickStartTips: [
    'Open with an insight, not a product pitch.',
    "Tie the insight to this buyer's own goals and metrics.",
    'Do not back down from constructive tension.',
    'Close each exchange with a concrete next step.',
  ],
  starterQuestions: [
    "We've seen teams like yours lose weeks to manual handoffs. Is that something you're seeing?",
    'Most of your peers are rethinking how they handle this. How are you approaching it?',
    'What would it mean for your targets if this problem disappeared?',
    'Can I share what the highest-performing teams in your industry do differently?',
  ],
};

const spin: Methodology = {
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
};

const gap: Methodology = {
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
};

/** Every methodology by id. */
export const METHODOLOGY_CONTENT: Record<MethodologyId, Methodology> = { meddic, challenger, spin, gap };

/** The four methodologies in display order. */
export const METHODOLOGY_LIST: readonly Methodology[] = [meddic, challenger, spin, gap];

export const DEFAULT_METHODOLOGY: MethodologyId = 'meddic';

/** The methodology for an id; unknown or missing ids fall back to MEDDIC (the spec's default for quick-start content). */
export function getMethodology(id: string | null | undefined): Methodology {
  const known = id != null && Object.hasOwn(METHODOLOGY_CONTENT, id);
  return METHODOLOGY_CONTENT[known ? (id as MethodologyId) : DEFAULT_METHODOLOGY];
}
