// Voice recording with the browser's MediaRecorder (webm). The timer ticks every second and resets on
// stop; leaving the screen stops the recording without sending it.
import { toast } from '@blindspot/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

const WEBM = 'audio/webm';

export function useRecorder(onRecorded: (recording: Blob) => void) {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;

  const stopTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setSeconds(0);
  };

  const start = useCallback(async () => {
    if (recorder.current) return;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      toast({
        title: 'Microphone Error',
        description: 'Unable to access microphone. Please check your permissions.',
        variant: 'destructive',
      });
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream, MediaRecorder.isTypeSupported?.(WEBM) ? { mimeType: WEBM } : undefined);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      onRecordedRef.current(new Blob(chunks, { type: WEBM }));
    };
    recorder.current = media;
    media.start();
    setRecording(true);
    setSeconds(0);
    timer.current = setInterval(() => setSeconds((s) => s + 1), 1000);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: stopTimer only touches refs and a state setter, so one stop serves every render
  const stop = useCallback(() => {
    const media = recorder.current;
    recorder.current = null;
    stopTimer();
    setRecording(false);
    if (media && media.state !== 'inactive') media.stop();
  }, []);

  useEffect(
    () => () => {
      // Leaving the screen: stop the microphone, send nothing.
      const media = recorder.current;
      recorder.current = null;
      if (timer.current) clearInterval(timer.current);
      if (media && media.state !== 'inactive') {
        media.onstop = () => {
          for (const track of media.stream.getTracks()) track.stop();
        };
        media.stop();
      }
    },
    [],
  );

  return { recording, seconds, start, stop };
}

/** Plays one recording at a time; leaving the screen pauses it. */
export function usePlayback() {
  const [playing, setPlaying] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);

  const play = useCallback((url: string) => {
    audio.current?.pause();
    const element = new Audio(url);
    audio.current = element;
    element.onended = () => setPlaying((current) => (current === url ? null : current));
    setPlaying(url);
    element.play().catch(() => setPlaying(null));
  }, []);

  useEffect(() => () => audio.current?.pause(), []);
  return { playing, play };
}
