// A remote's own stylesheet, scoped to the element the shell renders it in: a remote release can use
// classes the shell has never seen and never changes how the shell's own elements look.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Container, PluginCreator, Root } from 'postcss';

/**
 * The attribute the shell sets, with the remote's id, on an element around everything a remote renders
 * (`<div data-area="deals" class="contents">`).
 */
export const AREA_ATTRIBUTE = 'data-area';

/** Each remote's generated stylesheet (see writeRemoteStylesheet). */
export const REMOTE_STYLESHEET = /[\\/]mf-remote-css[\\/]remote\.css$/;

const KEPT_LAYERS = new Set(['properties', 'theme', 'utilities']);

/**
 * The PostCSS step after Tailwind: keeps the Tailwind utilities the remote's sources and the design system
 * use, and the theme variables they need, each utility scoped to `[data-area="<name>"]`. The shell's
 * stylesheet (preflight, tokens, the shell's utilities) stays the page's base; inside a remote's element
 * the remote's own rules win (one more attribute in every selector), in Tailwind's order among themselves.
 */
export const scopeRemoteStylesheet: PluginCreator<string> = (name) => {
  const scope = `[${AREA_ATTRIBUTE}="${name}"]`;
  const scopeRules = (container: Container): void => {
    container.each((node) => {
      if (node.type === 'rule') node.selectors = node.selectors.map((selector) => `${scope} ${selector}`);
      else if (node.type === 'atrule' && node.nodes) scopeRules(node);
    });
  };
  return {
    postcssPlugin: 'blindspot-scope-remote-stylesheet',
    OnceExit(root: Root) {
      root.each((node) => {
        if (node.type === 'atrule' && node.name === 'layer') {
          if (!node.nodes) return; // the layer order statement
          if (!KEPT_LAYERS.has(node.params)) {
            node.remove();
            return;
          }
          if (node.params === 'utilities') scopeRules(node);
          return;
        }
        if (node.type === 'atrule' && (node.name === 'keyframes' || node.name === 'property')) return;
        // Preflight, the design tokens and the base layer come with the shell's stylesheet.
        node.remove();
      });
    },
  };
};
scopeRemoteStylesheet.postcss = true;

/**
 * A remote's stylesheet entry: Tailwind's theme and utilities, the design system, and `source`, the
 * `@source` directive naming what to scan for classes (the remote's sources).
 */
export function remoteStylesheetEntry(source: string): string {
  return [
    '@layer theme, base, components, utilities;',
    '@import "tailwindcss/theme.css" layer(theme);',
    '@import "tailwindcss/utilities.css" layer(utilities);',
    '@import "@blindspot/ui/styles.css";',
    source,
    '',
  ].join('\n');
}

/** Writes the remote's stylesheet entry where its build finds it; returns its path. */
export function writeRemoteStylesheet(dirname: string): string {
  const dir = path.join(dirname, 'node_modules', '.cache', 'mf-remote-css');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'remote.css');
  writeFileSync(file, remoteStylesheetEntry(`@source "${path.join(dirname, 'src').replaceAll('\\', '/')}";`));
  return file;
}
