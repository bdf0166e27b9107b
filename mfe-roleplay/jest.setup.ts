import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// react-router needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Radix Checkbox measures itself; jsdom has no layout, so nothing ever resizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// findBy/waitFor wait for what should appear; on a busy machine (CI runs the suites on two Node versions)
// a second is not always enough for a lazy route to render, so the ceiling is raised. Nothing sleeps.
configure({ asyncUtilTimeout: 10_000 });
