import { pageFile, pageHtml } from './prerender.js';

const INDEX = '<html><head><link href="/main.1a2b3c4d.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';

test('a prerendered page is index.html with the markup in its root and its stylesheet inlined', () => {
  const html = pageHtml(INDEX, '<h1>Terms</h1>', (file) => (file === 'main.1a2b3c4d.css' ? 'h1{color:red}' : ''));
  expect(html).toBe('<html><head><style>h1{color:red}</style></head><body><div id="root"><h1>Terms</h1></div></body></html>');
});

test("a signed-in user's page marks its root as a frame, for the loader to fill or empty", () => {
  const html = pageHtml(INDEX, '<h1>Dashboard</h1>', () => '', { signedIn: true });
  expect(html).toContain('<div id="root" data-signed-in-frame><h1>Dashboard</h1></div>');
});

test('refuses an index.html without the root element', () => {
  expect(() => pageHtml('<body></body>', '<h1>x</h1>', () => '')).toThrow(/no <div id="root"><\/div>/);
});

test('names each page by its path', () => {
  expect(pageFile('/')).toBe('pages/index.html');
  expect(pageFile('/pricing')).toBe('pages/pricing.html');
});
