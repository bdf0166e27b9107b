import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DealForm } from './deal-form.js';

const renderForm = (freeUsage: { used: number; atLimit: boolean } | null) =>
  render(
    <MemoryRouter>
      <DealForm onSubmit={() => undefined} pending={false} freeUsage={freeUsage} />
    </MemoryRouter>,
  );

describe('DealForm at the free limit', () => {
  it('explains the limit, links to the upgrade and the saved analyses, and offers no field as if it would work', () => {
    renderForm({ used: 3, atLimit: true });
    const notice = screen.getByTestId('free-limit-notice');
    expect(within(notice).getByRole('heading', { name: "You've used your 3 free analyses this month" })).toBeInTheDocument();
    expect(notice).toHaveTextContent(/yours start again on [A-Z][a-z]+ 1\. Practice and Pro analyse without limit/);
    expect(within(notice).getByRole('link', { name: 'Upgrade for unlimited analyses' })).toHaveAttribute('href', '/pricing');
    expect(within(notice).getByRole('link', { name: 'Open saved analyses' })).toHaveAttribute('href', '/deal-analysis/history');
    expect(screen.getByLabelText('Deal notes')).toBeDisabled();
    expect(screen.getByLabelText('Deal name')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Methodology' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Analyze Deal' })).toBeDisabled();
    expect(screen.getByTestId('free-usage')).toHaveTextContent('3/3 free analyses used this month: upgrade to continue.');
  });

  it('below the limit shows the counter only, with the fields open', () => {
    renderForm({ used: 2, atLimit: false });
    expect(screen.queryByTestId('free-limit-notice')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Deal notes')).toBeEnabled();
    expect(screen.getByTestId('free-usage')).toHaveTextContent('2/3 free analyses used this month');
  });
});
