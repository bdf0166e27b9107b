// Speech for Chromium's fake microphone (`--use-file-for-fake-audio-capture`): a sentence spoken by Debian's
// espeak-ng (`.ci/run` installs it), framed by silence so voice-activity detection hears a turn begin and,
// after the pause, end. Real synthesised speech, not a tone: the Silero model of hands-free mode must
// take it for a voice.
import { execFileSync } from 'node:child_process';

/** A mono 16-bit WAV of `text` spoken, with `leadSeconds` of silence before it and `pauseSeconds` after. */
export function speechWav(text: string, { leadSeconds = 1, pauseSeconds = 4 } = {}): Buffer {
  let spoken: Buffer;
  try {
    // --stdout writes a WAV whose sizes are left open (streamed): the samples follow the `data` tag.
    spoken = execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '--stdout', text], { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`espeak-ng is needed for the fake microphone's speech (apt-get install -y espeak-ng): ${(error as Error).message}`);
  }
  if (spoken.toString('latin1', 0, 4) !== 'RIFF' || spoken.toString('latin1', 8, 12) !== 'WAVE') throw new Error('espeak-ng wrote no WAV');
  const rate = spoken.readUInt32LE(24);
  const channels = spoken.readUInt16LE(22);
  const bits = spoken.readUInt16LE(34);
  if (channels !== 1 || bits !== 16) throw new Error(`espeak-ng wrote ${channels} channel(s) of ${bits} bits, not mono 16-bit`);
  const dataAt = spoken.indexOf('data', 12, 'latin1');
  const samples = spoken.subarray(dataAt + 8);
  const silence = (seconds: number) => Buffer.alloc(Math.round(rate * seconds) * 2);
  const data = Buffer.concat([silence(leadSeconds), samples.subarray(0, samples.length - (samples.length % 2)), silence(pauseSeconds)]);
  return monoWav(data, rate);
}

/** A mono 16-bit PCM WAV file of `data` (little-endian samples) at `rate` Hz. */
export function monoWav(data: Buffer, rate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
