// @ts-check
import { createHostConfig } from '@blindspot/mf-config';

// themeStorageKey: web-core's theme key (src/lib/theme-key.ts), applied before the first paint;
// frameStorageKey: the record the dashboard's prerendered frame is filled from (src/lib/signed-in-frame.ts).
export default createHostConfig({
  dirname: import.meta.dirname,
  prerender: './src/prerender.tsx',
  themeStorageKey: 'theme',
  frameStorageKey: 'blindspot-frame',
});
