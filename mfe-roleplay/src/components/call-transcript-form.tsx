// Bring a real call: paste a transcript or upload one (.txt, .vtt, .srt, read in the browser), say which
// of the speakers the service found is you, pick the methodology, and score it. The speakers come from
// the service's own reading (POST /api/call-reviews/preview), so the list is what will be scored.
import {
  CALL_TRANSCRIPT_FORMAT_LABELS,
  type CallTranscriptPreview,
  type CreateCallReviewInput,
  MAX_CALL_TRANSCRIPT_BYTES,
  METHODOLOGIES,
  type MethodologyId,
} from '@blindspot/contracts';
import { METHODOLOGY_NAMES } from '@blindspot/methodologies';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn, Input, Label, Textarea } from '@blindspot/ui';
import { SelectField } from '@blindspot/ui/controls';
import { errorMessage } from '@blindspot/web-core';
import { FileUp } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { previewTranscript } from '../api/call-reviews.js';
import { readTranscriptFile, sizeText, TRANSCRIPT_ACCEPT, tooLargeMessage, utf8Bytes } from '../lib/call-review.js';
import { CallRecordingUpload } from './call-recording-upload.js';

/** How long typing may pause before the speakers are looked for. */
export const PREVIEW_DELAY_MS = 400;

export const TRANSCRIPT_PLACEHOLDER = `Alex Rivera: Thanks for making time today. How does your team handle forecasting now?
Dana Cho: Mostly spreadsheets, and it takes days.
[00:01:10] Alex Rivera: What happens when the forecast misses?`;

type Reading =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'read'; preview: CallTranscriptPreview }
  | { state: 'problem'; message: string };

