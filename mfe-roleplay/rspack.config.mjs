// @ts-check: the remote's id is checked against mf-config's table of remotes, which lists what it exposes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRemoteConfig } from '@blindspot/mf-config';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);
const remote = createRemoteConfig({ remote: 'roleplay', dirname: import.meta.dirname });

// Hands-free mode's voice-activity detection (docs/voice.md): the Silero model and the AudioWorklet of
// @ricky0123/vad-web and onnxruntime-web's single-threaded WebAssembly build are fetched at run time from
// the remote's own path (`vad/`), only when the seller switches hands-free on.
const vadDir = path.dirname(require.resolve('@ricky0123/vad-web/package.json'));
// onnxruntime-web exports no package.json: its wasm entry lives in its dist folder.
const ortDir = path.dirname(require.resolve('onnxruntime-web/wasm', { paths: [vadDir] }));
// vad-web asks for the model and the worklet by their own names. onnxruntime's files are given names with
// their content's hash (told to the code as __VAD_ORT_FILES__), so the gateway serves the 14 MB wasm as
// immutable and compresses it once, not on every request.
/** @param {string} file */
const hashed = (file) => {
  const { name, ext } = path.parse(file);
  return `${name}.${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8)}${ext}`;
};
const ORT_WASM = path.join(ortDir, 'ort-wasm-simd-threaded.wasm');
const ORT_MJS = path.join(ortDir, 'ort-wasm-simd-threaded.mjs');
const ORT_FILES = { wasm: hashed(ORT_WASM), mjs: hashed(ORT_MJS) };
const VAD_ASSETS = [
  { from: path.join(vadDir, 'dist', 'silero_vad_v5.onnx'), to: 'vad/[name][ext]' },
  { from: path.join(vadDir, 'dist', 'vad.worklet.bundle.min.js'), to: 'vad/[name][ext]' },
  { from: ORT_WASM, to: `vad/${ORT_FILES.wasm}` },
  { from: ORT_MJS, to: `vad/${ORT_FILES.mjs}` },
];

/** @type {import('@blindspot/mf-config').ConfigFunction} */
export default (env, argv) => {
  const config = /** @type {import('@rspack/core').Configuration} */ (remote(env, argv));
  // onnxruntime's `new URL('ort-wasm-simd-threaded.wasm', import.meta.url)` would emit its wasm files (42 MB)
  // a second time under hashed names: it is told where they are instead (`wasmPaths`, voice-activity.ts).
  config.module?.rules?.push({ test: /onnxruntime-web[\\/]dist[\\/]/, parser: { url: false } });
  config.plugins?.push(
    new rspack.CopyRspackPlugin({ patterns: VAD_ASSETS }),
    new rspack.DefinePlugin({ __VAD_ORT_FILES__: JSON.stringify(ORT_FILES) }),
  );
  return config;
};
