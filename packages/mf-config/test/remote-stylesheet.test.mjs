// A remote's stylesheet, as the remote build makes it: Tailwind, then the scoping step. Every utility must
// reach only the remote's own area, and nothing that styles the whole page may remain. Runs on the build
// (dist/): Tailwind's PostCSS plugin registers Node module hooks, which jest cannot host.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import postcss from 'postcss';
import { remoteStylesheetEntry, scopeRemoteStylesheet } from '../dist/index.js';

const require = createRequire(import.meta.url);
const tailwind = require('@tailwindcss/postcss');
const here = import.meta.dirname;

async function remoteStylesheet(classes) {
  const input = remoteStylesheetEntry(`@source inline("${classes}");`);
  const result = await postcss([tailwind({ base: here }), scopeRemoteStylesheet('deals')]).process(input, {
    from: path.join(here, 'remote.css'),
  });
  return postcss.parse(result.css);
}

const inLayer = (node, name) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && parent.name === 'layer') return parent.params === name;
  return false;
};

test('scopes every utility to the remote, variants and media queries included', async () => {
  const root = await remoteStylesheet('p-2 px-4 hover:bg-red-500 dark:text-white md:flex space-y-4 decoration-wavy');
  const utilities = [];
  root.walkRules((rule) => {
    if (inLayer(rule, 'utilities') && rule.parent.type !== 'rule') utilities.push(...rule.selectors);
  });
  for (const name of ['.p-2', '.px-4', '.hover\\:bg-red-500', '.dark\\:text-white', '.md\\:flex', '.space-y-4', '.decoration-wavy']) {
    assert.ok(
      utilities.some((selector) => selector.includes(name)),
      `${name} is generated`,
    );
  }
  for (const selector of utilities) assert.match(selector, /^\[data-area="deals"\] /, selector);
});

test('keeps theme variables, keyframes and @property, and drops preflight, tokens and the base layer', async () => {
  const root = await remoteStylesheet('bg-fuchsia-500 animate-spin shadow-md');
  const top = root.nodes.map((node) => (node.type === 'atrule' ? `@${node.name} ${node.params}` : (node.selector ?? node.type)));
  for (const node of top)
    assert.match(node, /^@(layer (theme|utilities|properties|components|theme, base, components, utilities)|keyframes |property )/, node);
  assert.ok(!top.includes('@layer base'), 'no base layer');
  assert.match(root.toString(), /--color-fuchsia-500:/);
  assert.ok(top.includes('@keyframes spin'));
  assert.ok(top.some((node) => node.startsWith('@property --tw-shadow')));
  // The design tokens (`:root { --primary: ... }`) and `.dark` values come from the shell's stylesheet.
  assert.doesNotMatch(root.toString(), /--primary:/);
});
