// Every methodology's pack, registered once: a methodology without a pack, or a pack missing one of
// its methodology's elements, does not compile (see docs/methodology-packs.md).
import type { MethodologyId } from '@blindspot/contracts';
import type { TurnReading } from '../roleplay/classify.js';
import { judgeTurnElements } from '../roleplay/element-model.js';
import { challengerPack } from './challenger.js';
import { gapPack } from './gap.js';
import { meddicPack } from './meddic.js';
import { spinPack } from './spin.js';
import type { CoachPack, ElementPack } from './types.js';

export const PACKS = { meddic: meddicPack, challenger: challengerPack, spin: spinPack, gap: gapPack } satisfies {
  [M in MethodologyId]: CoachPack<M>;
};

export type { CoachPack, ElementPack } from './types.js';

const BY_KEY = new Map<string, ElementPack>(
  Object.values(PACKS).flatMap((pack) => Object.entries(pack.elements as Record<string, ElementPack>)),
);

/** An element's pack by its key (element keys are unique across methodologies). */
export function elementPack(key: string): ElementPack {
  const pack = BY_KEY.get(key);
  if (!pack) throw new Error(`No coach pack entry for methodology element ${key}`);
  return pack;
}

/** The elements of the methodology one seller turn shows: the pack's rules, checked by the learned element model. */
export function elementsShown(methodology: MethodologyId, reading: TurnReading): readonly string[] {
  return judgeTurnElements(methodology, reading, PACKS[methodology].turnElements(reading));
}
