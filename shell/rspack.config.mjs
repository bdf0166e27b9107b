// @ts-check
import { createHostConfig } from '@blindspot/mf-config';

// themeStorageKey: web-core's theme key (src/lib/theme-key.ts), applied before the first paint.
export default createHostConfig({ dirname: import.meta.dirname, prerender: './src/prerender.tsx', themeStorageKey: 'theme' });
