// Public pages rendered to HTML at build time (docs/frontend.md, First paint). The shell's prerender
// build bundles its prerender entry for Node; once emitted, this plugin runs it and writes each page into
// the browser build: `dist/pages/index.html` for `/`, `dist/pages/pricing.html` for `/pricing`, each the
// browser build's index.html with the page's markup inside `<div id="root">`. The gateway serves such a
// file for its path; every other path gets the plain index.html.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { SIGNED_IN_FRAME_ATTRIBUTE } from './paint-first.js';

const require = createRequire(import.meta.url);

/** What the prerender entry exports. */
interface PrerenderEntry {
  PRERENDERED_PATHS: readonly string[];
  /** Those of them rendered as a signed-in user's frame, filled from storage by the loader (paint-first.ts). */
  SIGNED_IN_PATHS?: readonly string[];
  renderPage(path: string): Promise<string>;
}

export const PAGES_DIR = 'pages';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The file a prerendered path is written to, relative to the browser build (`/` → `pages/index.html`). */
export function pageFile(urlPath: string): string {
  return path.posix.join(PAGES_DIR, urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\//, '')}.html`);
}

const STYLESHEET_LINK = /<link href="\/([^"]+\.css)" rel="stylesheet">/g;

/**
 * The browser build's index.html with `markup` in its root element, and its stylesheets inlined
 * (`readAsset` reads a file of the build): the page paints after one request, not two. (The CSP allows
 * inline styles; the app's other routes keep the cached stylesheet link.)
 */
export function pageHtml(
  indexHtml: string,
  markup: string,
  readAsset: (file: string) => string,
  { signedIn = false }: { signedIn?: boolean } = {},
): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  const root = signedIn ? `<div id="root" ${SIGNED_IN_FRAME_ATTRIBUTE}>` : '<div id="root">';
  return indexHtml
    .replace(STYLESHEET_LINK, (_link, file: string) => `<style>${readAsset(file).replaceAll('</style', '<\\/style')}</style>`)
    .replace(ROOT_ELEMENT, () => `${root}${markup}</div>`); // a function: `$'` in the markup is text
}

export class PrerenderPagesPlugin {
  /** `bundle`: the prerender build's output file; `into`: the browser build's folder. */
  constructor(private readonly options: { bundle: string; into: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPagesPlugin', async () => {
      const { bundle, into } = this.options;
      const indexFile = path.join(into, 'index.html');
      if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: the browser build runs first`);
      const indexHtml = readFileSync(indexFile, 'utf8');
      delete require.cache[bundle];
      const entry = require(bundle) as PrerenderEntry;
      for (const urlPath of entry.PRERENDERED_PATHS) {
        const file = path.join(into, pageFile(urlPath));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(
          file,
          pageHtml(indexHtml, await entry.renderPage(urlPath), (asset) => readFileSync(path.join(into, asset), 'utf8'), {
            signedIn: entry.SIGNED_IN_PATHS?.includes(urlPath),
          }),
        );
      }
    });
  }
}
