import { type CallReview, type CallTranscriptPreview, MAX_CALL_TRANSCRIPT_BYTES } from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

// The network is not reachable under jsdom: the service's reading of the transcript is a stand-in.
const previewTranscript = jest.fn<(transcript: string, signal?: AbortSignal) => Promise<CallTranscriptPreview>>();
jest.unstable_mockModule('../api/call-reviews.js', () => ({ previewTranscript }));
// No transcription provider here: recording upload has its own spec (call-recording-upload.spec.tsx).
jest.unstable_mockModule('../api/voice.js', () => ({
  useVoiceCapabilities: () => ({ data: undefined }),
  transcribeCallRecording: jest.fn(),
}));
const { CallTranscriptForm, PREVIEW_DELAY_MS } = await import('./call-transcript-form.js');
const { CallReviewResult } = await import('./call-review-result.js');
const { readTranscriptFile } = await import('../lib/call-review.js');

const TRANSCRIPT = 'Alex Rivera: How do you forecast today?\nDana Cho: Spreadsheets.';
const PREVIEW: CallTranscriptPreview = {
  format: 'text',
  turns: 2,
  words: 6,
  speakers: [
    { name: 'Alex Rivera', turns: 1, words: 5, sample: 'How do you forecast today?' },
    { name: 'Dana Cho', turns: 1, words: 1, sample: 'Spreadsheets.' },
  ],
};

async function typeTranscript(text: string) {
  fireEvent.change(screen.getByLabelText('Transcript'), { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(PREVIEW_DELAY_MS);
  });
}

describe('CallTranscriptForm', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    previewTranscript.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('lists the speakers the service found once typing pauses, and waits for a speaker and a methodology', async () => {
    previewTranscript.mockResolvedValue(PREVIEW);
    render(<CallTranscriptForm scoring={false} onScore={() => {}} />);
    const score = screen.getByRole('button', { name: 'Score this call' });
    expect(score).toBeDisabled();
    await typeTranscript(TRANSCRIPT);
    expect(previewTranscript).toHaveBeenCalledTimes(1);
    expect(previewTranscript.mock.calls[0][0]).toBe(TRANSCRIPT);
    expect(screen.getByTestId('transcript-reading')).toHaveTextContent('Plain text: 2 turns, 6 words, 2 speakers.');
    const group = screen.getByRole('group', { name: 'Which speaker are you?' });
    expect(group).toBeInTheDocument();
    const alex = screen.getByRole('radio', { name: /Alex Rivera/ });
    expect(screen.getByRole('radio', { name: /Dana Cho/ })).toBeInTheDocument();
    expect(screen.getByText('"How do you forecast today?"')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(alex);
    expect(alex).toBeChecked();
    // No methodology yet.
    expect(score).toBeDisabled();
  });

  it("shows the service's reason when the text is not a transcript", async () => {
    previewTranscript.mockRejectedValue(
      Object.assign(new Error('400'), { body: { message: 'This does not look like a call transcript: no speaker labels were found.' } }),
    );
    render(<CallTranscriptForm scoring={false} onScore={() => {}} />);
    await typeTranscript('Met Acme today.');
    expect(screen.getByTestId('transcript-reading')).toHaveTextContent(
      'This does not look like a call transcript: no speaker labels were found.',
    );
    expect(screen.queryByRole('group', { name: 'Which speaker are you?' })).not.toBeInTheDocument();
  });

  it('says a transcript over 200 KB is too large without sending it', async () => {
    render(<CallTranscriptForm scoring={false} onScore={() => {}} />);
    await typeTranscript(`Alex: ${'a'.repeat(MAX_CALL_TRANSCRIPT_BYTES)}`);
    expect(previewTranscript).not.toHaveBeenCalled();
    expect(screen.getByTestId('transcript-reading')).toHaveTextContent(/^The transcript is 201 KB; the limit is 200 KB\./);
  });
});

describe('reading a transcript file', () => {
  const file = (name: string, text: string) => Object.assign(new File([text], name), { text: async () => text });

  it('takes .txt, .vtt and .srt and names the call after the file', async () => {
    await expect(readTranscriptFile(file('Acme discovery.vtt', 'WEBVTT\n'))).resolves.toEqual({
      text: 'WEBVTT\n',
      title: 'Acme discovery',
    });
    await expect(readTranscriptFile(file('call.SRT', '1\n'))).resolves.toMatchObject({ title: 'call' });
  });

  it('refuses other files, empty ones, binary ones and ones over the limit', async () => {
    await expect(readTranscriptFile(file('call.mp3', 'ID3'))).rejects.toThrow(
      'call.mp3 is not a transcript file: upload a .txt, .vtt or .srt file',
    );
    await expect(readTranscriptFile(file('empty.txt', ''))).rejects.toThrow('empty.txt is empty.');
    await expect(readTranscriptFile(file('doc.txt', 'PK\u0000\u0003'))).rejects.toThrow('doc.txt is not a text file.');
    await expect(readTranscriptFile(file('big.txt', 'a'.repeat(MAX_CALL_TRANSCRIPT_BYTES + 1)))).rejects.toThrow(/the limit is 200 KB/);
  });
});

describe('CallReviewResult', () => {
  const review: CallReview = {
    id: '7f1c2a9e-0000-4000-8000-000000000009',
    title: null,
    methodology: 'spin',
    format: 'vtt',
    sellerSpeaker: 'Alex Rivera',
    otherSpeakers: ['Dana Cho'],
    turns: [
      { speaker: 'Alex Rivera', text: 'How do you forecast today?', sellerTurn: 1 },
      { speaker: 'Dana Cho', text: 'Spreadsheets.', sellerTurn: null },
    ],
    score: 4,
    didWell: ['Turn 1: Situation: "How do you forecast today?"'],
    missed: ['Turn 1: no Implication yet.'],
    keyTakeaway: 'Ask what the problem costs.',
    rubric: [{ id: 'methodology', label: 'SPIN Selling elements covered', points: 1, maxPoints: 4, turns: [1], detail: '1 of 4' }],
    delivery: null,
    createdAt: '2026-03-12T10:00:00.000Z',
  };

  it("shows the feedback as a roleplay's, marked as a real call, with the transcript's turns numbered as the feedback names them", () => {
    render(
      <MemoryRouter>
        <CallReviewResult review={review} actions={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Call Review Complete' })).toBeInTheDocument();
    expect(screen.getByTestId('session-score')).toHaveTextContent('4/10');
    expect(screen.getByTestId('session-grade')).toHaveTextContent('Needs Work');
    expect(screen.getByTestId('call-review-details')).toHaveTextContent('Real call');
    expect(screen.getByTestId('call-review-details')).toHaveTextContent('Call with Dana Cho');
    expect(screen.getByTestId('did-well')).toHaveTextContent('Turn 1: Situation: "How do you forecast today?"');
    expect(screen.getByTestId('key-takeaway')).toHaveTextContent('Ask what the problem costs.');
    expect(screen.getByTestId('rubric')).toHaveTextContent('SPIN Selling elements covered');
    expect(screen.getByTestId('call-transcript')).toHaveTextContent('Turn 1 · Alex Rivera (you)');
  });
});
