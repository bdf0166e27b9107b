// The buyer's voice: who speaks it, mute, replay the last reply, speed, and stop while it speaks. The
// reply's text is read by screen readers from the conversation log; these say only what changed.
import { Button } from '@blindspot/ui';
import { RotateCcw, Square, Volume2, VolumeX } from 'lucide-react';
import { useId, useState } from 'react';
import { SPEECH_RATES, type useBuyerVoice } from './use-buyer-voice.js';

export function BuyerVoiceControls({
  voice,
  canReplay,
  onReplay,
}: {
  voice: ReturnType<typeof useBuyerVoice>;
  canReplay: boolean;
  onReplay: () => void;
}) {
  const speedId = useId();
  const [news, setNews] = useState('');
  if (voice.engine === 'none') {
    return <p className="text-xs text-muted-foreground">This browser cannot speak the buyer's replies: read them in the conversation.</p>;
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons and a status line, not form fields: a fieldset would need a legend
    <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Buyer voice" data-testid="buyer-voice">
      <span className="text-xs text-muted-foreground" data-testid="buyer-voice-engine">
        {voice.engine === 'provider' ? 'The buyer speaks with the AI voice.' : 'The buyer speaks with your browser\u2019s voice.'}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-pressed={voice.muted}
        onClick={() => {
          voice.setMuted(!voice.muted);
          setNews(voice.muted ? 'Buyer voice on' : 'Buyer voice muted');
        }}
      >
        {voice.muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />} {voice.muted ? 'Unmute' : 'Mute'}
      </Button>
      <Button type="button" variant="outline" size="sm" disabled={!canReplay || voice.muted} onClick={onReplay}>
        <RotateCcw aria-hidden /> Replay
      </Button>
      {voice.speaking && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            voice.stop();
            setNews('Buyer voice stopped');
          }}
        >
          <Square aria-hidden /> Stop speaking
        </Button>
      )}
      <label htmlFor={speedId} className="text-xs text-muted-foreground">
        Speed
      </label>
      <select
        id={speedId}
        value={String(voice.rate)}
        onChange={(event) => voice.setRate(Number(event.target.value))}
        className={[
          'h-8 rounded-md border border-input bg-background px-2 text-sm text-foreground',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        ].join(' ')}
      >
        {SPEECH_RATES.map((rate) => (
          <option key={rate} value={String(rate)}>
            {rate}x
          </option>
        ))}
      </select>
      <span className="sr-only" role="status" data-testid="buyer-voice-status">
        {voice.speaking ? 'The buyer is speaking' : news}
      </span>
    </div>
  );
}
