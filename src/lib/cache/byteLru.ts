/**
 * A least-recently-used map bounded by the total size of its values (bytes of rendered images), so
 * memory stays flat whatever the traffic. A value larger than the bound is not kept.
 */
export interface ByteLru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Total size held, in the unit of `sizeOf`. */
  readonly size: number;
  readonly count: number;
}

/**
 * @example const lru = createByteLru<Uint8Array>(1024, (v) => v.byteLength); lru.set('a', new Uint8Array(10)); lru.size === 10
 */
export function createByteLru<V>(maxSize: number, sizeOf: (value: V) => number): ByteLru<V> {
  const entries = new Map<string, V>();
  let size = 0;
  const remove = (key: string) => {
    const old = entries.get(key);
    if (old === undefined) return;
    entries.delete(key);
    size -= sizeOf(old);
  };
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      remove(key);
      const bytes = sizeOf(value);
      if (bytes > maxSize) return;
      entries.set(key, value);
      size += bytes;
      for (const oldest of entries.keys()) {
        if (size <= maxSize) break;
        remove(oldest);
      }
    },
    get size() {
      return size;
    },
    get count() {
      return entries.size;
    },
  };
}
