// @ts-check
import { createHostConfig } from '@blindspot/mf-config';

export default createHostConfig({ dirname: import.meta.dirname, prerender: './src/prerender.tsx' });
