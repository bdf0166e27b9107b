// The two training tools end the same way: write the trained weights, or with --check say whether the
// stored ones are what training gives now (exit 1 when not).
import { readFileSync, writeFileSync } from 'node:fs';

export function writeOrCheckWeights(target, source, tool) {
  if (process.argv.includes('--check')) {
    const same = readFileSync(target, 'utf8') === source;
    console.log(same ? 'weights are up to date' : `weights are stale: run node tools/${tool}`);
    process.exit(same ? 0 : 1);
  }
  writeFileSync(target, source);
  console.log(`wrote ${target.pathname} (${(source.length / 1024).toFixed(0)} KiB)`);
}
