#!/usr/bin/env node
// `npm run build`: every workspace with a build script (libraries, services, gateway, then the front ends).
//   --if-needed        rebuild only what is missing or older than its sources (what `npm start` does)
//   --only <a,b,...>   only these workspaces (package names or folders)
import { build } from './lib/build.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;
const { failed } = await build({ ifNeeded: args.includes('--if-needed'), only });
process.exit(failed.length ? 1 : 0);
