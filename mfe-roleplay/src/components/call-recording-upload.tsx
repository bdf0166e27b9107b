// Upload a call's recording: transcribed by the deployment's provider into a transcript the form then
// reads like any other (speakers found, pick yours, score). Without a provider it says so instead.
import { CALL_RECORDING_UNAVAILABLE_MESSAGE, type CallRecordingTranscript } from '@blindspot/contracts';
import { Button } from '@blindspot/ui';
import { errorMessage } from '@blindspot/web-core';
import { AudioLines } from 'lucide-react';
import { useRef, useState } from 'react';
import { transcribeCallRecording, useVoiceCapabilities } from '../api/voice.js';
import { checkRecordingFile, RECORDING_ACCEPT } from '../lib/call-recording.js';

export function CallRecordingUpload({
  disabled,
  onTranscribed,
}: {
  disabled?: boolean;
  onTranscribed: (result: CallRecordingTranscript, file: { name: string; title: string }) => void;
}) {
  const capabilities = useVoiceCapabilities();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ state: 'idle' } | { state: 'transcribing'; name: string } | { state: 'problem'; message: string }>({
    state: 'idle',
  });

  if (!capabilities.data) return null;
  if (!capabilities.data.transcription.available) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="recording-unavailable">
        {CALL_RECORDING_UNAVAILABLE_MESSAGE}
      </p>
    );
  }

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (input.current) input.current.value = '';
    const checked = checkRecordingFile(file);
    if ('problem' in checked) return setState({ state: 'problem', message: checked.problem });
    setState({ state: 'transcribing', name: file.name });
    try {
      const result = await transcribeCallRecording(checked.recording);
      setState({ state: 'idle' });
      onTranscribed(result, { name: file.name, title: checked.title });
    } catch (error) {
      setState({ state: 'problem', message: errorMessage(error, 'The recording could not be transcribed. Please try again.') });
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <input
        ref={input}
        type="file"
        accept={RECORDING_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="recording-file-input"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || state.state === 'transcribing'}
        onClick={() => input.current?.click()}
      >
        <AudioLines aria-hidden /> {state.state === 'transcribing' ? 'Transcribing...' : 'Upload a recording'}
      </Button>
      <p role="status" className="text-xs" data-testid="recording-upload-status">
        {state.state === 'transcribing' && (
          <span className="text-muted-foreground">Transcribing {state.name}; a long call takes a minute or two.</span>
        )}
        {state.state === 'problem' && <span className="text-destructive">{state.message}</span>}
      </p>
    </div>
  );
}
