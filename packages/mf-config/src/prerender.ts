// Public pages rendered to HTML at build time (docs/frontend.md, First paint). The shell's prerender
// build bundles its prerender entry for Node; once emitted, this plugin runs it and writes each page into
// the browser build: `dist/pages/index.html` for `/`, `dist/pages/pricing.html` for `/pricing`, each the
// browser build's index.html with the page's markup inside `<div id="root">` and the stylesheet rules
// that markup uses inlined. The gateway serves such a file for its path; every other path gets the plain
// index.html.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import * as beastiesModule from 'beasties';
import { FRAME_LOADER_ATTRIBUTE, LATE_STYLESHEET_ATTRIBUTE, SIGNED_IN_FRAME_ATTRIBUTE } from './paint-first.js';

const require = createRequire(import.meta.url);

/** What the prerender entry exports. */
interface PrerenderEntry {
  PRERENDERED_PATHS: readonly string[];
  /** Those of them rendered as a signed-in user's frame, filled from storage by the loader (paint-first.ts). */
  SIGNED_IN_PATHS?: readonly string[];
  renderPage(path: string): Promise<string>;
}

export const PAGES_DIR = 'pages';
// beasties' types are written as CommonJS (the class at `.default.default`); its ESM build, which Node
// loads, exports the class as the default.
const Beasties = beastiesModule.default as unknown as typeof beastiesModule.default.default;

const ROOT_ELEMENT = '<div id="root"></div>';

/** The file a prerendered path is written to, relative to the browser build (`/` → `pages/index.html`). */
export function pageFile(urlPath: string): string {
  return path.posix.join(PAGES_DIR, urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\//, '')}.html`);
}

const LOADER = new RegExp(`<script defer src="([^"]+)" ${FRAME_LOADER_ATTRIBUTE}="([^"]+)"></script>`);

/**
 * The browser build's index.html with `markup` in its root element. A signed-in page's root is marked as
 * a frame and its loader is the one that fills frames (paint-first.ts); the other pages keep the plain one.
 */
export function pageHtml(indexHtml: string, markup: string, { signedIn = false }: { signedIn?: boolean } = {}): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  const loader = LOADER.exec(indexHtml);
  if (signedIn && !loader) throw new Error('a signed-in page needs the frame loader: createHostConfig({ frameStorageKey })');
  const root = signedIn ? `<div id="root" ${SIGNED_IN_FRAME_ATTRIBUTE}>` : '<div id="root">';
  const html = loader ? indexHtml.replace(loader[0], `<script defer src="${signedIn ? loader[2] : loader[1]}"></script>`) : indexHtml;
  return html.replace(ROOT_ELEMENT, () => `${root}${markup}</div>`); // a function: `$'` in the markup is text
}

/**
 * Inlines the rules of the page's stylesheets that its markup uses (beasties: docs/frontend.md, First
 * paint), so the page paints, styled, after one request, with a fraction of the stylesheet to parse. The
 * whole stylesheet still loads, for what the app renders next, without holding the paint: its link, at
 * the end of the body, is `media="print"` until the page's loader applies it with the entry script (no
 * inline `onload`: the CSP refuses it); a `<noscript>` copy serves a browser without JavaScript. Kept
 * whatever the markup: the dark theme's rules (`.dark` on `<html>` comes from the loader, not the build),
 * and `[id]` (the anchors' scroll margin, which beasties does not match: a link to `/#pricing` is
 * scrolled to before the whole stylesheet applies).
 */
export async function inlineCriticalCss(html: string, buildDir: string): Promise<string> {
  const inliner = new Beasties({
    path: buildDir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    allowRules: [/\.dark\b/, '[id]', /:where\(/, /:has\(/, /\\&/],
    logLevel: 'warn',
  });
  return lateStylesheets(await inliner.process(html));
}

const BODY_STYLESHEET = /<link href="([^"]+\.css)" rel="stylesheet"><\/body>/;

/** The full stylesheet's link (beasties moved it to the end of the body) made non-blocking, see above. */
export function lateStylesheets(html: string): string {
  const link = BODY_STYLESHEET.exec(html);
  if (!link) throw new Error('the prerendered page has no stylesheet link at the end of its body');
  return html.replace(
    link[0],
    `<link href="${link[1]}" rel="stylesheet" media="print" ${LATE_STYLESHEET_ATTRIBUTE}><noscript><link href="${link[1]}" rel="stylesheet"></noscript></body>`,
  );
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
        const html = pageHtml(indexHtml, await entry.renderPage(urlPath), { signedIn: entry.SIGNED_IN_PATHS?.includes(urlPath) });
        writeFileSync(file, await inlineCriticalCss(html, into));
      }
    });
  }
}
