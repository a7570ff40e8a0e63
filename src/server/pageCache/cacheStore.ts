import type { CanonicalRequest } from '../../lib/request/requestContext';

/** A rendered answer as the page cache keeps it: headers already cleaned, bodies precompressed. */
export interface CachedPage {
  status: number;
  /** Response headers to send (no Set-Cookie, no internal headers), lower-case names. */
  headers: readonly (readonly [string, string])[];
  body: Buffer;
  gzip: Buffer | undefined;
  br: Buffer | undefined;
  /** Its brotli form is at the best quality (recompressed once the page was asked again). */
  brBest?: boolean | undefined;
  etag: string;
  tags: readonly string[];
  storedAt: number;
  /** Served as is until then. */
  freshUntil: number;
  /** Served while one background refresh runs until then (stale-while-revalidate). */
  staleUntil: number;
  /** Served when a refresh fails until then (stale-if-error, the bounded maximum staleness). */
  errorUntil: number;
  /** A publication touched it: the next request renders afresh; kept only as the stale-if-error copy. */
  invalidated: boolean;
  /**
   * Not yet written to the shared tier: a page goes there when asked a second time (issue 20 §2: junk
   * URLs asked once never reach Redis), with the Redis clock read before its render.
   */
  sharePending?: { clock: string | undefined } | undefined;
  /** The canonical request it was rendered from: a refresh renders from it (issue 20 §1). */
  request?: CanonicalRequest | undefined;
}

export type Lookup =
  | { state: 'fresh'; page: CachedPage }
  | { state: 'stale'; page: CachedPage }
  /** Too old or invalidated: render now; the page (if any) may still answer when the render fails. */
  | { state: 'expired'; page: CachedPage | undefined };

export interface StoreLimits {
  maxEntries: number;
  maxBytes: number;
}

const sizeOf = (page: CachedPage): number =>
  page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 512;

/**
 * The page cache's memory: least recently used entries go first once either bound (entries or bytes)
 * is passed; a tag index lets a publication mark exactly the pages that used a document, product,
 * collection or city as invalidated.
 * @example const store = new PageStore({ maxEntries: 2, maxBytes: 1e6 }, () => 0); store.set('k', page); store.lookup('k').state === 'fresh'
 */
export class PageStore {
  readonly #entries = new Map<string, CachedPage>();
  readonly #byTag = new Map<string, Set<string>>();
  readonly #limits: StoreLimits;
  readonly #now: () => number;
  #bytes = 0;

  constructor(limits: StoreLimits, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  lookup(key: string): Lookup {
    const page = this.#entries.get(key);
    if (!page) return { state: 'expired', page: undefined };
    const now = this.#now();
    if (now >= page.errorUntil) {
      this.delete(key);
      return { state: 'expired', page: undefined };
    }
    // Recently used: moved to the end of the insertion order (the LRU order).
    this.#entries.delete(key);
    this.#entries.set(key, page);
    if (page.invalidated || now >= page.staleUntil) return { state: 'expired', page };
    return { state: now < page.freshUntil ? 'fresh' : 'stale', page };
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const size = sizeOf(page);
    if (size > this.#limits.maxBytes) return;
    this.#entries.set(key, page);
    this.#bytes += size;
    for (const tag of page.tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.#evict();
  }

  /**
   * Puts a better brotli form on the page kept under the key, if it is still that very page (a refresh
   * or an eviction since the recompression began wins); the byte count follows.
   */
  replaceBrotli(key: string, page: CachedPage, br: Buffer): boolean {
    if (this.#entries.get(key) !== page) return false;
    this.#bytes += br.length - (page.br?.length ?? 0);
    page.br = br;
    page.brBest = true;
    return true;
  }

  delete(key: string): void {
    const page = this.#entries.get(key);
    if (!page) return;
    this.#entries.delete(key);
    this.#bytes -= sizeOf(page);
    for (const tag of page.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }

  /** Marks the pages carrying any of the tags (or every page) invalidated; returns how many. */
  invalidate(tags: readonly string[] | 'all'): number {
    let count = 0;
    const mark = (key: string): void => {
      const page = this.#entries.get(key);
      if (page && !page.invalidated) {
        page.invalidated = true;
        count += 1;
      }
    };
    if (tags === 'all') for (const key of this.#entries.keys()) mark(key);
    else for (const tag of tags) for (const key of this.#byTag.get(tag) ?? []) mark(key);
    return count;
  }

  #evict(): void {
    while (this.#entries.size > this.#limits.maxEntries || this.#bytes > this.#limits.maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }
}
