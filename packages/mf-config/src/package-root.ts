import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** mf-config's own folder (these modules run from src/ under jest and tsc, from dist/ under Node). */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
