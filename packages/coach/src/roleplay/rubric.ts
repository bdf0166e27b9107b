// Which methodology elements a seller turn shows, keyed by the concept keys of @blindspot/methodologies,
// with an example line per element for feedback and hints.
import type { MethodologyId } from '@blindspot/contracts';
import type { TurnReading } from './classify.js';

export function elementsShown(methodology: MethodologyId, reading: TurnReading): readonly string[] {
  switch (methodology) {
    case 'meddic':
      return reading.meddic;
    case 'spin':
      return reading.spin;
    case 'gap':
      return reading.gap;
    case 'challenger':
      // Proposing a dated next step is taking control of the sale too, unless it closes a pitch.
      return reading.concreteNextStep && !reading.pitch && !reading.challenger.includes('take-control') ? [...reading.challenger, 'take-control'] : reading.challenger;
  }
}

/** A line the seller could have said, per concept key. */
export const ELEMENT_EXAMPLES: Record<string, string> = {
  metrics: 'How would you measure success a year from now?',
  'economic-buyer': 'Who signs off on an investment like this?',
  'decision-criteria': 'What will you compare the options on?',
  'decision-process': 'Walk me through the steps between a yes from you and a signed contract.',
  'identify-pain': 'What is getting in the way today, and what does it cost you?',
  champion: 'Who else would benefit from fixing this, and would they back it?',
  teach: 'We often see teams like yours lose time in hand-offs; is that true here?',
  tailor: 'You mentioned the board is watching this; what would they need to see?',
  'take-control': 'I suggest we meet with your CFO next Tuesday to walk through the business case.',
  situation: 'How is the team set up today, and which tools do you use?',
  problem: 'What is the hardest part of that process for you?',
  implication: 'What happens to your targets if that continues for another quarter?',
  'need-payoff': 'If you could fix that, what would it mean for your team?',
  'current-state': 'Walk me through how this works today.',
  problems: 'Where does that process break down?',
  impact: 'What does that cost you in time or money each month?',
  'future-state': 'What would good look like a year from now?',
  gap: 'What stands between where you are and where you want to be?',
};