/** The service's reading of the transcript, looked for once typing pauses; a newer text cancels the older request. */
function useTranscriptReading(transcript: string): Reading {
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  useEffect(() => {
    if (!transcript.trim()) {
      setReading({ state: 'idle' });
      return;
    }
    const bytes = utf8Bytes(transcript);
    if (bytes > MAX_CALL_TRANSCRIPT_BYTES) {
      setReading({ state: 'problem', message: tooLargeMessage(bytes) });
      return;
    }
    setReading({ state: 'reading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewTranscript(transcript, controller.signal).then(
        (preview) => setReading({ state: 'read', preview }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setReading({ state: 'problem', message: errorMessage(error, 'The transcript could not be read. Please try again.') });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [transcript]);
  return reading;
}

export function CallTranscriptForm({ scoring, onScore }: { scoring: boolean; onScore: (input: CreateCallReviewInput) => void }) {
  const [transcript, setTranscript] = useState('');
  const [title, setTitle] = useState('');
  /** The name came from the file: the next file's name replaces it; one the seller typed stays. */
  const [titleFromFile, setTitleFromFile] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  /** What to do with a transcribed recording: pick your speaker, or label the speakers first. */
  const [recordingNote, setRecordingNote] = useState<string | null>(null);
  const [seller, setSeller] = useState('');
  const [methodology, setMethodology] = useState<MethodologyId | ''>('');
  const fileInput = useRef<HTMLInputElement>(null);
  const reading = useTranscriptReading(transcript);
  const speakers = reading.state === 'read' ? reading.preview.speakers : [];
  // A choice that the new reading no longer has is dropped.
  const chosen = speakers.some((s) => s.name === seller) ? seller : '';
  const ready = Boolean(chosen && methodology) && reading.state === 'read' && !scoring;
  const ids = { help: useId(), size: useId(), speakers: useId() };
  const bytes = utf8Bytes(transcript);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFileProblem(null);
    setRecordingNote(null);
    try {
      const read = await readTranscriptFile(file);
      setTranscript(read.text);
      setFileName(file.name);
      if (!title.trim() || titleFromFile) {
        setTitle(read.title);
        setTitleFromFile(true);
      }
    } catch (error) {
      setFileProblem(error instanceof Error ? error.message : 'The file could not be read.');
    } finally {
      // The same file may be chosen again after an edit.
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !methodology) return;
    const name = title.trim();
    onScore({ transcript, sellerSpeaker: chosen, methodology, ...(name ? { title: name } : {}) });
  };

  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-6" aria-label="Score a real call">
        <CardHeader>
          <CardTitle as="h2">Score a real call</CardTitle>
          <CardDescription id={ids.help}>
            Paste the transcript of a call you had, or upload it (.txt, .vtt or .srt, up to 200 KB) or its recording (.webm, .mp3, .wav or
            .m4a, up to 10 MB), where this deployment has a transcription provider. Each turn needs its speaker: lines like "Jane Doe: ..."
            (timestamps are fine), WebVTT voice tags, or "Name:" at the start of SRT cues.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="space-y-2">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <Label htmlFor="call-transcript">Transcript</Label>
              <div className="flex items-center gap-2">
                {fileName && (
                  <span className="max-w-48 truncate text-xs text-muted-foreground" data-testid="transcript-file">
                    {fileName}
                  </span>
                )}
                <input
                  ref={fileInput}
                  type="file"
                  accept={TRANSCRIPT_ACCEPT}
                  className="sr-only"
                  tabIndex={-1}
                  aria-hidden
                  data-testid="transcript-file-input"
                  onChange={(event) => void upload(event.target.files?.[0])}
                />
                <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                  <FileUp aria-hidden /> Upload a file
                </Button>
              </div>
            </div>
            <CallRecordingUpload
              disabled={scoring}
              onTranscribed={(result, file) => {
                setTranscript(result.transcript);
                setFileName(file.name);
                setFileProblem(null);
                if (!title.trim() || titleFromFile) {
                  setTitle(file.title);
                  setTitleFromFile(true);
                }
                setRecordingNote(
                  result.diarized
                    ? `Transcribed by ${result.model}. The speakers are named as the model heard them: pick which one is you, or rename them in the text first.`
                    : `Transcribed by ${result.model}, which does not tell speakers apart: put each speaker's name before ` +
                        `their words ("Dana Cho: ...") to score it.`,
                );
              }}
            />
            {recordingNote && (
              <p className="text-sm text-muted-foreground" data-testid="recording-note">
                {recordingNote}
              </p>
            )}
            <Textarea
              id="call-transcript"
              value={transcript}
              onChange={(event) => {
                setTranscript(event.target.value);
                setFileName(null);
              }}
              placeholder={TRANSCRIPT_PLACEHOLDER}
              aria-describedby={`${ids.help} ${ids.size}`}
              spellCheck={false}
              className="min-h-56 font-mono text-sm"
            />
            <p id={ids.size} className={cn('text-xs', bytes > MAX_CALL_TRANSCRIPT_BYTES ? 'text-destructive' : 'text-muted-foreground')}>
              {sizeText(bytes)}
            </p>
            {fileProblem && (
              <p className="text-sm text-destructive" role="alert">
                {fileProblem}
              </p>
            )}
          </div>

          <div role="status" aria-live="polite" className="text-sm" data-testid="transcript-reading">
            {reading.state === 'reading' && <span className="text-muted-foreground">Looking for speakers...</span>}
            {reading.state === 'problem' && <span className="text-destructive">{reading.message}</span>}
            {reading.state === 'read' && (
              <span className="text-muted-foreground">
                {CALL_TRANSCRIPT_FORMAT_LABELS[reading.preview.format]}: {reading.preview.turns} turns,{' '}
                {reading.preview.words.toLocaleString('en-US')} words, {speakers.length} speakers.
              </span>
            )}
          </div>

          {speakers.length > 0 && (
            <fieldset className="space-y-2" aria-describedby={ids.speakers}>
              <legend className="text-sm font-medium">Which speaker are you?</legend>
              <p id={ids.speakers} className="text-xs text-muted-foreground">
                Your turns are scored; everyone else is the buyer's side.
              </p>
              <div className="grid gap-2 sm:grid-cols-2">
                {speakers.map((speaker) => (
                  <label
                    key={speaker.name}
                    className={cn(
                      'flex cursor-pointer gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      chosen === speaker.name ? 'border-primary bg-primary/5' : 'hover:bg-accent',
                    )}
                  >
                    <input
                      type="radio"
                      name="seller-speaker"
                      value={speaker.name}
                      checked={chosen === speaker.name}
                      onChange={() => setSeller(speaker.name)}
                      className="mt-1 accent-primary"
                    />
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{speaker.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {speaker.turns} {speaker.turns === 1 ? 'turn' : 'turns'}, {speaker.words.toLocaleString('en-US')} words
                      </span>
                      <span className="mt-1 block text-xs break-words text-muted-foreground italic">"{speaker.sample}"</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              id="call-methodology"
              label="Methodology"
              value={methodology}
              options={METHODOLOGIES}
              labels={METHODOLOGY_NAMES}
              onValueChange={setMethodology}
              placeholder="Select methodology"
            />
            <div className="space-y-2">
              <Label htmlFor="call-title">Call name (optional)</Label>
              <Input
                id="call-title"
                value={title}
                onChange={(event) => {
                  setTitle(event.target.value);
                  setTitleFromFile(false);
                }}
                placeholder="e.g. Discovery with Acme"
                maxLength={200}
              />
            </div>
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={!ready}>
            {scoring ? 'Scoring...' : 'Score this call'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
