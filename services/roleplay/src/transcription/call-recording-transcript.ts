// A call's transcription as the call review reads it: WebVTT with one cue per segment, the speaker in a
// voice tag (`<v Speaker A>`), so the seller picks their speaker and the times stay with the words.

import type { CallTranscription } from '@blindspot/coach';
import type { CallRecordingTranscript } from '@blindspot/contracts';

function timestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Diarizing models name speakers `A`, `B`...: "Speaker A" reads as a speaker label and as a person. */
function speakerLabel(speaker: string): string {
  return /^[A-Z0-9]{1,2}$/.test(speaker) ? `Speaker ${speaker}` : speaker;
}

// Cue text must not close the cue or open markup.
const cueText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/-->/g, '->').replace(/\n+/g, ' ');

export function callRecordingTranscript(result: CallTranscription, model: string): CallRecordingTranscript {
  const spoken = result.segments.filter((segment) => segment.text.length > 0);
  if (!result.diarized || spoken.length === 0) {
    return { transcript: result.text, format: 'text', diarized: false, durationSeconds: result.durationSeconds, model };
  }
  const cues = spoken.map(
    (segment) =>
      `${timestamp(segment.start)} --> ${timestamp(Math.max(segment.end, segment.start))}\n<v ${speakerLabel(segment.speaker ?? 'Unknown')}>${cueText(segment.text)}`,
  );
  return { transcript: `WEBVTT\n\n${cues.join('\n\n')}\n`, format: 'vtt', diarized: true, durationSeconds: result.durationSeconds, model };
}
