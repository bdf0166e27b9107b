// The checks a call recording gets in the browser before it is sent to be transcribed: the service
// checks the same (type by its bytes, size) and says so with a 4xx.
import { CALL_RECORDING_TYPES, type CallRecordingExtension, MAX_CALL_RECORDING_BYTES } from '@blindspot/contracts';

export const RECORDING_EXTENSIONS = Object.keys(CALL_RECORDING_TYPES) as CallRecordingExtension[];
export const RECORDING_ACCEPT = [...RECORDING_EXTENSIONS.map((e) => `.${e}`), ...Object.values(CALL_RECORDING_TYPES).flat()].join(',');

const mb = (bytes: number, digits = 1) => `${(bytes / 1024 / 1024).toFixed(digits)} MB`;

/**
 * The recording as the service should receive it (a media type it takes, from the extension when the
 * browser gave none), or a message saying what is wrong with it.
 */
export function checkRecordingFile(file: File): { recording: Blob; title: string } | { problem: string } {
  const extension = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] as CallRecordingExtension | undefined;
  if (!extension || !RECORDING_EXTENSIONS.includes(extension)) {
    return { problem: `${file.name} is not a recording the coach takes: upload a .webm, .mp3, .wav or .m4a file.` };
  }
  if (file.size === 0) return { problem: `${file.name} is empty.` };
  if (file.size > MAX_CALL_RECORDING_BYTES) {
    return {
      problem:
        `${file.name} is ${mb(file.size)}; the limit is ${mb(MAX_CALL_RECORDING_BYTES, 0)}. ` +
        'Compress it (mono mp3 at 64 kbit/s holds about 20 minutes) or split the call.',
    };
  }
  const types: readonly string[] = CALL_RECORDING_TYPES[extension];
  const type = types.includes(file.type) ? file.type : types[0];
  return { recording: file.type === type ? file : new Blob([file], { type }), title: file.name.replace(/\.[^.]+$/, '').slice(0, 200) };
}
