import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineCriticalCss, lateStylesheets, pageFile, pageHtml } from './prerender.js';

const INDEX = '<html><head><link href="/main.1a2b3c4d.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';

test('a prerendered page is index.html with the markup in its root', () => {
  expect(pageHtml(INDEX, '<h1>Terms</h1>')).toBe(
    '<html><head><link href="/main.1a2b3c4d.css" rel="stylesheet"></head><body><div id="root"><h1>Terms</h1></div></body></html>',
  );
});

const WITH_LOADERS = INDEX.replace(
  '</head>',
  '<script defer src="/paint-first.1.js" data-frame-loader="/paint-first-frame.2.js"></script></head>',
);

test("a signed-in user's page marks its root as a frame and loads the loader that fills frames", () => {
  const html = pageHtml(WITH_LOADERS, '<h1>Dashboard</h1>', { signedIn: true });
  expect(html).toContain('<div id="root" data-frame><h1>Dashboard</h1></div>');
  expect(html).toContain('<script defer src="/paint-first-frame.2.js"></script></head>');
  expect(html).not.toContain('/paint-first.1.js');
});

test("a visitor's page keeps the plain loader (no frame code to download)", () => {
  const html = pageHtml(WITH_LOADERS, '<h1>Terms</h1>');
  expect(html).toContain('<script defer src="/paint-first.1.js"></script></head>');
  expect(html).not.toContain('paint-first-frame');
});

test('refuses a signed-in page when the build has no frame loader', () => {
  expect(() => pageHtml(INDEX, '<h1>Dashboard</h1>', { signedIn: true })).toThrow(/frameStorageKey/);
});

test('refuses an index.html without the root element', () => {
  expect(() => pageHtml('<body></body>', '<h1>x</h1>')).toThrow(/no <div id="root"><\/div>/);
});

test('names each page by its path', () => {
  expect(pageFile('/')).toBe('pages/index.html');
  expect(pageFile('/pricing')).toBe('pages/pricing.html');
});

describe('the stylesheet of a prerendered page', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prerender-css-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'main.1a2b3c4d.css'),
    '.title{color:red}.unused-on-this-page{color:blue}.dark{--bg:black}.dark\\:hidden:where(.dark,.dark *){display:none}@media (min-width:40rem){.title{font-size:3rem}}',
  );

  it('inlines the rules its markup uses and the dark theme, and loads the whole stylesheet after the paint', async () => {
    const html = await inlineCriticalCss(pageHtml(INDEX, '<h1 class="title">Terms</h1>'), dir);
    const inlined = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(inlined).toContain('.title{color:red}');
    expect(inlined).toContain('font-size:3rem');
    expect(inlined).toContain('.dark{--bg:black}');
    expect(inlined).toContain('.dark\\:hidden');
    expect(inlined).not.toContain('unused-on-this-page');
    // Not in the head (it would hold the paint): at the end of the body, for print until the loader applies it.
    expect(html).not.toMatch(/<head>.*rel="stylesheet".*<\/head>/s);
    expect(html).toMatch(
      /<link href="\/main\.1a2b3c4d\.css" rel="stylesheet" media="print" data-late><noscript><link href="\/main\.1a2b3c4d\.css" rel="stylesheet"><\/noscript><\/body>/,
    );
  });

  it('refuses a page whose stylesheet link is not where it expects it', () => {
    expect(() => lateStylesheets('<html><body></body></html>')).toThrow(/no stylesheet link/);
  });
});
