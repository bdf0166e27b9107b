import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Radix Select opens on pointer events and scrolls its items into view; jsdom has neither.
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  setPointerCapture: () => {},
  releasePointerCapture: () => {},
  scrollIntoView: () => {},
});

// Radix Checkbox measures itself; jsdom has no layout, so nothing ever resizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
