import { pageFile, pageHtml } from './prerender.js';

const INDEX = '<html><head><link href="/main.1a2b3c4d.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';

test('a prerendered page is index.html with the markup in its root and its stylesheet inlined', () => {
  const html = pageHtml(INDEX, '<h1>Terms</h1>', (file) => (file === 'main.1a2b3c4d.css' ? 'h1{color:red}' : ''));
  expect(html).toBe('<html><head><style>h1{color:red}</style></head><body><div id="root"><h1>Terms</h1></div></body></html>');
});

test('refuses an index.html without the root element', () => {
  expect(() => pageHtml('<body></body>', '<h1>x</h1>', () => '')).toThrow(/no <div id="root"><\/div>/);
});

test('names each page by its path', () => {
  expect(pageFile('/')).toBe('pages/index.html');
  expect(pageFile('/pricing')).toBe('pages/pricing.html');
});
