// Every methodology, one file each (meddic.ts, challenger.ts, spin.ts, gap.ts), registered here.
import type { MethodologyId } from '@blindspot/contracts';
import { challenger } from './challenger.js';
import { gap } from './gap.js';
import { meddic } from './meddic.js';
import { spin } from './spin.js';
import type { Methodology } from './types.js';

/** Every methodology by id. */
export const METHODOLOGY_CONTENT = { meddic, challenger, spin, gap } satisfies Record<MethodologyId, Methodology>;

/** The element keys of one methodology, as the compiler knows them ("metrics" | "economic-buyer" | ...). */
export type ElementKey<M extends MethodologyId> = (typeof METHODOLOGY_CONTENT)[M]['concepts'][number]['key'];

/** The four methodologies in display order. */
export const METHODOLOGY_LIST: readonly Methodology[] = [meddic, challenger, spin, gap];

/** Each methodology's name by id ("MEDDIC", "Challenger Sale", ...): what selects and labels show. */
export const METHODOLOGY_NAMES = Object.fromEntries(METHODOLOGY_LIST.map((m) => [m.id, m.name])) as Readonly<Record<MethodologyId, string>>;

export const DEFAULT_METHODOLOGY: MethodologyId = 'meddic';

/** The methodology for an id; unknown or missing ids fall back to MEDDIC (also the default for quick-start content). */
export function getMethodology(id: string | null | undefined): Methodology {
  const known = id != null && Object.hasOwn(METHODOLOGY_CONTENT, id);
  return METHODOLOGY_CONTENT[known ? (id as MethodologyId) : DEFAULT_METHODOLOGY];
}
