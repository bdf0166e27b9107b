import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// react-router needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the shell scrolls to the top on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// findBy/waitFor wait for what should appear; on a busy machine (CI runs the suites on two Node versions)
// a second is not always enough for a lazy route to render, so the ceiling is raised. Nothing sleeps.
configure({ asyncUtilTimeout: 10_000 });
