import type { DealCoverage } from '@blindspot/contracts';
import { render, screen, within } from '@testing-library/react';
import { CoverageChecklist } from './coverage-checklist.js';

const coverage: DealCoverage = {
  elements: [
    { element: 'metrics', name: 'Metrics', status: 'covered', quotes: ['Close takes 12 days.'], stillMissing: [], nextQuestions: [] },
    {
      element: 'economic-buyer',
      name: 'Economic Buyer',
      status: 'unconfirmed',
      quotes: ["We don't know who signs."],
      stillMissing: [],
      nextQuestions: ['Who signs?'],
    },
    { element: 'champion', name: 'Champion', status: 'missing', quotes: [], stillMissing: [], nextQuestions: ['Who sells this for you?'] },
  ],
  risks: [],
  nextSteps: [],
};

describe('CoverageChecklist', () => {
  it('lists each element with its status and the quote, and what to ask when it is not covered', () => {
    render(<CoverageChecklist coverage={coverage} />);
    expect(screen.getByRole('heading', { name: 'Coverage: 1 of 3 elements' })).toBeInTheDocument();
    const items = within(screen.getByTestId('coverage-checklist')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'MetricsCovered“Close takes 12 days.”',
      "Economic BuyerNot confirmed“We don't know who signs.”Ask: Who signs?",
      'ChampionMissingNothing in your notes shows this yet.Ask: Who sells this for you?',
    ]);
  });
});
