// (After `npm run build`.) Why the coach reads a labelled note as it does: node tools/explain.mjs <file> <note-id> [element...]
import { readFileSync } from 'node:fs';
import { assessCoverage } from '../dist/index.js';

const [file, id, ...only] = process.argv.slice(2);
const note = JSON.parse(readFileSync(new URL(`../test-data/${file}`, import.meta.url), 'utf8')).find((n) => n.id === id);
console.log(note.notes, '\n');
for (const methodology of ['meddic', 'challenger', 'spin', 'gap']) {
  for (const e of assessCoverage(note.notes, methodology)) {
    if (only.length && !only.includes(e.concept.key)) continue;
    const found = e.status === 'covered';
    const expected = note.covers.includes(e.concept.key);
    const mark = found === expected ? '  ' : found ? '+!' : '-!';
    console.log(`${mark} ${e.concept.key.padEnd(18)} ${e.status.padEnd(11)} ${e.evidence.map((s) => JSON.stringify(s.text)).join(' | ')}`);
  }
}
