// Deterministic randomness: a session id (or any string) seeds a small PRNG, so a session's account,
// buyer and wording vary between sessions yet come out the same every time for the same session.

/** FNV-1a: a 32-bit hash of a string, used as a PRNG seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32 seeded from the given parts (joined), e.g. `seededRandom(sessionId, 'account')`. */
export function seededRandom(...parts: Array<string | number>): Random {
  let state = hashString(parts.join('|'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    sample(items, count) {
      const pool = [...items];
      const chosen = [];
      while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(int(0, pool.length - 1), 1)[0]);
      return chosen;
    },
  };
}
