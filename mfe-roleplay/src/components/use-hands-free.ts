// Hands-free mode (docs/voice.md): the microphone listens continuously and voice-activity detection in the
// browser begins the seller's turn when they speak and ends it after a pause. The detector (and its model)
// is loaded only when the seller switches hands-free on; the choice is remembered in the browser.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VoiceActivity, VoiceActivityEvents } from '../lib/voice-activity.js';

const HANDS_FREE_KEY = 'blindspot.voice.hands-free';

export type HandsFreeState = 'off' | 'loading' | 'listening' | 'hearing' | 'failed';

export type StartVoiceActivity = (events: VoiceActivityEvents) => Promise<VoiceActivity>;

/** The real detector, fetched as its own chunk the first time it is needed. */
const loadDetector: StartVoiceActivity = async (events) => (await import('../lib/voice-activity.js')).startVoiceActivity(events);

function storedChoice(): boolean {
  try {
    return localStorage.getItem(HANDS_FREE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * `active`: whether the screen can listen now (a voice session in voice mode); `events`: what a turn does.
 * `start`: the detector (tests pass a double).
 */
export function useHandsFree({
  active,
  events,
  start = loadDetector,
}: {
  active: boolean;
  events: VoiceActivityEvents;
  start?: StartVoiceActivity;
}) {
  const [enabled, setEnabledState] = useState(storedChoice);
  const [state, setState] = useState<HandsFreeState>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const eventsRef = useRef(events);
  eventsRef.current = events;

  const setEnabled = useCallback((on: boolean) => {
    setEnabledState(on);
    setProblem(null);
    try {
      localStorage.setItem(HANDS_FREE_KEY, String(on));
    } catch {
      // Private mode: the choice lasts for this page.
    }
  }, []);

  useEffect(() => {
    if (!enabled || !active) {
      setState('off');
      return;
    }
    let cancelled = false;
    let detector: VoiceActivity | null = null;
    setState('loading');
    start({
      onSpeechStart: () => {
        if (cancelled) return;
        setState('hearing');
        eventsRef.current.onSpeechStart();
      },
      onSpeechEnd: (recording, seconds) => {
        if (cancelled) return;
        setState('listening');
        eventsRef.current.onSpeechEnd(recording, seconds);
      },
      onMisfire: () => {
        if (cancelled) return;
        setState('listening');
        eventsRef.current.onMisfire();
      },
    }).then(
      (started) => {
        if (cancelled) void started.destroy();
        else {
          detector = started;
          setState('listening');
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Hands-free voice detection could not start', error);
        // Off for this page (the stored choice stays, so it is tried again next time); Hold to speak still works.
        setEnabledState(false);
        setState('failed');
        setProblem('Hands-free is unavailable: voice detection could not start in this browser. Use Hold to speak.');
      },
    );
    return () => {
      cancelled = true;
      void detector?.destroy();
    };
  }, [enabled, active, start]);

  return { enabled, setEnabled, state, problem };
}
