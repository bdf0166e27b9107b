import { runInNewContext } from 'node:vm';
import { paintFirstHtml, paintFirstScript } from './paint-first.js';

const INDEX = '<html><head><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

test('index.html preloads the entry script and runs the loader instead of it', () => {
  expect(paintFirstHtml(INDEX, '/paint-first.0f0f0f0f.js')).toBe(
    '<html><head><link rel="preload" as="script" href="/main.1a2b3c4d.js" fetchpriority="low" data-entry><script defer src="/paint-first.0f0f0f0f.js"></script></head><body><div id="root"></div></body></html>',
  );
});

test('with a frame loader, index.html names it on the loader for the prerender to swap in', () => {
  expect(paintFirstHtml(INDEX, '/paint-first.0f0f0f0f.js', '/paint-first-frame.1e1e1e1e.js')).toContain(
    '<script defer src="/paint-first.0f0f0f0f.js" data-frame-loader="/paint-first-frame.1e1e1e1e.js"></script>',
  );
});

test('refuses an index.html with no entry script, or with two', () => {
  expect(() => paintFirstHtml('<html></html>', '/l.js')).toThrow(/no deferred entry script/);
  expect(() => paintFirstHtml(INDEX.replace('</head>', '<script defer src="/other.js"></script></head>'), '/l.js')).toThrow(
    /more than one/,
  );
});

type Options = {
  visibilityState?: 'visible' | 'hidden';
  rootChild?: boolean;
  paintTiming?: boolean;
  theme?: string;
  /** The root is a signed-in frame with these text slots; `record` is what storage holds for it. */
  frame?: { slots: string[]; record: string | null };
};

/** A root element: its first child, its attributes, its `[data-frame-text]` slots. */
function fakeRoot(rootChild: boolean, frame?: Options['frame']) {
  const attributes = new Set<string>(frame ? ['data-frame'] : []);
  const slots = (frame?.slots ?? []).map((name) => ({ name, textContent: 'placeholder', getAttribute: () => name }));
  let text = 'frame';
  const root = {
    firstElementChild: (rootChild ? {} : null) as object | null,
    get textContent() {
      return text;
    },
    // As in the DOM: setting the text replaces the children.
    set textContent(value: string) {
      text = value;
      root.firstElementChild = null;
    },
    attributes,
    slots,
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
    querySelectorAll: (selector: string) => (selector === '[data-frame-text]' ? slots : []),
  };
  return root;
}

/** Runs the loader against a page whose frames, timers and paint entries are under the test's control. */
function runLoader({ visibilityState = 'visible', rootChild = true, paintTiming = true, theme, frame }: Options = {}) {
  const root = fakeRoot(rootChild, frame);
  const classes: string[] = [];
  const added: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, self: { disconnect(): void }) => void) | null = null;
  const lateStylesheet = { media: 'print' };
  const document = {
    visibilityState,
    querySelectorAll: (selector: string) => (selector === 'link[data-late]' ? [lateStylesheet] : []),
    querySelector: (selector: string) => (selector === 'link[data-entry]' ? { href: 'http://x/main.1a2b3c4d.js' } : null),
    getElementById: (id: string) => (id === 'root' ? root : null),
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
  const stored: Record<string, string | null> = { theme: theme ?? null, frame: frame?.record ?? null };
  runInNewContext(paintFirstScript('theme', 'frame'), {
    document,
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    window: { PerformanceObserver },
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  });
  const paint = (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} });
  const runTimers = (ms: number) => {
    for (const timer of timers.splice(0)) if (timer.ms === ms) timer.run();
  };
  return { added, classes, frames, paint, runTimers, root, lateStylesheet };
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

test("the page's full stylesheet is applied with the entry script, after the paint, not before", () => {
  const { lateStylesheet, paint, runTimers } = runLoader();
  expect(lateStylesheet.media).toBe('print');
  paint('first-contentful-paint');
  runTimers(0);
  expect(lateStylesheet.media).toBe('all');
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

test("a signed-in page's frame is filled from the stored record before anything paints, and marked ready", () => {
  const record = JSON.stringify({ displayName: 'Ana Silva', initials: 'AS', extra: 'unused', plan: 7 });
  const { root } = runLoader({ frame: { slots: ['displayName', 'initials', 'plan', 'missing'], record } });
  expect(root.slots.map((slot) => [slot.name, slot.textContent])).toEqual([
    ['displayName', 'Ana Silva'],
    ['initials', 'AS'],
    ['plan', ''], // not a string: left empty rather than printed
    ['missing', ''],
  ]);
  expect(root.attributes.has('data-frame-ready')).toBe(true);
  expect(root.textContent).toBe('frame');
});

test('without a record, or with one that is not JSON, the frame is emptied and the entry script added at once', () => {
  for (const record of [null, '{not json', '"a string"']) {
    const { root, added } = runLoader({ frame: { slots: ['displayName'], record } });
    expect(root.textContent).toBe('');
    expect([...root.attributes]).toEqual([]);
    expect(added).toEqual(['http://x/main.1a2b3c4d.js']);
  }
});

test('a page that is not a frame is left as it is', () => {
  const { root } = runLoader({ rootChild: true });
  expect(root.textContent).toBe('frame');
  expect(root.attributes.size).toBe(0);
});

test('the plain loader carries no frame code; the frame loader does', () => {
  expect(paintFirstScript('theme')).not.toContain('data-frame');
  expect(paintFirstScript('theme', 'frame')).toContain('data-frame-text');
});
