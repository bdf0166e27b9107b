// Voice-activity detection for hands-free mode (docs/voice.md): @ricky0123/vad-web runs the Silero VAD
// model (v5) with onnxruntime-web's WebAssembly build on the microphone, in the browser. This module is
// only ever imported dynamically (use-hands-free.ts), so the package, onnxruntime and the model stay out
// of the roleplay chunk until hands-free is switched on. The model, the AudioWorklet and the .wasm are
// copied into the remote's output under `vad/` (rspack.config.mjs) and fetched from the remote's own path
// (onnxruntime's two files under names carrying their content's hash, so they are cached as immutable).
import { MicVAD, utils } from '@ricky0123/vad-web';

declare const __webpack_public_path__: string;
/** onnxruntime's files under `vad/`, named with their content's hash by rspack.config.mjs. */
declare const __VAD_ORT_FILES__: { wasm: string; mjs: string };

/** The VAD's audio: 16 kHz mono. */
const SAMPLE_RATE = 16_000;

export interface VoiceActivityEvents {
  onSpeechStart: () => void;
  /** A turn's speech, as a WAV recording, and how long it lasted in seconds. */
  onSpeechEnd: (recording: Blob, seconds: number) => void;
  /** Speech began but was too short to be a turn (a cough, a click). */
  onMisfire: () => void;
}

export interface VoiceActivity {
  destroy(): Promise<void>;
}

/** Where the remote's own files are served from (`/remotes/roleplay/` behind the gateway). */
function assetBase(): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== 'auto' ? __webpack_public_path__ : '/';
  return `${base}vad/`;
}

/** How long a pause ends the turn. */
export const PAUSE_ENDS_TURN_MS = 1_200;

/** Loads the model and starts listening; rejects when the model, the wasm or the microphone cannot be had. */
export async function startVoiceActivity(events: VoiceActivityEvents): Promise<VoiceActivity> {
  const base = assetBase();
  const vad = await MicVAD.new({
    model: 'v5',
    baseAssetPath: base,
    redemptionMs: PAUSE_ENDS_TURN_MS,
    minSpeechMs: 300,
    preSpeechPadMs: 300,
    startOnLoad: true,
    ortConfig: (ort) => {
      ort.env.wasm.wasmPaths = { wasm: `${base}${__VAD_ORT_FILES__.wasm}`, mjs: `${base}${__VAD_ORT_FILES__.mjs}` };
      // One thread: the page is not cross-origin isolated, so no SharedArrayBuffer (and no worker) anyway.
      ort.env.wasm.numThreads = 1;
    },
    onSpeechStart: () => events.onSpeechStart(),
    onVADMisfire: () => events.onMisfire(),
    onSpeechEnd: (audio) => {
      const wav = utils.encodeWAV(audio, 1, SAMPLE_RATE, 1, 16);
      events.onSpeechEnd(new Blob([wav], { type: 'audio/wav' }), audio.length / SAMPLE_RATE);
    },
  });
  if (vad.errored) {
    await vad.destroy();
    throw new Error(vad.errored);
  }
  return { destroy: () => vad.destroy() };
}
