import {
  CALL_RECORDING_UNAVAILABLE_MESSAGE,
  type CallRecordingTranscript,
  type CallTranscriptPreview,
  MAX_CALL_RECORDING_BYTES,
  type VoiceCapabilities,
} from '@blindspot/contracts';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';

// The network is not reachable under jsdom: the service's answers are stand-ins at the API module.
const previewTranscript = jest.fn<(transcript: string, signal?: AbortSignal) => Promise<CallTranscriptPreview>>();
const transcribeCallRecording = jest.fn<(recording: Blob) => Promise<CallRecordingTranscript>>();
let capabilities: VoiceCapabilities | undefined;
jest.unstable_mockModule('../api/call-reviews.js', () => ({ previewTranscript }));
jest.unstable_mockModule('../api/voice.js', () => ({ useVoiceCapabilities: () => ({ data: capabilities }), transcribeCallRecording }));
const { CallTranscriptForm, PREVIEW_DELAY_MS } = await import('./call-transcript-form.js');
const { checkRecordingFile } = await import('../lib/call-recording.js');

const VTT =
  'WEBVTT\n\n00:00:00.400 --> 00:00:02.600\n<v Speaker A>How do you forecast today?\n\n00:00:03.000 --> 00:00:04.100\n<v Speaker B>Spreadsheets.\n';
const provider = (diarization: boolean): VoiceCapabilities => ({
  transcription: { available: true, model: diarization ? 'gpt-4o-transcribe-diarize' : 'whisper-1', diarization },
  speech: { available: false, model: null },
  buyer: { coach: 'offline', model: null },
});

async function chooseRecording(file: File) {
  await act(async () => {
    fireEvent.change(screen.getByTestId('recording-file-input'), { target: { files: [file] } });
  });
}

describe('uploading a call recording', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    previewTranscript.mockReset();
    transcribeCallRecording.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('sends the recording, puts the transcript in the box and lists its speakers to pick from', async () => {
    capabilities = provider(true);
    transcribeCallRecording.mockResolvedValue({
      transcript: VTT,
      format: 'vtt',
      diarized: true,
      durationSeconds: 4.1,
      model: 'gpt-4o-transcribe-diarize',
    });
    previewTranscript.mockResolvedValue({
      format: 'vtt',
      turns: 2,
      words: 5,
      speakers: [
        { name: 'Speaker A', turns: 1, words: 4, sample: 'How do you forecast today?' },
        { name: 'Speaker B', turns: 1, words: 1, sample: 'Spreadsheets.' },
      ],
    });
    render(<CallTranscriptForm scoring={false} onScore={() => {}} />);
    await chooseRecording(new File([new Uint8Array([0x49, 0x44, 0x33, 4])], 'Acme discovery.mp3', { type: 'audio/mpeg' }));
    expect(transcribeCallRecording).toHaveBeenCalledTimes(1);
    expect(transcribeCallRecording.mock.calls[0][0].type).toBe('audio/mpeg');
    expect(screen.getByLabelText('Transcript')).toHaveValue(VTT);
    expect(screen.getByLabelText('Call name (optional)')).toHaveValue('Acme discovery');
    expect(screen.getByTestId('recording-note')).toHaveTextContent(
      'Transcribed by gpt-4o-transcribe-diarize. The speakers are named as the model heard them',
    );
    await act(async () => {
      jest.advanceTimersByTime(PREVIEW_DELAY_MS);
    });
    expect(previewTranscript.mock.calls.at(-1)![0]).toBe(VTT);
    expect(screen.getByRole('radio', { name: /Speaker A/ })).toBeInTheDocument();
  });

  it('says to label the speakers when the model does not tell them apart', async () => {
    capabilities = provider(false);
    transcribeCallRecording.mockResolvedValue({
      transcript: 'How do you forecast today? Spreadsheets.',
      format: 'text',
      diarized: false,
      durationSeconds: 4,
      model: 'whisper-1',
    });
    previewTranscript.mockResolvedValue({ format: 'text', turns: 0, words: 0, speakers: [] });
    render(<CallTranscriptForm scoring={false} onScore={() => {}} />);
    await chooseRecording(new File(['RIFF'], 'call.wav', { type: '' }));
    // No type from the browser: the extension's.
    expect(transcribeCallRecording.mock.calls[0][0].type).toBe('audio/wav');
    expect(screen.getByTestId('recording-note')).toHaveTextContent(
      "Transcribed by whisper-1, which does not tell speakers apart: put each speaker's name before their words",
    );
  });

  it("refuses other files and ones over 10 MB without sending them, and shows the service's refusal", async () => {
    capabilities = provider(true);
    render(<CallTranscriptForm scoring={false} onScore={() => {}} />);
    await chooseRecording(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('recording-upload-status')).toHaveTextContent(
      'notes.pdf is not a recording the coach takes: upload a .webm, .mp3, .wav or .m4a file.',
    );
    const big = new File(['x'], 'long.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(big, 'size', { value: MAX_CALL_RECORDING_BYTES + 1 });
    await chooseRecording(big);
    expect(screen.getByTestId('recording-upload-status')).toHaveTextContent(/long\.mp3 is 10\.0 MB; the limit is 10 MB\. Compress it/);
    expect(transcribeCallRecording).not.toHaveBeenCalled();
    transcribeCallRecording.mockRejectedValue(
      Object.assign(new Error('415'), { body: { message: 'This file is not a webm, mp3, wav or m4a recording.' } }),
    );
    await chooseRecording(new File(['nope'], 'fake.mp3', { type: 'audio/mpeg' }));
    expect(screen.getByTestId('recording-upload-status')).toHaveTextContent('This file is not a webm, mp3, wav or m4a recording.');
    expect(screen.getByLabelText('Transcript')).toHaveValue('');
  });

  it('says recording upload needs a transcription provider where there is none', () => {
    capabilities = {
      transcription: { available: false, model: null, diarization: false },
      speech: { available: false, model: null },
      buyer: { coach: 'offline', model: null },
    };
    render(<CallTranscriptForm scoring={false} onScore={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Upload a recording' })).not.toBeInTheDocument();
    expect(screen.getByTestId('recording-unavailable')).toHaveTextContent(CALL_RECORDING_UNAVAILABLE_MESSAGE);
  });

  it('keeps the media type the browser gave when the service takes it', () => {
    const m4a = new File(['x'], 'call.m4a', { type: 'audio/x-m4a' });
    expect(checkRecordingFile(m4a)).toMatchObject({ recording: m4a, title: 'call' });
  });
});
