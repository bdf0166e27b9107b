// The repository's npm workspaces, read from the root package.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

/**
 * Every workspace folder that exists, in the order the root package.json lists them.
 * @returns {{ dir: string, path: string, name: string, scripts: Record<string, string> }[]}
 */
export function listWorkspaces() {
  const { workspaces: patterns } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const found = [];
  for (const pattern of patterns) {
    const dirs = pattern.endsWith('/*') ? subfolders(pattern.slice(0, -2)).map((d) => `${pattern.slice(0, -2)}/${d}`) : [pattern];
    for (const dir of dirs) {
      const file = join(root, dir, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      found.push({ dir, path: join(root, dir), name: pkg.name, scripts: pkg.scripts ?? {} });
    }
  }
  return found;
}

function subfolders(dir) {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}
