// The landing page ships without tailwind-merge (about 8 KB gzipped of its initial JavaScript): it
// composes the design system's class recipes with classes that do not conflict, instead of merging
// overrides at run time. These tests keep it that way.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cn } from '@blindspot/ui/core';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FullPageSpinner } from '../../gate.js';
import { LandingPage } from './landing-page.js';

const shellSrc = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(shellSrc, '../..');
// Static imports and re-exports only: `import()` is a chunk loaded later, not part of the first paint.
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm;

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const file = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return file;
}

/** The source of a workspace package's entry (its `source` export), or null for other packages. */
function workspaceEntry(specifier: string): string | null {
  const match = /^(@blindspot\/[^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return null;
  const manifestPath = path.join(repoRoot, 'node_modules', match[1], 'package.json');
  const exported = JSON.parse(readFileSync(manifestPath, 'utf8')).exports?.[`.${match[2] ?? ''}`];
  return exported?.source ? path.resolve(path.dirname(manifestPath), exported.source) : null;
}

/** Every package specifier reached by static imports from `entries`, following our own sources. */
function staticPackageImports(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.endsWith('.css')) continue;
      if (specifier.startsWith('.')) {
        queue.push(resolveRelative(file, specifier));
        continue;
      }
      packages.add(specifier);
      const entry = workspaceEntry(specifier);
      if (entry) queue.push(entry);
    }
  }
  return packages;
}

describe('the landing page stays light', () => {
  it('reaches neither tailwind-merge nor the merging design-system entries before it is shown', () => {
    // What the browser runs to show `/` signed out: the bootstrap, then the public routes chunk.
    const reached = staticPackageImports([path.join(shellSrc, 'bootstrap.tsx'), path.join(shellSrc, 'public-routes.tsx')]);
    expect(reached).toContain('@blindspot/ui/recipes');
    expect([...reached].filter((name) => ['tailwind-merge', '@blindspot/ui', '@blindspot/ui/core'].includes(name))).toEqual([]);
  });

  it('renders no element whose classes conflict (so merging would change nothing)', () => {
    const { container } = render(
      <MemoryRouter>
        <LandingPage />
        <FullPageSpinner />
      </MemoryRouter>,
    );
    const classLists = [...container.querySelectorAll('[class]')].map((element) =>
      element.getAttribute('class')!.trim().replace(/\s+/g, ' '),
    );
    expect(classLists.length).toBeGreaterThan(100);
    expect(classLists.filter((classes) => cn(classes) !== classes)).toEqual([]);
  });
});
