// MEDDIC, as the coach applies it: for each element, what covers it in deal notes (an evidence
// reader), the details a complete answer has, what to ask when it is missing, a line that covers it in a
// roleplay; and which elements a seller's turn shows. The compiler holds it to the methodology's keys.

import { statesConsequence } from '../deal/elements.js';
import {
  authorityOverMoney,
  businessProblem,
  buyingSteps,
  insiderActingForUs,
  measuredOutcome,
  statedRequirements,
} from '../deal/evidence.js';
import type { CoachPack } from './types.js';

export const meddicPack: CoachPack<'meddic'> = {
  elements: {
    metrics: {
      evidence: measuredOutcome,
      checks: [
        {
          test: (s) => s.quantities.some((q) => q.kind === 'money') || /\b(?:revenue|cost|savings?|budget)\b/i.test(s.text),
          openPoint: 'No money value is attached yet.',
          question: 'What is that worth in money per year: revenue gained, cost removed or risk avoided?',
        },
        {
          test: /\b(?:q[1-4]|(?:by|before|in|during) (?:the end|next|peak|year-end|january|february|march|april|may|june|july|august|september|october|november|december|20\d\d)|within \d+|per (?:month|quarter|year)|annual\w*|a year|each month|every month)\b/i,
          openPoint: 'No time frame for the result.',
          question: 'By when do they need to see that result, and how will they measure it?',
        },
      ],
      questions: [
        'How will you measure success twelve months after go-live, and what is the number today?',
        'What does this problem cost per month in hours, revenue or risk?',
        'Which KPI is the sponsor personally measured on, and how would this move it?',
      ],
      example: 'How would you measure success a year from now?',
    },
    'economic-buyer': {
      evidence: authorityOverMoney,
      checks: [
        {
          test: /\b(?:met|meeting with|spoke (?:to|with)|call with|talked (?:to|with)|lunch with|presented to|in the room)\b/i,
          openPoint: 'No sign you have met the economic buyer yourself.',
          question: 'Can your contact set up 20 minutes with the economic buyer to confirm the business case?',
        },
        {
          test: /\b(?:priorit\w*|cares? about|wants?|goal|measured on|concern\w*|worried)\b/i,
          openPoint: "The economic buyer's own priorities are not recorded.",
          question: 'What does the economic buyer need to believe to approve this, and what else competes for the same budget?',
        },
      ],
      questions: [
        'Who will sign the contract, and who can say no after everyone else says yes?',
        'What is the approval threshold for a purchase of this size, and who sits above it?',
        'Can you help me get 20 minutes with the budget owner to validate the business case?',
      ],
      example: 'Who signs off on an investment like this?',
    },
    'decision-criteria': {
      evidence: statedRequirements,
      checks: [
        {
          test: /\b(?:technical|integrat\w*|security|soc ?2|sso|api|performance|uptime)\b/i,
          openPoint: 'Technical criteria are not written down.',
          question: 'Which technical requirements (integrations, security, scale) will rule a vendor out?',
        },
        {
          test: /\b(?:price|pricing|cost|roi|budget|payback|value|business)\b/i,
          openPoint: 'Business or financial criteria are not written down.',
          question: 'How will they weigh price against outcome, and who sets that weighting?',
        },
      ],
      questions: [
        'What criteria will you use to compare the options on your shortlist, and how are they weighted?',
        'Which requirement would rule a vendor out straight away?',
        'Who wrote the requirements, and has the economic buyer agreed with them?',
      ],
      example: 'What will you compare the options on?',
    },
    'decision-process': {
      evidence: buyingSteps,
      checks: [
        {
          test: /\b(?:q[1-4]|january|february|march|april|may|june|july|august|september|october|november|december|\d{1,2}\/\d{1,2}|weeks?|days?|end of|deadline|date)\b/i,
          openPoint: 'No dates on the decision steps.',
          question: 'What date do they need to sign by to hit their go-live, and what happens on each step before it?',
        },
        {
          test: /\b(?:procurement|legal|security|paper|msa|contract|redline|purchasing)\b/i,
          openPoint: 'The paper process (legal, procurement, security) is not mapped.',
          question: 'After the business says yes, what do legal, procurement and security need, and how long does each take?',
        },
      ],
      questions: [
        'Walk me through every step from here to a signed contract: who is involved, and when?',
        'How have you bought software of this size before, and what slowed it down?',
        'Is there a security or procurement review, and when should we start it?',
      ],
      example: 'Walk me through the steps between a yes from you and a signed contract.',
    },
    'identify-pain': {
      evidence: businessProblem,
      checks: [
        {
          test: statesConsequence,
          openPoint: 'The consequence of the pain for the business is not captured.',
          question: 'What happens to the business if this is still unsolved in six months?',
        },
        {
          test: /\b(?:because|root cause|due to|caused by|since)\b/i,
          openPoint: 'The root cause of the pain is not captured.',
          question: 'Why does the problem happen today: process, tooling or people?',
        },
      ],
      questions: [
        'What made this a priority now rather than next year?',
        'Where does the current process break down, and who feels it most?',
        'What happens to the business if nothing changes?',
      ],
      example: 'What is getting in the way today, and what does it cost you?',
    },
    champion: {
      evidence: insiderActingForUs,
      checks: [
        {
          test: /\b(?:influence|power|respected|reports to|credib\w*|senior|promoted|ear of|trusted)\b/i,
          openPoint: "The champion's influence is not tested.",
          question: 'Does your champion have the influence to move the decision, and whom do they report to?',
        },
        {
          test: /\b(?:introduc\w*|set up|arrang\w*|shared|gave us|access|meeting with|org chart)\b/i,
          openPoint: 'No proof yet that the champion acts for you (access, information).',
          question: 'Will your champion introduce you to the economic buyer or share the internal evaluation notes?',
        },
      ],
      questions: [
        'Who inside the account benefits most if this project succeeds, and will they sell it when you are not in the room?',
        'Can your main contact introduce you to the economic buyer this week? Their answer tests whether they are a champion.',
        'What would your contact personally gain from this project: a promotion, time back, a goal met?',
      ],
      example: 'Who else would benefit from fixing this, and would they back it?',
    },
  },
  // A turn shows the MEDDIC elements its questions ask for.
  turnElements: (reading) => reading.meddic,
};
