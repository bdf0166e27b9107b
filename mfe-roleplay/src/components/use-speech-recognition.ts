// The browser's own speech recognition (Web Speech API), where it exists: the words appear as they are
// heard and are left for the seller to correct before sending. Chromium without a speech service answers
// `network`: the seller is told, and types what they said instead (no stand-in text is ever scored).
import { useCallback, useEffect, useRef, useState } from 'react';

interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; 0: { transcript: string } };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

export function speechRecognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const ERRORS: Record<string, string> = {
  network: 'This browser\u2019s speech recognition service cannot be reached.',
  'not-allowed': 'The microphone is not allowed for speech recognition.',
  'service-not-allowed': 'This browser does not allow its speech recognition here.',
  'audio-capture': 'No microphone was found for speech recognition.',
  'language-not-supported': 'This browser cannot recognise English speech.',
};

/** Writes what is heard into the seller's draft (`[text, setText]`), after what it already held. */
export function useSpeechRecognition([text, setText]: [string, (text: string) => void]) {
  const [listening, setListening] = useState(false);
  const textRef = useRef(text);
  textRef.current = text;
  const [problem, setProblem] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  /** Words already final before this listening started (the seller may speak in several holds). */
  const before = useRef('');

  const setTextRef = useRef(setText);
  setTextRef.current = setText;
  const start = useCallback(() => {
    const Constructor = speechRecognitionConstructor();
    if (!Constructor || recognition.current) return;
    const r = new Constructor();
    r.lang = 'en-US';
    r.continuous = true;
    r.interimResults = true;
    setProblem(null);
    before.current = textRef.current.trim();
    r.onresult = (event) => {
      let heard = '';
      for (let i = 0; i < event.results.length; i++) heard += event.results[i][0].transcript;
      setTextRef.current([before.current, heard.trim()].filter(Boolean).join(' '));
    };
    r.onerror = (event) => {
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      setProblem(`${ERRORS[event.error] ?? `Speech recognition failed (${event.error}).`} Type what you said, then send it.`);
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    setListening(true);
    try {
      r.start();
    } catch {
      recognition.current = null;
      setListening(false);
      setProblem('Speech recognition could not start. Type what you said, then send it.');
    }
  }, []);

  /** Stops listening; the last words still arrive (as a final result) before `listening` goes false. */
  const stop = useCallback(() => recognition.current?.stop(), []);

  useEffect(() => () => recognition.current?.abort(), []);

  return { listening, problem, start, stop };
}
