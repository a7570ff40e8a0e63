const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * 32-bit FNV-1a of a string's UTF-16 code units: small, fast and stable across runtimes.
 * @example fnv1a('') === 2166136261; fnv1a('a') === 3826002220
 */
export function fnv1a(text: string): number {
  let hash = FNV_OFFSET;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash >>> 0;
}

/**
 * A visitor's bucket 0..99 in one experiment (spec 001 §4): the same sandbox id always lands in the same
 * bucket of an experiment, and buckets of different experiments are independent.
 * @example bucketOf('cta-copy', 'sandbox-1') === bucketOf('cta-copy', 'sandbox-1')
 */
export function bucketOf(experiment: string, sandboxId: string): number {
  return fnv1a(`${experiment}:${sandboxId}`) % 100;
}
