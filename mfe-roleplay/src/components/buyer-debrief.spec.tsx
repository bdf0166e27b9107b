import type { BuyerDebrief } from '@blindspot/contracts';
import { render, screen, within } from '@testing-library/react';
import { BuyerDebriefView } from './buyer-debrief.js';

const debrief: BuyerDebrief = {
  sessionId: 's1',
  coach: 'offline',
  startTrust: 1,
  maxTrust: 6,
  thoughts: [
    {
      turn: 1,
      trust: 0,
      change: 'fell',
      thought: 'You pitched before you knew what is wrong here, so I cooled off.',
      quote: '"Our platform is best-in-class."',
    },
    {
      turn: 2,
      trust: 1,
      change: 'rose',
      thought: 'A real question, so I told you about the pain.',
      quote: '"What is hardest about month-end?"',
    },
  ],
  unearned: [
    {
      topic: 'budget',
      label: 'Budget',
      fact: 'We have roughly $120k we could put toward this.',
      question: 'How would a project like this be funded?',
      askedAt: 3,
    },
    {
      topic: 'decision-process',
      label: 'Decision process',
      fact: 'Anything above $100k needs sign-off from Karen Adams, our CEO.',
      question: 'Walk me through every step.',
      askedAt: null,
    },
  ],
  unspokenObjections: ['To be honest, I am not convinced this is a priority this quarter.'],
  turningPoint: {
    turn: 1,
    outcome: 'lost',
    why: 'You pitched before you knew what is wrong here.',
    quote: '"Our platform is best-in-class."',
  },
  neededToHear: 'I needed a question about decision process.',
};

describe("the buyer's-eye debrief", () => {
  it('draws the trust line for the eye and says its figures in words, turn by turn, each citing the turn', () => {
    render(<BuyerDebriefView debrief={debrief} buyerName="Karen" />);
    // The drawing has a point for the start and each turn, hidden from assistive technology; the caption and the list carry the figures.
    const line = screen.getByTestId('trust-line');
    expect(line).toHaveAttribute('aria-hidden');
    expect(line.querySelectorAll('circle')).toHaveLength(3);
    expect(screen.getByTestId('trust-summary')).toHaveTextContent('Trust started at 1 of 6 and ended at 1 of 6.');
    const turns = screen.getAllByTestId('debrief-thought');
    expect(turns[0]).toHaveTextContent('Turn 1 trust fell to 0 of 6"Our platform is best-in-class."You pitched before you knew');
    expect(turns[1]).toHaveTextContent('Turn 2 trust rose to 1 of 6');
    expect(screen.getByRole('heading', { level: 4, name: 'What Karen thought, turn by turn' })).toBeInTheDocument();
  });

  it('names the turn that lost the call, the facts never earned with a question to ask, and the unspoken objections', () => {
    render(<BuyerDebriefView debrief={debrief} buyerName="Karen" />);
    expect(screen.getByTestId('turning-point')).toHaveTextContent('Lost at turn 1"Our platform is best-in-class." You pitched');
    const facts = screen.getAllByTestId('debrief-unearned');
    expect(facts[0]).toHaveTextContent(
      'Budget (you came close at turn 3): We have roughly $120k we could put toward this.Ask: How would a project like this be funded?',
    );
    expect(facts[1]).toHaveTextContent('Decision process: Anything above $100k needs sign-off');
    expect(facts[1]).not.toHaveTextContent('came close');
    expect(within(screen.getByTestId('debrief-objections')).getByText(/not convinced this is a priority/)).toBeInTheDocument();
    expect(screen.getByTestId('needed-to-hear')).toHaveTextContent(
      'What Karen needed to hear: I needed a question about decision process.',
    );
  });

  it('says when everything was earned and leaves out the objections and the turning point it does not have', () => {
    render(<BuyerDebriefView debrief={{ ...debrief, unearned: [], unspokenObjections: [], turningPoint: null }} buyerName="Karen" />);
    expect(screen.getByText('You earned everything the buyer held.')).toBeInTheDocument();
    expect(screen.queryByTestId('debrief-objections')).toBeNull();
    expect(screen.queryByTestId('turning-point')).toBeNull();
  });
});
