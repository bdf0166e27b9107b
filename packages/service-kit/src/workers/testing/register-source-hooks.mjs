// `--import` this in a worker's execArgv to load TypeScript sources (see source-hooks.mjs).
import { register } from 'node:module';

register('./source-hooks.mjs', import.meta.url);
