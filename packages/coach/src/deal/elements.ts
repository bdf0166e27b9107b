// What the offline coach asks for, per methodology element (what covers an element is in evidence.ts):
// the details a complete answer has, each with the question that fills it, and the questions to ask
// when the element is missing altogether.
import type { ReadSentence } from '../language/read-text.js';
import { ELEMENT_EVIDENCE, type ElementKey } from './evidence.js';

export interface ElementCheck {
  /** True when an evidence sentence supplies this detail. */
  test: RegExp | ((sentence: ReadSentence) => boolean);
  /** Said when no evidence sentence supplies it. */
  openPoint: string;
  question: string;
}

export interface ElementRule {
  checks: ElementCheck[];
  /** Asked when the notes say nothing about the element (first ones matter most). */
  questions: string[];
}

/** A sentence with a measured amount (money, percent, time, ratio): the number a complete answer has. */
const hasQuantity = (sentence: ReadSentence) => sentence.quantities.some((q) => q.kind !== 'count');
/** A sentence that says what a problem leads to or costs. */
const statesConsequence = (sentence: ReadSentence) => sentence.clauses.some((clause) => ELEMENT_EVIDENCE.implication.strength(clause, sentence) > 0);

export const ELEMENT_RULES: Record<ElementKey, ElementRule> = {
  // ---- MEDDIC ----
  metrics: {
    checks: [
      { test: (s) => s.quantities.some((q) => q.kind === 'money') || /\b(?:revenue|cost|savings?|budget)\b/i.test(s.text), openPoint: 'No money value is attached yet.', question: 'What is that worth in money per year: revenue gained, cost removed or risk avoided?' },
      { test: /\b(?:q[1-4]|(?:by|before|in|during) (?:the end|next|peak|year-end|january|february|march|april|may|june|july|august|september|october|november|december|20\d\d)|within \d+|per (?:month|quarter|year)|annual\w*|a year|each month|every month)\b/i, openPoint: 'No time frame for the result.', question: 'By when do they need to see that result, and how will they measure it?' },
    ],
    questions: [
      'How will you measure success twelve months after go-live, and what is the number today?',
      'What does this problem cost per month in hours, revenue or risk?',
      'Which KPI is the sponsor personally measured on, and how would this move it?',
    ],
  },
  'economic-buyer': {
    checks: [
      { test: /\b(?:met|meeting with|spoke (?:to|with)|call with|talked (?:to|with)|lunch with|presented to|in the room)\b/i, openPoint: 'No sign you have met the economic buyer yourself.', question: 'Can your contact set up 20 minutes with the economic buyer to confirm the business case?' },
      { test: /\b(?:priorit\w*|cares? about|wants?|goal|measured on|concern\w*|worried)\b/i, openPoint: "The economic buyer's own priorities are not recorded.", question: 'What does the economic buyer need to believe to approve this, and what else competes for the same budget?' },
    ],
    questions: [
      'Who will sign the contract, and who can say no after everyone else says yes?',
      'What is the approval threshold for a purchase of this size, and who sits above it?',
      'Can you help me get 20 minutes with the budget owner to validate the business case?',
    ],
  },
  'decision-criteria': {
    checks: [
      { test: /\b(?:technical|integrat\w*|security|soc ?2|sso|api|performance|uptime)\b/i, openPoint: 'Technical criteria are not written down.', question: 'Which technical requirements (integrations, security, scale) will rule a vendor out?' },
      { test: /\b(?:price|pricing|cost|roi|budget|payback|value|business)\b/i, openPoint: 'Business or financial criteria are not written down.', question: 'How will they weigh price against outcome, and who sets that weighting?' },
    ],
    questions: [
      'What criteria will you use to compare the options on your shortlist, and how are they weighted?',
      'Which requirement would rule a vendor out straight away?',
      'Who wrote the requirements, and has the economic buyer agreed with them?',
    ],
  },
  'decision-process': {
    checks: [
      { test: /\b(?:q[1-4]|january|february|march|april|may|june|july|august|september|october|november|december|\d{1,2}\/\d{1,2}|weeks?|days?|end of|deadline|date)\b/i, openPoint: 'No dates on the decision steps.', question: 'What date do they need to sign by to hit their go-live, and what happens on each step before it?' },
      { test: /\b(?:procurement|legal|security|paper|msa|contract|redline|purchasing)\b/i, openPoint: 'The paper process (legal, procurement, security) is not mapped.', question: 'After the business says yes, what do legal, procurement and security need, and how long does each take?' },
    ],
    questions: [
      'Walk me through every step from here to a signed contract: who is involved, and when?',
      'How have you bought software of this size before, and what slowed it down?',
      'Is there a security or procurement review, and when should we start it?',
    ],
  },
  'identify-pain': {
    checks: [
      { test: statesConsequence, openPoint: 'The consequence of the pain for the business is not captured.', question: 'What happens to the business if this is still unsolved in six months?' },
      { test: /\b(?:because|root cause|due to|caused by|since)\b/i, openPoint: 'The root cause of the pain is not captured.', question: 'Why does the problem happen today: process, tooling or people?' },
    ],
    questions: [
      'What made this a priority now rather than next year?',
      'Where does the current process break down, and who feels it most?',
      'What happens to the business if nothing changes?',
    ],
  },
  champion: {
    checks: [
      { test: /\b(?:influence|power|respected|reports to|credib\w*|senior|promoted|ear of|trusted)\b/i, openPoint: "The champion's influence is not tested.", question: 'Does your champion have the influence to move the decision, and whom do they report to?' },
      { test: /\b(?:introduc\w*|set up|arrang\w*|shared|gave us|access|meeting with|org chart)\b/i, openPoint: 'No proof yet that the champion acts for you (access, information).', question: 'Will your champion introduce you to the economic buyer or share the internal evaluation notes?' },
    ],
    questions: [
      'Who inside the account benefits most if this project succeeds, and will they sell it when you are not in the room?',
      'Can your main contact introduce you to the economic buyer this week? Their answer tests whether they are a champion.',
      'What would your contact personally gain from this project: a promotion, time back, a goal met?',
    ],
  },

  // ---- Challenger ----
  teach: {
    checks: [
      { test: hasQuantity, openPoint: 'The insight is not backed by a number.', question: 'What number or benchmark makes the insight undeniable for this account?' },
      { test: /\b(?:agreed|reacted|nodded|asked|wanted|surprised|realized|realised|admitted|landed|resonated)\b/i, openPoint: 'No record of how the buyer reacted to the insight.', question: 'Did the buyer accept the new view of the problem, and what did they say back?' },
    ],
    questions: [
      'What is the one thing this buyer underestimates about their own problem, and what data proves it?',
      'Which hidden cost of the status quo can you show with a benchmark from their peers?',
      'How will you lead the next meeting with an insight rather than a product demo?',
    ],
  },
  tailor: {
    checks: [
      { test: /\b(?:cfo|cto|ceo|cio|ciso|coo|cro|vp|head|director|manager|finance|it|ops|operations)\b[^.]*\b(?:and|while|whereas)\b/i, openPoint: 'Only one stakeholder has a tailored message.', question: 'What does each other stakeholder (finance, IT, end users) care about, and what message fits each?' },
    ],
    questions: [
      'What is each stakeholder measured on, and how does this deal move that number for them?',
      'How will you reframe the message for finance versus the day-to-day users?',
      'Which stakeholder is most sceptical, and what proof do they need?',
    ],
  },
  'take-control': {
    checks: [
      { test: /\b(?:date|deadline|by (?:q[1-4]|\w+day|the end|end of)|timeline|on the \d)\b/i, openPoint: 'No dated commitment from the buyer.', question: 'What dated commitment will you ask for at the end of the next meeting?' },
      { test: /\b(?:price|pricing|budget|money|cost|discount|commercials?)\b/i, openPoint: 'Money has not been discussed openly.', question: 'Have you tested budget and price directly, before procurement does?' },
    ],
    questions: [
      'What next step with a date will you ask the buyer to commit to?',
      'Where is the buyer stalling, and how will you name it respectfully?',
      'Have you put price and budget on the table, or are you waiting for procurement to do it?',
    ],
  },

  // ---- SPIN ----
  situation: {
    checks: [
      { test: /\b(?:use|using|run|running|on|tool|system|excel|spreadsheet|platform)\b/i, openPoint: 'The tools and systems in use are not described.', question: 'Which tools and systems do they use for this today, and who owns them?' },
    ],
    questions: [
      'How does the team handle this process today, and with which tools?',
      'How many people are involved, and how is the work split?',
    ],
  },
  problem: {
    checks: [
      { test: /\b(?:because|root cause|due to|caused by|since|when)\b/i, openPoint: 'When and why the problem happens is not captured.', question: 'When does the problem show up, and what causes it?' },
    ],
    questions: [
      'Where does the current approach break down?',
      'What frustrates the team most about the way it works today?',
      'How often does that happen?',
    ],
  },
  implication: {
    checks: [
      { test: hasQuantity, openPoint: 'The consequences are not quantified.', question: 'What does that cost per month or per quarter, in money or time?' },
    ],
    questions: [
      'When that happens, what does it cost you in time, money or customers?',
      'Who else in the business feels the effect of this problem?',
      'What happens to this quarter\'s targets if it keeps happening?',
    ],
  },
  'need-payoff': {
    checks: [
      { test: hasQuantity, openPoint: 'The buyer has not put a value on the payoff.', question: 'If that were solved, what would it be worth to the business, in their own numbers?' },
    ],
    questions: [
      'If you could solve that, what would it mean for your team?',
      'How would fixing this help you hit your goals this year?',
      'What would you do with the time you got back?',
    ],
  },

  // ---- Gap Selling ----
  'current-state': {
    checks: [
      { test: hasQuantity, openPoint: 'The current state has no baseline numbers.', question: 'What are the baseline numbers today (volume, time, cost, error rate)?' },
    ],
    questions: [
      'Describe how this works today, step by step, and what results it produces.',
      'What are the baseline numbers today (volume, time, cost, error rate)?',
    ],
  },
  problems: {
    checks: [
      { test: /\b(?:because|root cause|due to|caused by|since)\b/i, openPoint: 'The root cause is not identified.', question: 'What is the root cause of that problem?' },
    ],
    questions: [
      'What is the biggest problem with how things work today?',
      'What is the root cause of that problem?',
    ],
  },
  impact: {
    checks: [
      { test: hasQuantity, openPoint: 'The impact is not quantified.', question: 'What does that problem cost each month, in money or hours?' },
    ],
    questions: [
      'What does that problem cost you each month?',
      'How does it affect the people doing the work, and your customers?',
    ],
  },
  'future-state': {
    checks: [
      { test: hasQuantity, openPoint: 'The future state is not measurable yet.', question: 'What would good look like a year from now, in numbers?' },
    ],
    questions: [
      'Where do you want to be twelve months from now, in measurable terms?',
      'What would have to be true for this project to count as a success?',
    ],
  },
  gap: {
    checks: [
      { test: /\b(?:urgent|urgency|deadline|by (?:q[1-4]|the end|end of)|compelling|before)\b/i, openPoint: 'No reason the gap must close by a date.', question: 'What happens if the gap is still open next quarter, and what deadline makes that matter?' },
    ],
    questions: [
      'What happens if nothing changes?',
      'How far is today from where you need to be, and by when must it close?',
    ],
  },
};
