/**
 * Deterministic randomness for the artwork: the same entity always draws the same picture, so a
 * rendition can be cached forever and its ETag never changes.
 */
export interface ArtRandom {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly [T, ...T[]]): T;
}

/**
 * FNV-1a over the UTF-16 code units: spreads keys over 32-bit seeds.
 * @example hashKey('tourGroup:10002') === hashKey('tourGroup:10002')
 */
export function hashKey(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A mulberry32 stream seeded by a key.
 * @example artRandom('city:ROME').int(1, 6) // always the same first draw for this key
 */
export function artRandom(key: string): ArtRandom {
  let state = hashKey(key);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
  };
}
