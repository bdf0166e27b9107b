import { runInNewContext } from 'node:vm';
import { paintFirstHtml, paintFirstScript } from './paint-first.js';

const INDEX = '<html><head><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

test('index.html preloads the entry script and runs the loader instead of it', () => {
  expect(paintFirstHtml(INDEX, '/paint-first.0f0f0f0f.js')).toBe(
    '<html><head><link rel="preload" as="script" href="/main.1a2b3c4d.js" fetchpriority="low" data-entry><script defer src="/paint-first.0f0f0f0f.js"></script></head><body><div id="root"></div></body></html>',
  );
});

test('refuses an index.html with no entry script, or with two', () => {
  expect(() => paintFirstHtml('<html></html>', '/l.js')).toThrow(/no deferred entry script/);
  expect(() => paintFirstHtml(INDEX.replace('</head>', '<script defer src="/other.js"></script></head>'), '/l.js')).toThrow(
    /more than one/,
  );
});

type Options = { visibilityState?: 'visible' | 'hidden'; rootChild?: boolean; paintTiming?: boolean; theme?: string };

/** Runs the loader against a page whose frames, timers and paint entries are under the test's control. */
function runLoader({ visibilityState = 'visible', rootChild = true, paintTiming = true, theme }: Options = {}) {
  const classes: string[] = [];
  const added: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, self: { disconnect(): void }) => void) | null = null;
  const document = {
    visibilityState,
    querySelector: (selector: string) => (selector === 'link[data-entry]' ? { href: 'http://x/main.1a2b3c4d.js' } : null),
    getElementById: (id: string) => (id === 'root' ? { firstElementChild: rootChild ? {} : null } : null),
    createElement: () => ({ src: '' }),
    documentElement: { classList: { add: (name: string) => classes.push(name) } },
    head: { appendChild: (script: { src: string }) => added.push(script.src) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  runInNewContext(paintFirstScript('theme'), {
    document,
    localStorage: { getItem: (key: string) => (key === 'theme' ? (theme ?? null) : null) },
    window: { PerformanceObserver },
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  });
  const paint = (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} });
  const runTimers = (ms: number) => {
    for (const timer of timers.splice(0)) if (timer.ms === ms) timer.run();
  };
  return { added, classes, frames, paint, runTimers };
}

test('on a prerendered page the loader adds the entry script once the first contentful paint is reported', () => {
  const { added, frames, paint, runTimers } = runLoader();
  expect(frames).toEqual([]);
  paint('first-paint');
  runTimers(0);
  expect(added).toEqual([]);
  paint('first-contentful-paint');
  runTimers(0);
  expect(added).toEqual(['http://x/main.1a2b3c4d.js']);
});

test('without paint timing it adds the entry script at once; it never adds it twice', () => {
  const { added, runTimers } = runLoader({ paintTiming: false });
  expect(added).toEqual(['http://x/main.1a2b3c4d.js']);
  runTimers(0);
  runTimers(3000);
  expect(added).toEqual(['http://x/main.1a2b3c4d.js']);
});

test('after 3 s it adds the entry script even if no paint was reported', () => {
  const { added, runTimers } = runLoader();
  runTimers(3000);
  expect(added).toEqual(['http://x/main.1a2b3c4d.js']);
});

test('with nothing to paint first (an empty root) or in a hidden tab it adds the entry script at once', () => {
  expect(runLoader({ rootChild: false }).added).toEqual(['http://x/main.1a2b3c4d.js']);
  expect(runLoader({ visibilityState: 'hidden' }).added).toEqual(['http://x/main.1a2b3c4d.js']);
});

test('the loader applies the stored dark theme before anything paints', () => {
  expect(runLoader({ theme: 'dark' }).classes).toEqual(['dark']);
  expect(runLoader({ theme: 'light' }).classes).toEqual([]);
  expect(runLoader().classes).toEqual([]);
});
