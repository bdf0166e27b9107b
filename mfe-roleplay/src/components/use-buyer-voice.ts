// The buyer's replies read aloud in audio sessions (docs/voice.md): by the provider's text-to-speech when
// the deployment has it (audio streamed from the service and played as it arrives), otherwise by the
// browser's own speech synthesis with a voice per persona. Muted, speed and stop are the seller's.
import type { Persona } from '@blindspot/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSpokenReply } from '../api/voice.js';

export const SPEECH_RATES = [0.75, 1, 1.25, 1.5] as const;
const MUTED_KEY = 'blindspot.buyer-voice.muted';
const RATE_KEY = 'blindspot.buyer-voice.rate';

/** Each persona sounds different: the n-th English voice the browser has, and a pitch of its own. */
const PERSONA_VOICE: Record<Persona, { index: number; pitch: number }> = {
  cfo: { index: 0, pitch: 0.85 },
  cto: { index: 1, pitch: 1 },
  champion: { index: 2, pitch: 1.15 },
};

export function browserVoiceFor(persona: Persona, voices: SpeechSynthesisVoice[]): { voice: SpeechSynthesisVoice | null; pitch: number } {
  const choice = PERSONA_VOICE[persona] ?? PERSONA_VOICE.cto;
  const english = voices.filter((voice) => voice.lang.toLowerCase().startsWith('en'));
  const pool = english.length > 0 ? english : voices;
  return { voice: pool.length > 0 ? pool[choice.index % pool.length] : null, pitch: choice.pitch };
}

function stored<T>(key: string, read: (raw: string) => T | undefined, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    const value = raw === null ? undefined : read(raw);
    return value === undefined ? fallback : value;
  } catch {
    return fallback;
  }
}

export type BuyerVoiceEngine = 'provider' | 'browser' | 'none';

export function useBuyerVoice({ sessionId, persona, providerSpeech }: { sessionId: string; persona: Persona; providerSpeech: boolean }) {
  const [muted, setMutedState] = useState(() => stored(MUTED_KEY, (raw) => raw === 'true', false));
  const [rate, setRateState] = useState<number>(() => stored(RATE_KEY, (raw) => SPEECH_RATES.find((r) => String(r) === raw), 1));
  const [speaking, setSpeaking] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const request = useRef<AbortController | null>(null);
  const rateRef = useRef(rate);
  rateRef.current = rate;
  const synthesis = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
  const engine: BuyerVoiceEngine = providerSpeech ? 'provider' : synthesis ? 'browser' : 'none';

  const stop = useCallback(() => {
    request.current?.abort();
    request.current = null;
    if (audio.current) {
      audio.current.pause();
      audio.current.removeAttribute('src');
      audio.current = null;
    }
    synthesis?.cancel();
    setSpeaking(false);
  }, [synthesis]);

  const speakInBrowser = useCallback(
    (text: string) => {
      if (!synthesis) return;
      const utterance = new SpeechSynthesisUtterance(text);
      const { voice, pitch } = browserVoiceFor(persona, synthesis.getVoices());
      if (voice) utterance.voice = voice;
      utterance.pitch = pitch;
      utterance.rate = rateRef.current;
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      synthesis.speak(utterance);
    },
    [persona, synthesis],
  );

  /** Plays the provider's audio as it arrives (MediaSource), or once whole where the browser cannot. */
  const speakWithProvider = useCallback(
    async (text: string) => {
      const controller = new AbortController();
      request.current = controller;
      setSpeaking(true);
      try {
        const response = await fetchSpokenReply(sessionId, text, controller.signal);
        if (controller.signal.aborted) return;
        const element = new Audio();
        audio.current = element;
        element.playbackRate = rateRef.current;
        element.onended = () => setSpeaking(false);
        if (typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported('audio/mpeg') && response.body) {
          const source = new MediaSource();
          element.src = URL.createObjectURL(source);
          const reader = response.body.getReader();
          source.addEventListener(
            'sourceopen',
            async () => {
              const buffer = source.addSourceBuffer('audio/mpeg');
              const appended = () => new Promise((resolve) => buffer.addEventListener('updateend', resolve, { once: true }));
              for (;;) {
                const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
                if (done || controller.signal.aborted) break;
                buffer.appendBuffer(value!);
                await appended();
              }
              if (source.readyState === 'open') source.endOfStream();
            },
            { once: true },
          );
        } else {
          element.src = URL.createObjectURL(await response.blob());
        }
        await element.play();
      } catch {
        // The provider failed or the browser would not play it: the browser's own voice says it.
        if (!controller.signal.aborted) {
          audio.current = null;
          speakInBrowser(text);
        }
      }
    },
    [sessionId, speakInBrowser],
  );

  const speak = useCallback(
    (text: string) => {
      stop();
      if (muted || !text.trim()) return;
      if (engine === 'provider') void speakWithProvider(text);
      else if (engine === 'browser') speakInBrowser(text);
    },
    [engine, muted, speakInBrowser, speakWithProvider, stop],
  );

  const setMuted = (value: boolean) => {
    setMutedState(value);
    if (value) stop();
    try {
      localStorage.setItem(MUTED_KEY, String(value));
    } catch {
      /* private mode: the choice lasts for this page */
    }
  };
  const setRate = (value: number) => {
    setRateState(value);
    if (audio.current) audio.current.playbackRate = value;
    try {
      localStorage.setItem(RATE_KEY, String(value));
    } catch {
      /* as above */
    }
  };

  // Leaving the screen silences the buyer.
  useEffect(() => stop, [stop]);

  return { engine, muted, setMuted, rate, setRate, speaking, speak, stop };
}
