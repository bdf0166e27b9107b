// The Challenger Sale: what the library, the landing page and the arena show, and the element keys the coach's pack for it is written against.
import { defineMethodology } from './types.js';

export const challenger = defineMethodology({
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
});
