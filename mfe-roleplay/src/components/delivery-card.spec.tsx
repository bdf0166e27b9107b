import type { DeliveryMetrics } from '@blindspot/contracts';
import { render, screen } from '@testing-library/react';
import { DeliveryCard } from './delivery-card.js';

const timed: DeliveryMetrics = {
  timed: true,
  talkShare: 68,
  talkShareBy: 'time',
  sellerWords: 420,
  wordsPerMinute: 182,
  fillers: {
    count: 9,
    perHundredWords: 2.1,
    top: [
      { word: 'um', count: 5 },
      { word: 'you know', count: 3 },
      { word: 'like', count: 1 },
    ],
    turns: [4, 7],
  },
  longestMonologue: { turn: 3, seconds: 41.5, words: 118 },
  answerTime: { medianSeconds: 1.2, slowest: { turn: 5, seconds: 4.8 } },
};

describe('DeliveryCard', () => {
  it('shows each figure with the turns it comes from, and what it means', () => {
    render(<DeliveryCard delivery={timed} />);
    const card = screen.getByTestId('delivery');
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Talk share68% of the talking time was yours (you did most of the talking: ask, then listen)');
    expect(card).toHaveTextContent('Pace182 words per minute (fast: slow down so the buyer can follow)');
    expect(card).toHaveTextContent('Filler words9 (2.1 per 100 words): "um" ×5, "you know" ×3, "like" ×1; most in Turn 4, Turn 7');
    expect(card).toHaveTextContent('Longest monologueTurn 3: 41.5 s, 118 words');
    expect(card).toHaveTextContent('Answer time1.2 s typically after the buyer stopped; slowest Turn 5 (4.8 s)');
  });

  it('says what needs times when the transcript has none', () => {
    render(
      <DeliveryCard
        delivery={{
          ...timed,
          timed: false,
          talkShare: 45,
          talkShareBy: 'words',
          wordsPerMinute: null,
          answerTime: null,
          fillers: { count: 0, perHundredWords: 0, top: [], turns: [] },
          longestMonologue: { turn: 2, seconds: null, words: 60 },
        }}
      />,
    );
    const card = screen.getByTestId('delivery');
    expect(card).toHaveTextContent('45% of the words was yours (a balanced conversation)');
    expect(card).toHaveTextContent('Filler wordsnone');
    expect(card).toHaveTextContent('Longest monologueTurn 2: 60 words');
    expect(card).not.toHaveTextContent('Pace');
    expect(card).toHaveTextContent('This transcript has no times: pace and answer time need WebVTT or SRT cues, or a recording.');
  });
});
