import { jest } from '@jest/globals';
import type { RoleplayReply, RoleplaySession } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { userEvent } from '@testing-library/user-event';

// The network is not reachable under jsdom: the reply is played by a stand-in for the API module.
let resolveReply: (reply: RoleplayReply) => void = () => {};
const sendMessage = jest.fn((_id: string, _message: string, onText: (text: string) => void) => {
  void onText;
  return new Promise<RoleplayReply>((resolve) => (resolveReply = resolve));
});
jest.unstable_mockModule('../api/roleplay-sessions.js', () => ({ sendMessage }));
// "Retry from here" starts a retry through the practice API module.
const retryMutate = jest.fn();
jest.unstable_mockModule('../api/practice.js', () => ({
  useRetrySession: () => ({ mutate: retryMutate, isPending: false }),
  useOriginSession: () => ({ data: undefined }),
  useDrillProgress: () => ({ data: undefined }),
}));
const { TextChat } = await import('./text-chat.js');

const renderChat = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

const session = {
  id: '7f1c2a9e-0000-4000-8000-000000000001',
  scenario: 'discovery',
  persona: 'cfo',
  methodology: 'spin',
  difficulty: 'hard',
  messages: '[]',
  coach: null,
  buyerPersonaName: 'Elena Rossi',
  buyerPersonaRole: 'CFO',
  targetAccountCompany: 'Granite Health',
} as unknown as RoleplaySession;

describe('TextChat', () => {
  it('shows the Current Session panel: methodology, difficulty, buyer, quick-start tips and End Practice', () => {
    renderChat(<TextChat session={session} onEnd={() => {}} ending={false} />);
    expect(screen.getByText('Current Session')).toBeInTheDocument();
    expect(screen.getByTestId('session-methodology')).toHaveTextContent('SPIN');
    expect(screen.getByTestId('difficulty-badge')).toHaveTextContent('Hard');
    expect(screen.getByText('Economic Buyer')).toBeInTheDocument();
    for (const tip of getMethodology('spin').quickStartTips) expect(screen.getByText(tip)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End Practice' })).toBeEnabled();
    expect(screen.getByText('Press Enter to send, Shift+Enter for new line')).toBeInTheDocument();
  });

  it('fills the input from a quick-start prompt, sends on Enter and shows the typing indicator until the reply', async () => {
    const user = userEvent.setup();
    renderChat(<TextChat session={session} onEnd={() => {}} ending={false} />);
    expect(screen.getByText('Start the Conversation')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    const starter = getMethodology('spin').starterQuestions[0];
    await user.click(screen.getByRole('button', { name: starter }));
    const input = screen.getByPlaceholderText('Type your response...');
    expect(input).toHaveValue(starter);
    await user.type(input, '{Shift>}{Enter}{/Shift}');
    expect(input).toHaveValue(`${starter}\n`);
    await user.type(input, '{Enter}');
    expect(sendMessage).toHaveBeenCalledWith(session.id, starter, expect.any(Function));
    expect(input).toHaveValue('');
    expect(screen.getByTestId('seller-message')).toHaveTextContent(starter);
    expect(screen.getByTestId('typing-indicator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await act(async () => resolveReply({ content: 'We run it on spreadsheets.', hint: 'Good Situation question.', coach: 'offline' }));
    expect(screen.getByTestId('buyer-message')).toHaveTextContent('We run it on spreadsheets.');
    expect(screen.getByTestId('coaching-hint')).toHaveTextContent('Good Situation question.');
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
    // The answered turn can be tried again: a retry from its place in the transcript.
    await user.click(screen.getByRole('button', { name: 'Retry from here (turn 1)' }));
    expect(retryMutate).toHaveBeenCalledWith({ id: session.id, messageIndex: 0 }, expect.anything());
  });
});
