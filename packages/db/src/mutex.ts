/**
 * A FIFO lock. PGlite has a single connection, so Kysely must never interleave two transactions
 * on it: each acquirer waits until the previous holder releases.
 *
 * @example
 * const release = await mutex.lock();
 * try { await work(); } finally { release(); }
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return acquired;
  }
}
