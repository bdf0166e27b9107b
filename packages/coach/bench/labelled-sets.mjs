// The labelled sets the benches read, found in test-data/ by name rather than listed in each bench:
// <kind>.json (the first set, tuned on), <kind>-<name>.tuning.json and <kind>-<name>.test.json. Tuning
// halves come first (fitted or trained on), then the held-out halves (the figures the docs quote), each
// in the order the writers came.
import { readdirSync } from 'node:fs';

const DIR = new URL('../test-data/', import.meta.url);
const SET = /^(?<kind>[a-z]+-[a-z]+)(?:-(?<name>[a-z-]+?))?(?:\.(?<half>tuning|test))?\.json$/;
const UNITS = 'first second third fourth fifth sixth seventh eighth ninth'.split(' ');
const ORDINALS = [
  ...'fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  ),
  ...UNITS.map((unit) => `twenty-${unit}`),
  'thirtieth',
  ...UNITS.map((unit) => `thirty-${unit}`),
];
const writerRank = (name) => (name ? ORDINALS.indexOf(name.replace(/-writer$/, '')) + 1 : -1);

/** [title, file] of every set of `kind` ("deal-notes", "seller-moves"), tuning halves first. */
export function labelledSets(kind, { except = [] } = {}) {
  const sets = readdirSync(DIR)
    .map((file) => ({ file, m: SET.exec(file)?.groups }))
    .filter(({ file, m }) => m?.kind === kind && !except.some((word) => file.includes(word)))
    .map(({ file, m }) => ({ file, half: m.half ?? 'tuning', name: m.name }));
  const halfRank = (s) => (s.half === 'tuning' ? 0 : 1);
  return sets
    .sort((a, b) => halfRank(a) - halfRank(b) || writerRank(a.name) - writerRank(b.name) || a.file.localeCompare(b.file))
    .map((s) => {
      const who = s.name ? s.name.replace(/-/g, ' ') : 'first set';
      return [s.half === 'test' ? `${who}: test half (held out)` : `${who}: tuning half`, s.file];
    });
}

export const testDataUrl = (file) => new URL(file, DIR);
