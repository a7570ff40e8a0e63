import { Cache } from '../../lib/cache/cache';
import type { CanonicalRequest } from '../../lib/request/requestContext';
import type { HtmlExperimentName } from '../../lib/rules/experiments/experiments';

/**
 * The experiments a page's URL reads (`base`: its key without them, pageCacheBaseKey): its key names
 * them, and other nodes learn them from Redis with the page (docs/page-cache.md, "Experiments").
 */
export interface PageReads {
  base: string;
  names: readonly HtmlExperimentName[];
}

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
   * How often visitors asked for it, carried over to the page that replaces it: after an invalidation
   * the most asked pages are rendered again before anyone asks (pageCache.ts, `refreshAfterInvalidation`).
   */
  asks?: number | undefined;
  /**
   * Not yet written to the shared tier: a page goes there when asked a second time (issue 20 §2: junk
   * URLs asked once never reach Redis), with the Redis clock read before its render.
   */
  sharePending?: { clock: string | undefined; reads: PageReads } | undefined;
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
 * The page cache's memory, a configuration of the cache primitive (lib/cache/cache.ts): least recently
 * used entries go first once either bound (entries or bytes) is passed; the pages' tags let a
 * publication mark exactly the pages that used a document, product, collection or city as invalidated
 * (kept as the stale-if-error copy until then).
 * @example const store = new PageStore({ maxEntries: 2, maxBytes: 1e6 }, () => 0); store.set('k', page); store.lookup('k').state === 'fresh'
 */
export class PageStore {
  readonly #pages: Cache<CachedPage>;
  readonly #now: () => number;

  constructor(limits: StoreLimits, now: () => number = Date.now) {
    this.#pages = new Cache<CachedPage>({
      maxEntries: limits.maxEntries,
      maxBytes: limits.maxBytes,
      sizeOf,
      now,
    });
    this.#now = now;
  }

  get size(): number {
    return this.#pages.count;
  }

  get bytes(): number {
    return this.#pages.bytes;
  }

  /** The keys kept, most recently used first. */
  keys(): Iterable<string> {
    return this.#pages.keys();
  }

  lookup(key: string): Lookup {
    // Now the most recently used.
    const page = this.#pages.get(key);
    if (!page) return { state: 'expired', page: undefined };
    const now = this.#now();
    if (now >= page.errorUntil) {
      this.delete(key);
      return { state: 'expired', page: undefined };
    }
    if (page.invalidated || now >= page.staleUntil) return { state: 'expired', page };
    return { state: now < page.freshUntil ? 'fresh' : 'stale', page };
  }

  set(key: string, page: CachedPage): void {
    this.#pages.set(key, page, page.tags);
  }

  /** Measures a kept page again after a form was added to it (its gzip, made on first ask). */
  remeasure(key: string, page: CachedPage): void {
    if (this.#pages.peek(key) === page) this.#pages.set(key, page, page.tags);
  }

  /**
   * Puts a better brotli form on the page kept under the key, if it is still that very page (a refresh
   * or an eviction since the recompression began wins); the byte count follows.
   */

  replaceBrotli(key: string, page: CachedPage, br: Buffer): boolean {
    if (this.#pages.peek(key) !== page) return false;
    page.br = br;
    page.brBest = true;
    // Kept again under its own key: the store measures its new size.
    this.#pages.set(key, page, page.tags);
    return true;
  }

  delete(key: string): void {
    this.#pages.delete(key);
  }

  /** Marks the pages carrying any of the tags (or every page) invalidated; returns their keys. */
  invalidate(tags: readonly string[] | 'all'): string[] {
    const keys: string[] = [];
    for (const key of this.#pages.reached(tags)) {
      const page = this.#pages.peek(key);
      if (page && !page.invalidated) {
        page.invalidated = true;
        keys.push(key);
      }
    }
    return keys;
  }

  /** The page kept under a key, without making it the most recently used. */
  peek(key: string): CachedPage | undefined {
    return this.#pages.peek(key);
  }
}
