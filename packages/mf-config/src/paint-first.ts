// The shell's entry script runs after the page's first paint (docs/frontend.md, First paint). Chrome runs
// a `defer` script as soon as the document is parsed, before it paints: on a slow phone a prerendered
// page's text, already in the HTML, waited for the entry script (the federation runtime) to run first.
// So index.html asks for the entry script with `<link rel="preload">` (downloaded at once) and loads a
// few bytes of its own script (`paint-first.[hash].js`, same origin: no inline script under the CSP),
// which adds the entry script once the page's first contentful paint is on screen.
import { createHash } from 'node:crypto';
import { type Compiler, rspack } from '@rspack/core';

/** The root of a page prerendered for a signed-in user (prerender.ts): filled from storage, or emptied. */
export const SIGNED_IN_FRAME_ATTRIBUTE = 'data-frame';
/** Set on that root once it is filled: until then a stylesheet may keep it hidden. */
export const FRAME_READY_ATTRIBUTE = 'data-frame-ready';
/** A prerendered page's full stylesheet, `media="print"` in the HTML (not render-blocking), applied by the loader. */
export const LATE_STYLESHEET_ATTRIBUTE = 'data-late';
/** On index.html's loader: the URL of the loader for signed-in frames, which the prerender swaps in. */
export const FRAME_LOADER_ATTRIBUTE = 'data-frame-loader';
/** An element of that page whose text is the stored frame record's field of this name. */
export const FRAME_TEXT_ATTRIBUTE = 'data-frame-text';

/**
 * The loader. On a page prerendered for a signed-in user (its root carries `data-frame`), it first
 * fills every `[data-frame-text]` element from the JSON record at localStorage's `frameStorageKey` (the
 * app writes it: the user's name, initials, plan), and marks the root `data-frame-ready`; without a record
 * (signed out, or storage unavailable) it empties the root and drops its mark, so a visitor never sees
 * someone's frame and the app renders from nothing. Then it applies the stored theme (`html.dark` when localStorage's `themeStorageKey` says `dark`,
 * before the first paint: a prerendered page does not flash light for a dark-theme user), then adds the
 * entry script (the preload link marked `data-entry`) once the browser reports the page's first
 * contentful paint (the paint timing entry comes once the frame is on screen; a task queued from
 * requestAnimationFrame can run before that), or after 3 s in any case, and with it applies the page's
 * full stylesheet (a prerendered page inlines the rules its markup uses, prerender.ts). At once when there is nothing to
 * paint first (an empty root: index.html for a signed-in route), in a hidden tab, or in a browser
 * without paint timing. Written small by hand: every page loads it.
 */
export function paintFirstScript(themeStorageKey?: string, frameStorageKey?: string): string {
  const theme = themeStorageKey
    ? `try{localStorage.getItem(${JSON.stringify(themeStorageKey)})=="dark"&&d.documentElement.classList.add("dark")}catch(e){}`
    : '';
  const frame = frameStorageKey
    ? `if(r&&r.hasAttribute("${SIGNED_IN_FRAME_ATTRIBUTE}")){var f,n,i,v;` +
      `try{f=JSON.parse(localStorage.getItem(${JSON.stringify(frameStorageKey)}))}catch(e){}` +
      `if(f&&typeof f=="object"){for(n=r.querySelectorAll("[${FRAME_TEXT_ATTRIBUTE}]"),i=0;i<n.length;i++)` +
      `v=f[n[i].getAttribute("${FRAME_TEXT_ATTRIBUTE}")],n[i].textContent=typeof v=="string"?v:"";` +
      `r.setAttribute("${FRAME_READY_ATTRIBUTE}","")}else r.textContent="",r.removeAttribute("${SIGNED_IN_FRAME_ATTRIBUTE}")}`
    : '';
  return (
    `(function(d,w){${theme}var l=d.querySelector("link[data-entry]"),r=d.getElementById("root"),P=w.PerformanceObserver,x;${frame}` +
    `function go(){if(x)return;x=d.createElement("script");x.src=l.href;d.head.appendChild(x);` +
    `for(var s=d.querySelectorAll("link[${LATE_STYLESHEET_ATTRIBUTE}]"),j=0;j<s.length;j++)s[j].media="all"}` +
    'if(!l)return;' +
    'if(d.visibilityState=="hidden"||!r||!r.firstElementChild||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();' +
    'setTimeout(go,3e3);' +
    'new P(function(t,o){t.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(go))})' +
    '.observe({type:"paint",buffered:!0})})(document,window);\n'
  );
}

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/**
 * `html` with its one entry script replaced by a preload of it and the loader at `loaderUrl`; with
 * `frameLoaderUrl`, the loader that also fills a signed-in frame, named for the prerender (prerender.ts) to
 * swap in on those pages only: the others do not download the frame's code.
 */
export function paintFirstHtml(html: string, loaderUrl: string, frameLoaderUrl?: string): string {
  const match = ENTRY_SCRIPT.exec(html);
  if (!match) throw new Error('index.html has no deferred entry script to load after the first paint');
  if (ENTRY_SCRIPT.test(html.slice(match.index + match[0].length))) throw new Error('index.html has more than one entry script');
  return html.replace(
    match[0],
    `<link rel="preload" as="script" href="${match[1]}" fetchpriority="low" data-entry><script defer src="${loaderUrl}"` +
      `${frameLoaderUrl ? ` ${FRAME_LOADER_ATTRIBUTE}="${frameLoaderUrl}"` : ''}></script>`,
  );
}

/** Rewrites the emitted index.html (see above) and emits the loader, content-hashed (cached for good). */
export class PaintFirstPlugin {
  constructor(private readonly options: { themeStorageKey?: string; frameStorageKey?: string } = {}) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PaintFirstPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PaintFirstPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const index = compilation.getAsset('index.html');
        if (!index) return;
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const emit = (name: string, script: string) => {
          const file = `${name}.${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(file, new rspack.sources.RawSource(script));
          return `${publicPath}${file}`;
        };
        const { themeStorageKey, frameStorageKey } = this.options;
        const loader = emit('paint-first', paintFirstScript(themeStorageKey));
        const frameLoader = frameStorageKey ? emit('paint-first-frame', paintFirstScript(themeStorageKey, frameStorageKey)) : undefined;
        const html = index.source.source().toString();
        compilation.updateAsset('index.html', new rspack.sources.RawSource(paintFirstHtml(html, loader, frameLoader)));
      });
    });
  }
}
