// "Hold to speak" as press-and-hold (pointer or Space: recording while held, sent on release) and as
// click-to-toggle (a short press or a click starts it, the next one stops it). A screen reader's click,
// which comes without a press, toggles.
import { Button } from '@blindspot/ui';
import { Mic, Square } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';

/** A press at least this long is a hold: releasing it ends the turn. Shorter, it is a click that toggles. */
export const HOLD_MS = 350;

export function HoldToSpeak({
  recording,
  disabled,
  onStart,
  onStop,
}: {
  recording: boolean;
  disabled: boolean;
  onStart: () => void;
  onStop: () => void;
}) {
  const phase = useRef<'idle' | 'holding' | 'toggled'>('idle');
  const pressedAt = useRef(0);
  const lastPress = useRef(0);
  /** This press stopped the recording: its mousedown must not pull focus back from where onStop put it. */
  const stoppedOnPress = useRef(false);
  const [holding, setHolding] = useState(false);

  // Recording that ended elsewhere (the microphone refused, the seller left) resets the button.
  useEffect(() => {
    if (!recording && phase.current !== 'holding') phase.current = 'idle';
  }, [recording]);

  const press = () => {
    lastPress.current = Date.now();
    if (phase.current === 'idle') {
      phase.current = 'holding';
      pressedAt.current = Date.now();
      setHolding(true);
      onStart();
    } else if (phase.current === 'toggled') {
      phase.current = 'idle';
      stoppedOnPress.current = true;
      onStop();
    }
  };
  const release = () => {
    lastPress.current = Date.now();
    if (phase.current !== 'holding') return;
    setHolding(false);
    if (Date.now() - pressedAt.current >= HOLD_MS) {
      phase.current = 'idle';
      onStop();
    } else {
      phase.current = 'toggled';
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button > 0 || disabled) return;
    // Keep the release even when the pointer slides off the button while held.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    press();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) press();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    release();
  };
  // A click right after a press or release is that same gesture; a click on its own (Enter, a screen reader) toggles.
  const onClick = () => {
    if (Date.now() - lastPress.current < 1000) return;
    if (phase.current === 'idle') {
      phase.current = 'toggled';
      onStart();
    } else {
      phase.current = 'idle';
      setHolding(false);
      onStop();
    }
  };

  const label = !recording ? 'Hold to speak' : holding ? 'Release to send' : 'Stop';
  return (
    <Button
      size="lg"
      variant={recording ? 'destructive' : 'default'}
      disabled={disabled && !recording}
      onPointerDown={onPointerDown}
      onMouseDown={(event) => {
        if (stoppedOnPress.current) event.preventDefault();
        stoppedOnPress.current = false;
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onClick={onClick}
      onContextMenu={(event) => event.preventDefault()}
      className="touch-none select-none"
      data-testid="hold-to-speak"
    >
      {recording ? <Square className="mr-2 h-4 w-4" aria-hidden /> : <Mic className="mr-2 h-4 w-4" aria-hidden />} {label}
    </Button>
  );
}
