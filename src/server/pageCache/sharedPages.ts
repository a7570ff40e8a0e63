import { z } from 'zod';
import type { SharedTier } from '../../lib/cache/sharedTier';
import { HTML_EXPERIMENTS, type HtmlExperimentName } from '../../lib/rules/experiments/experiments';
import type { CachedPage, PageReads } from './cacheStore';

/** Pages larger than this (body and both compressed forms) stay in their node's memory only. */
export const SHARED_PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Parts of a page in Redis: the header (JSON), then the raw body, brotli and gzip bytes. */
const PARTS = 4;

const header = z.object({
  status: z.number().int(),
  headers: z.array(z.tuple([z.string(), z.string()])).max(200),
  etag: z.string().max(100),
  tags: z.array(z.string().max(300)).max(10_000),
  storedAt: z.number(),
  freshUntil: z.number(),
  staleUntil: z.number(),
  errorUntil: z.number(),
});

/**
 * The longest a page lives in Redis (it was ~24 h: the stale-if-error bound). An hour keeps a busy page
 * shared across nodes while a page nobody asks for leaves soon; Redis' own `maxmemory` with
 * `allkeys-lru` bounds the rest (docs/deployment.md).
 */
export const SHARED_PAGE_MAX_TTL_MS = 60 * 60 * 1000;

/** Marks a URL's set of read experiments (a page that reads none has a set all the same). */
const READS_MARK = '.';
const readsKey = (base: string): string => `reads|${base}`;

/**
 * A page as Redis keeps it: a small JSON header and the three bodies as raw bytes (no base64).
 * @example decodePage(encodePage(page)) → a copy of page, invalidated false
 */
export function encodePage(page: CachedPage): Buffer[] {
  const { status, headers, etag, tags, storedAt, freshUntil, staleUntil, errorUntil } = page;
  const meta = { status, headers, etag, tags, storedAt, freshUntil, staleUntil, errorUntil };
  return [
    Buffer.from(JSON.stringify(meta)),
    page.body,
    page.br ?? Buffer.alloc(0),
    page.gzip ?? Buffer.alloc(0),
  ];
}

/** The page of Redis' parts, or undefined for anything malformed. */
export function decodePage(parts: readonly Buffer[]): CachedPage | undefined {
  const [meta, body, br, gzip] = parts;
  if (!meta || !body || !br || !gzip) return undefined;
  let parsed;
  try {
    parsed = header.safeParse(JSON.parse(meta.toString()));
  } catch {
    return undefined;
  }
  if (!parsed.success) return undefined;
  return {
    ...parsed.data,
    body,
    br: br.length > 0 ? br : undefined,
    gzip: gzip.length > 0 ? gzip : undefined,
    invalidated: false,
  };
}

/**
 * The page cache's shared tier (docs/page-cache.md, "Shared through Redis"): a node's miss looks here
 * before rendering; a node that rendered a good page writes it for the others, expiring with its
 * stale-if-error bound; an invalidation on any node stamps its tags, so Redis never answers a page
 * rendered before it.
 * @example const shared = new SharedPages(new SharedTier({ url, namespace: 'storefront:page', label: 'pages' }))
 */
export class SharedPages {
  readonly #tier: SharedTier;
  readonly #now: () => number;

  constructor(tier: SharedTier, now: () => number = Date.now) {
    this.#tier = tier;
    this.#now = now;
  }

  /**
   * A page still fresh or stale in Redis (an older copy is left to the node's own stale-if-error), and
   * Redis' clock when it was read (the stamp of the page this node may render next).
   */
  async lookup(key: string): Promise<{ page: CachedPage | undefined; clock: string | undefined }> {
    const { clock, parts } = await this.#tier.read(key, PARTS);
    const page = parts ? decodePage(parts) : undefined;
    return { page: page && this.#now() < page.staleUntil ? page : undefined, clock };
  }

  /**
   * Writes a page for the other nodes, unless too large or already past its bound; it expires from
   * Redis with its stale-if-error bound, at most {@link SHARED_PAGE_MAX_TTL_MS} (issue 20 §2).
   */
  keep(key: string, page: CachedPage, clock: string | undefined, reads: PageReads): Promise<void> {
    const size = page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);
    const ttl = Math.min(page.errorUntil - this.#now(), SHARED_PAGE_MAX_TTL_MS);
    if (size > SHARED_PAGE_MAX_BYTES || ttl <= 0) return Promise.resolve();
    const written = this.#tier.write(key, encodePage(page), page.tags, ttl, clock);
    // Another node that has not rendered the URL learns from this set which key to look the page up by.
    const remembered = this.#tier.addMembers(readsKey(reads.base), [READS_MARK, ...reads.names], ttl);
    return Promise.all([written, remembered]).then(() => undefined);
  }

  /**
   * The experiments the pages of a URL (`base`: pageCacheBaseKey) read, as the nodes that rendered and
   * shared them learnt; undefined when no node shared one (or on any failure). Unknown names are ignored.
   */
  async reads(base: string): Promise<readonly HtmlExperimentName[] | undefined> {
    const members = await this.#tier.members(readsKey(base));
    if (!members?.includes(READS_MARK)) return undefined;
    return HTML_EXPERIMENTS.filter((name) => members.includes(name));
  }

  invalidate(tags: readonly string[] | 'all'): Promise<void> {
    return this.#tier.invalidate(tags);
  }

  close(): void {
    this.#tier.close();
  }
}
