/** A repeat of an event within this time is recognised (senders retry within minutes, not days). */
export const EVENT_ID_TTL_MS = 24 * 60 * 60_000;
/** Event ids remembered at most; the oldest is forgotten first (bounded memory). */
export const MAX_EVENT_IDS = 10_000;

/**
 * The event ids seen lately, so that a repeated delivery (a sender's retry, a replayed request within
 * the signature's five minutes) is answered without being applied again. In memory, per process: at
 * most `maxIds` ids (oldest first out), each for `ttlMs`. Other nodes may apply a repeat once more,
 * which costs a few re-renders and nothing else (a change only invalidates caches; docs/preview.md).
 * @example const seen = new SeenEvents(); seen.claim('e1') === true; seen.claim('e1') === false
 */
export class SeenEvents {
  readonly #expires = new Map<string, number>();
  readonly #ttlMs: number;
  readonly #maxIds: number;
  readonly #now: () => number;

  constructor(options: { ttlMs?: number; maxIds?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? EVENT_ID_TTL_MS;
    this.#maxIds = Math.max(1, options.maxIds ?? MAX_EVENT_IDS);
    this.#now = options.now ?? Date.now;
  }

  /** Ids currently remembered (tests). */
  get size(): number {
    return this.#expires.size;
  }

  /** True the first time an id is seen (and remembers it), false for a repeat within the time. */
  claim(id: string): boolean {
    const now = this.#now();
    const expires = this.#expires.get(id);
    if (expires !== undefined && expires > now) return false;
    this.#expires.delete(id);
    this.#expires.set(id, now + this.#ttlMs);
    // Insertion order is expiry order (one ttl for all): the first ids are the oldest.
    for (const [oldest, at] of this.#expires) {
      if (this.#expires.size <= this.#maxIds && at > now) break;
      this.#expires.delete(oldest);
    }
    return true;
  }

  /** Forgets an id whose event could not be applied, so that a retry applies it. */
  forget(id: string): void {
    this.#expires.delete(id);
  }
}

let shared: SeenEvents | undefined;

/** The process's catalogue event ids. */
export function seenCatalogueEvents(): SeenEvents {
  shared ??= new SeenEvents();
  return shared;
}
