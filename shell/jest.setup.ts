import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the shell scrolls to the top on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};
