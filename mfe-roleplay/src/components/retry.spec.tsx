import type { RoleplaySession, SessionAttempts } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// The API is a stand-in (no network under jsdom): retries resolve with a new session, the rest is fixed data.
const retryMutate = jest.fn((_input: { id: string; messageIndex: number }, handlers: { onSuccess: (s: RoleplaySession) => void }) =>
  handlers.onSuccess({ id: 'new-session' } as RoleplaySession),
);
let origin: RoleplaySession | undefined;
let attempts: SessionAttempts | undefined;
jest.unstable_mockModule('../api/practice.js', () => ({
  useRetrySession: () => ({ mutate: retryMutate, isPending: false }),
  useOriginSession: () => ({ data: origin }),
  useSessionAttempts: () => ({ data: attempts }),
}));
const { answeredSellerTurns, RetryBanner } = await import('./retry.js');
const { SessionAttemptsCard, SessionTranscript } = await import('./session-transcript.js');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}
const renderAt = (ui: ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/roleplay?session=old']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

const transcript = [
  { role: 'user', content: 'How do you close the books today?' },
  { role: 'assistant', content: 'Spreadsheets, mostly.' },
  { role: 'user', content: 'What breaks?' },
  { role: 'assistant', content: 'The forecast.' },
];
const session = {
  id: 'old',
  buyerPersonaName: 'Elena Rossi',
  messages: JSON.stringify(transcript),
  retriedFrom: null,
} as unknown as RoleplaySession;

describe('rewind and retry', () => {
  it('finds the stored place of every answered seller turn, skipping a turn that was never answered', () => {
    const shown = [
      { role: 'user' },
      { role: 'assistant' },
      { role: 'user' }, // failed, never stored
      { role: 'user' },
      { role: 'assistant' },
      { role: 'user' }, // waiting for its reply
    ];
    expect([...answeredSellerTurns(shown)]).toEqual([
      [0, { messageIndex: 0, turn: 1 }],
      [3, { messageIndex: 2, turn: 2 }],
    ]);
  });

  it('shows the finished conversation with Retry from here on each seller turn, and lands in the new session', async () => {
    renderAt(<SessionTranscript session={session} />);
    const turns = screen.getAllByTestId('transcript-turn');
    expect(turns).toHaveLength(4);
    expect(within(turns[0]).getByText('You, turn 1')).toBeInTheDocument();
    expect(within(turns[1]).getByText('Elena Rossi')).toBeInTheDocument();
    expect(within(turns[1]).queryByRole('button')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry from here (turn 2)' }));
    expect(retryMutate).toHaveBeenCalledWith({ id: 'old', messageIndex: 2 }, expect.anything());
    expect(screen.getByTestId('where')).toHaveTextContent('/roleplay?session=new-session');
  });

  it('tells the seller which turn is retried and what they said the first time, until the new version is sent', () => {
    origin = session;
    const retried = {
      ...session,
      id: 'new-session',
      messages: JSON.stringify(transcript.slice(0, 2)),
      retriedFrom: { sessionId: 'old', messageIndex: 2, turn: 2 },
    };
    const { rerender } = render(<RetryBanner session={retried} shown={2} />);
    expect(screen.getByTestId('retry-banner')).toHaveTextContent('Retrying turn 2: say it another way.');
    expect(screen.getByTestId('retry-banner')).toHaveTextContent('The first time you said: “What breaks?”');
    rerender(<RetryBanner session={retried} shown={3} />);
    expect(screen.queryByTestId('retry-banner')).toBeNull();
    render(<RetryBanner session={session} shown={0} />);
    expect(screen.queryByTestId('retry-banner')).toBeNull();
  });

  it('lists the first session and each retry with its score, this one marked', () => {
    attempts = {
      origin: { id: 'old', retriedFromTurn: null, completed: true, scored: true, score: 4, createdAt: '' },
      retries: [
        { id: 'new-session', retriedFromTurn: 2, completed: true, scored: true, score: 7, createdAt: '' },
        { id: 'third', retriedFromTurn: 2, completed: false, scored: false, score: 0, createdAt: '' },
      ],
    };
    render(<SessionAttemptsCard session={{ ...session, id: 'new-session' }} />);
    const rows = screen.getAllByTestId('session-attempt');
    expect(rows.map((row) => row.textContent)).toEqual([
      'First session4/10',
      'Retry from turn 2(this one)7/10',
      'Retry from turn 2In progress',
    ]);
    attempts = { origin: attempts.origin, retries: [] };
    const { container } = render(<SessionAttemptsCard session={session} />);
    expect(container).toBeEmptyDOMElement();
  });
});
