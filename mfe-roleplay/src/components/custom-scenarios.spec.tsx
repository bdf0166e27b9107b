import type { CustomScenario } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

let tier = 'pro';
let scenarios: CustomScenario[] = [];
const save = { isPending: false, mutate: jest.fn() };
const remove = { isPending: false, mutate: jest.fn() };
// The signed-in user and the roleplay service at the edge: what the components read from them.
jest.unstable_mockModule('@blindspot/web-core', () => ({
  useAuth: () => ({ user: { subscriptionTier: tier }, isAuthenticated: true }),
  errorMessage: (_error: unknown, fallback: string) => fallback,
}));
jest.unstable_mockModule('../api/custom-scenarios.js', () => ({
  useCustomScenarios: () => ({ data: scenarios, isSuccess: true, isError: false }),
  useSaveCustomScenario: () => save,
  useDeleteCustomScenario: () => remove,
}));
const { CustomScenarioForm, CustomScenarios } = await import('./custom-scenarios.js');

const harbour: CustomScenario = {
  id: 'c1',
  name: 'Harbour Freight renewal',
  company: 'Harbour Freight',
  industry: 'Logistics',
  companySize: null,
  buyerName: 'Ola Berg',
  buyerRole: 'Head of IT',
  personality: null,
  situation: 'Renewal in 90 days.',
  buyerWants: 'No new security review.',
  objections: ['Your rival is 30% cheaper.'],
  hiddenFacts: [{ topic: 'decision-process', fact: 'Marta Lind signs.' }],
  methodology: 'meddic',
  goals: ['decision-process'],
  callType: 'objection',
  difficulty: 'easy',
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
};
const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the scenario editor', () => {
  beforeEach(() => save.mutate.mockClear());

  it('says what is wrong next to each required field, marks it invalid and sends nothing', () => {
    inRouter(<CustomScenarioForm onDone={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save scenario' }));
    const company = screen.getByLabelText('Company');
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('company is required');
    expect(screen.getByLabelText('Buyer role')).toHaveAccessibleDescription(/e.g. Head of IT.*buyerRole is required/);
    expect(screen.getByLabelText('Company size (optional)')).not.toHaveAttribute('aria-invalid');
    expect(save.mutate).not.toHaveBeenCalled();
  });

  it('sends the scenario as the service takes it: objections one per line, hidden facts by topic, goals from the methodology', () => {
    inRouter(<CustomScenarioForm onDone={() => {}} />);
    type('Scenario name', 'Harbour Freight renewal');
    type('Company', 'Harbour Freight');
    type('Industry', 'Logistics');
    type('Buyer name', 'Ola Berg');
    type('Buyer role', 'Head of IT');
    type('Situation', 'Renewal in 90 days.');
    type('What the buyer wants', 'No new security review.');
    type('Objections (optional)', 'Your rival is 30% cheaper.\n\n  We have no time for a migration.  ');
    fireEvent.click(screen.getByRole('button', { name: 'Add a hidden fact' }));
    type('Hidden fact 1', 'Marta Lind signs.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Decision Process' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save scenario' }));
    expect(save.mutate).toHaveBeenCalledWith(
      {
        id: undefined,
        input: expect.objectContaining({
          name: 'Harbour Freight renewal',
          buyerRole: 'Head of IT',
          objections: ['Your rival is 30% cheaper.', 'We have no time for a migration.'],
          hiddenFacts: [{ topic: 'current-state', fact: 'Marta Lind signs.' }],
          methodology: 'meddic',
          goals: ['decision-process'],
          callType: 'discovery',
          difficulty: 'medium',
        }),
      },
      expect.anything(),
    );
  });

  it('edits a scenario filled in with what it holds, and a hidden fact with no words is an error on that row', () => {
    inRouter(<CustomScenarioForm scenario={harbour} onDone={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Edit "Harbour Freight renewal"' })).toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveValue('Harbour Freight');
    expect(screen.getByLabelText('Hidden fact 1')).toHaveValue('Marta Lind signs.');
    expect(screen.getByRole('checkbox', { name: 'Decision Process' })).toBeChecked();
    type('Hidden fact 1', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Hidden fact 1')).toHaveAttribute('aria-invalid', 'true');
    expect(save.mutate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove hidden fact 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(save.mutate).toHaveBeenCalledWith({ id: 'c1', input: expect.objectContaining({ hiddenFacts: [] }) }, expect.anything());
  });
});

describe('the scenario list', () => {
  it('lists each scenario with Practise, Edit and Delete on Pro', () => {
    tier = 'pro';
    scenarios = [harbour];
    const onPractise = jest.fn();
    inRouter(<CustomScenarios starting={false} onPractise={onPractise} />);
    const row = screen.getByTestId('custom-scenario');
    expect(row).toHaveTextContent('Harbour Freight renewalOla Berg, Head of IT at Harbour Freight · MEDDIC · Easy');
    fireEvent.click(within(row).getByRole('button', { name: 'Practise Harbour Freight renewal' }));
    expect(onPractise).toHaveBeenCalledWith(harbour, 'text');
    fireEvent.click(within(row).getByRole('button', { name: 'Practise Harbour Freight renewal by voice' }));
    expect(onPractise).toHaveBeenLastCalledWith(harbour, 'audio');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Harbour Freight renewal' }));
    expect(screen.getByRole('heading', { name: 'Edit "Harbour Freight renewal"' })).toBeInTheDocument();
  });

  it('below Pro says it is a Pro feature and offers the upgrade; a kept scenario can still be deleted', () => {
    tier = 'practice';
    scenarios = [harbour];
    inRouter(<CustomScenarios starting={false} onPractise={() => {}} />);
    expect(screen.getByText(/Custom scenarios are a Pro feature/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: /Practise/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Harbour Freight renewal' })).toBeInTheDocument();
  });
});
