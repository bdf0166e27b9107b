// The coach's mistakes on one labelled set, with the sentence behind each: for a missed element the
// labelled evidence, for a false find the sentence the coach quoted. node tools/errors.mjs <file> [element...]
import { readFileSync } from 'node:fs';
import { assessCoverage } from '../dist/index.js';

const [file, ...only] = process.argv.slice(2);
const notes = JSON.parse(readFileSync(new URL(`../test-data/${file}`, import.meta.url), 'utf8'));
for (const methodology of ['meddic', 'challenger', 'spin', 'gap']) {
  for (const note of notes) {
    for (const e of assessCoverage(note.notes, methodology)) {
      const key = e.concept.key;
      if (only.length && !only.includes(key)) continue;
      const found = e.status === 'covered';
      const expected = note.covers.includes(key);
      if (found === expected) continue;
      const sentence = found
        ? e.evidence[0]?.text
        : (note.evidence?.[key] ?? '?') + (e.status === 'unconfirmed' ? `   [read as unknown: ${e.evidence[0]?.text}]` : '');
      console.log(`${found ? '+' : '-'} ${key.padEnd(17)} ${note.id}: ${sentence}`);
    }
  }
}
