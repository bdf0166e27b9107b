// A remote's standalone dev page (`npm run dev` in a remote): its exposed pages and widgets inside the
// providers the shell gives them, routed at the shell's paths from the table of remotes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from './package-root.js';
import { type ExposedModule, REMOTES, type RemoteId } from './remotes.js';

/** Where a module shows on the standalone page: a page at its first path (or one made from its name), widgets at `/`. */
export function standalonePath(name: string, module: ExposedModule): string {
  if (module.kind === 'widget') return '/';
  // The form and list, and one review: an optional segment shows both.
  if (module.paths.length > 1) return `${module.paths[0]}/:${module.paths[1]!.split('/:').pop()}?`;
  return (
    module.paths[0] ??
    `/${name
      .replace(/Page$/, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()}`
  );
}

/**
 * Writes the entry of the remote's standalone page under `node_modules/.cache/mf-standalone` (the page
 * itself is `standalone/app.tsx`); returns the folder.
 */
export function writeStandaloneEntry(remote: RemoteId, dirname: string): string {
  const dir = path.join(dirname, 'node_modules', '.cache', 'mf-standalone');
  mkdirSync(dir, { recursive: true });
  const list = Object.entries(REMOTES[remote].exposes as Readonly<Record<string, ExposedModule>>)
    .map(([name, module]) => {
      const absolute = path.resolve(dirname, module.file).replaceAll('\\', '/');
      return `  { name: ${JSON.stringify(name)}, path: ${JSON.stringify(standalonePath(name, module))}, widget: ${module.kind === 'widget'}, load: () => import(${JSON.stringify(absolute)}) },`;
    })
    .join('\n');
  writeFileSync(
    path.join(dir, 'bootstrap.js'),
    `import './styles.css';\nimport { mountStandalone } from '@blindspot/mf-config/standalone/app.tsx';\n\nmountStandalone(${JSON.stringify(remote)}, [\n${list}\n]);\n`,
  );
  writeFileSync(
    path.join(dir, 'index.js'),
    `// Async boundary: shared modules are negotiated before the app starts.\nimport('./bootstrap.js');\n`,
  );
  writeFileSync(
    path.join(dir, 'styles.css'),
    `@import "tailwindcss";\n@import "@blindspot/ui/styles.css";\n@source "${path.join(dirname, 'src').replaceAll('\\', '/')}";\n@source "${path.join(PACKAGE_ROOT, 'standalone').replaceAll('\\', '/')}";\n`,
  );
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>${remote} remote (standalone)</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`,
  );
  return dir;
}
