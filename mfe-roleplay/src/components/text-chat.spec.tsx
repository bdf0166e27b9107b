import type { RoleplayReply, RoleplaySession } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

// The network is not reachable under jsdom: the reply is played by a stand-in for the API module.
let resolveReply: (reply: RoleplayReply) => void = () => {};
let rejectReply: (error: unknown) => void = () => {};
const sendMessage = jest.fn((_id: string, _message: string, onText: (text: string) => void, _key?: string) => {
  void onText;
  return new Promise<RoleplayReply>((resolve, reject) => {
    resolveReply = resolve;
    rejectReply = reject;
  });
});
jest.unstable_mockModule('../api/roleplay-sessions.js', () => ({ sendMessage }));
// "Retry from here" starts a retry through the practice API module.
const retryMutate = jest.fn();
jest.unstable_mockModule('../api/practice.js', () => ({
  useRetrySession: () => ({ mutate: retryMutate, isPending: false }),
  useOriginSession: () => ({ data: undefined }),
  useDrillProgress: () => ({ data: undefined }),
  useAddLearningsToDeal: () => ({ mutate: jest.fn(), isPending: false }),
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
    expect(sendMessage).toHaveBeenCalledWith(session.id, starter, expect.any(Function), expect.any(String));
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

  it('keeps a message that failed in place, marked Not sent, and Retry sends it again under the same key', async () => {
    sendMessage.mockClear();
    const user = userEvent.setup();
    renderChat(<TextChat session={session} onEnd={() => {}} ending={false} />);
    const input = screen.getByPlaceholderText('Type your response...');
    await user.type(input, 'How do you plan routes today?{Enter}');
    await act(async () => rejectReply(new Error('network down')));

    const message = screen.getByTestId('seller-message');
    expect(message).toHaveTextContent('How do you plan routes today?');
    expect(message).toHaveAttribute('data-not-sent', 'true');
    expect(screen.getByTestId('not-sent')).toHaveTextContent('Not sent');
    expect(screen.queryByRole('button', { name: /Retry from here/ })).not.toBeInTheDocument();
    const firstKey = sendMessage.mock.calls[0][3];

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(sendMessage).toHaveBeenCalledTimes(2);
    expect(sendMessage.mock.calls[1]).toEqual([session.id, 'How do you plan routes today?', expect.any(Function), firstKey]);
    expect(screen.queryByTestId('not-sent')).not.toBeInTheDocument();
    await act(async () => resolveReply({ content: 'By hand, mostly.', coach: 'offline' }));
    expect(screen.getAllByTestId('seller-message')).toHaveLength(1);
    expect(screen.getByTestId('buyer-message')).toHaveTextContent('By hand, mostly.');
  });

  it('on a phone puts the chat first: details and tips folded in a bar, End Practice beside it', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      renderChat(<TextChat session={session} onEnd={() => {}} ending={false} />);
      const details = screen.getByTestId('session-details');
      expect(details.tagName).toBe('DETAILS');
      expect(details).not.toHaveAttribute('open');
      expect(screen.getByText('Session details and tips')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'End Practice' })).toHaveLength(1);
      expect(details.contains(screen.getByRole('button', { name: 'End Practice' }))).toBe(false);
      expect(screen.getByTestId('chat-panel').className).toContain('h-[calc(100dvh');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
