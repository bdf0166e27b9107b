// @ts-check: the remote's id is checked against mf-config's table of remotes, which lists what it exposes.
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
const VAD_ASSETS = [
  path.join(vadDir, 'dist', 'silero_vad_v5.onnx'),
  path.join(vadDir, 'dist', 'vad.worklet.bundle.min.js'),
  path.join(ortDir, 'ort-wasm-simd-threaded.wasm'),
  path.join(ortDir, 'ort-wasm-simd-threaded.mjs'),
];

/** @type {import('@blindspot/mf-config').ConfigFunction} */
export default (env, argv) => {
  const config = /** @type {import('@rspack/core').Configuration} */ (remote(env, argv));
  // onnxruntime's `new URL('ort-wasm-simd-threaded.wasm', import.meta.url)` would emit its wasm files (42 MB)
  // a second time under hashed names: it is told where they are instead (`wasmPaths`, voice-activity.ts).
  config.module?.rules?.push({ test: /onnxruntime-web[\\/]dist[\\/]/, parser: { url: false } });
  config.plugins?.push(new rspack.CopyRspackPlugin({ patterns: VAD_ASSETS.map((from) => ({ from, to: 'vad/[name][ext]' })) }));
  return config;
};
