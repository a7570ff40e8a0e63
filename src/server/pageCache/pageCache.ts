import pLimit from 'p-limit';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PAGE_CACHE_HEADER, parseDirective } from '../../lib/cache/pageCachePolicy';
import { withRenderScope, type RenderScope } from '../../lib/cache/requestScope';
import {
  canonicalContext,
  canonicalOf,
  canonicalRenderRequest,
  pageCacheBaseKey,
  pageCacheKey,
  type CanonicalRequest,
  type RequestContext,
} from '../../lib/request/requestContext';
import { PageStore, type CachedPage, type PageReads } from './cacheStore';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../../lib/config';
import type { SharedPages } from './sharedPages';
import {
  chooseEncoding,
  compressBest,
  compressorFor,
  isCompressible,
  compressForMiss,
  compressGzip,
  type Encoding,
} from './encoding';
import { createCacheMetrics, type CacheResult } from './metrics';
import { bodyBytes, type BufferedAnswer, type RenderAnswer } from '../bufferedAnswer';
import { logger } from '../../lib/log/logger';
import { HTML_EXPERIMENTS, type HtmlExperimentName } from '../../lib/rules/experiments/experiments';

const log = logger('page-cache');

/**
 * Renders a request through Astro (app.render) with its request context in `locals` and the client's
 * address.
 */
export type Render = (
  request: Request,
  context: RequestContext,
  clientAddress: string | undefined,
) => Promise<RenderAnswer>;

/** A render read into bytes (a buffered answer's status, headers and body) and what it learnt. */
interface Rendered extends Pick<BufferedAnswer, 'status' | 'headers' | 'body'> {
  scope: RenderScope;
  /** The key it was kept under (its URL's experiments as learnt with this render), when kept. */
  keptAs?: string;
}

const DROPPED = new Set([
  'set-cookie',
  PAGE_CACHE_HEADER,
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'keep-alive',
]);
/** Pages vary by cookies: browsers revalidate (ETag), CDNs must not share them (docs/page-cache.md). */
const BROWSER_CACHE_CONTROL = 'private, no-cache';
const CDN_CACHE_CONTROL = 'no-store';
/** A degraded page (an upstream part failed) is kept this briefly when no good copy exists. */
const DEGRADED_TTL_MS = 5000;
/** Pages waiting for their best-quality brotli form at most; more are skipped until the queue drains. */
const MAX_RECOMPRESS_QUEUED = 32;

/** A map that forgets everything once it holds `max` entries (cheap, bounded, good enough for memos). */
function boundedMemo<V>(max: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string): V | undefined => map.get(key),
    set: (key: string, value: V): void => {
      if (map.size >= max) map.clear();
      map.set(key, value);
    },
  };
}

const etagOf = (body: Buffer): string =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

function addVary(headers: [string, string][], value: string): void {
  const existing = headers.find(([name]) => name === 'vary');
  if (!existing) headers.push(['vary', value]);
  else if (!existing[1].toLowerCase().includes(value.toLowerCase())) existing[1] = `${existing[1]}, ${value}`;
}

/** Headers of a rendered answer as kept: internal and hop-by-hop ones dropped, cache headers set. */
function keptHeaders(source: Headers): [string, string][] {
  const headers: [string, string][] = [];
  source.forEach((value, name) => {
    if (!DROPPED.has(name)) headers.push([name, value]);
  });
  const control = headers.find(([name]) => name === 'cache-control');
  if (control) control[1] = BROWSER_CACHE_CONTROL;
  else headers.push(['cache-control', BROWSER_CACHE_CONTROL]);
  headers.push(['cdn-cache-control', CDN_CACHE_CONTROL]);
  addVary(headers, 'Accept-Encoding');
  return headers;
}

/** Whether the render pipeline allowed its answer to be shared (docs/page-cache.md, "What is kept"). */
function storable(rendered: Rendered): boolean {
  if (rendered.status !== 200 && rendered.status !== 404) return false;
  if (rendered.headers.has('set-cookie')) return false;
  const control = rendered.headers.get('cache-control') ?? '';
  if (/private|no-store/i.test(control)) return false;
  return parseDirective(rendered.headers.get(PAGE_CACHE_HEADER)) !== undefined;
}

const failed = (rendered: Rendered | undefined): boolean =>
  !rendered || rendered.status >= 500 || rendered.scope.degraded;

/**
 * The page cache in front of Astro's handler (docs/page-cache.md): keyed by origin, path, normalised
 * query and the visitor's variation; fresh, stale-while-revalidate with one background render per key,
 * stale-if-error within a bounded staleness; bodies precompressed; ETag and 304; LRU by entries and
 * bytes; invalidation by tags; counters for Prometheus. With `shared`, a miss looks in Redis before
 * rendering and good renders are written there for the other nodes ("Shared through Redis").
 */
export function createPageCache(options: {
  render: Render;
  config: AppConfig['pageCache'];
  now?: () => number;
  shared?: SharedPages | undefined;
  /** Where its counters go: the server's registry (src/server/serverMetrics.ts); its own by default. */
  registry?: Registry | undefined;
}) {
  const { render, config, shared } = options;
  const now = options.now ?? Date.now;
  const store = new PageStore({ maxEntries: config.maxEntries, maxBytes: config.maxBytes }, now);
  const metrics = createCacheMetrics(() => ({ entries: store.size, bytes: store.bytes }), options.registry);
  // The hit path meets the same headers again and again (a returning visitor's cookies, a browser's
  // Accept-Encoding): what is computed from them is remembered in small tables, emptied when full.
  const encodings = boundedMemo<Encoding>(256);
  const encodingFor = (header: string | undefined): Encoding => {
    if (header === undefined) return 'identity';
    let encoding = encodings.get(header);
    if (!encoding) encodings.set(header, (encoding = chooseEncoding(header)));
    return encoding;
  };
  /**
   * Renders for the cache run a few at a time (`RENDER_CONCURRENCY`; by default one with in-process
   * upstreams: config/renderConcurrency.ts), the others wait their turn in order: with twenty
   * interleaved renders each one lives ~20 times longer, so everything it allocates survives the young
   * generation's collections and fills the old one; V8 then spent as much CPU collecting (9.5 ms a
   * render on its helper threads) as rendering (issue 25, docs/performance.md "Renders a few at a time").
   */
  const gate = pLimit(config.renderConcurrency);
  /** How often background work looks whether visitors' renders are done. */
  const IDLE_POLL_MS = 5;
  /**
   * Resolves once no visitor's render runs or waits at the gate: background work (renders after an
   * invalidation, best-quality recompression) takes the cores only when visitors do not need them.
   */
  async function rendersIdle(): Promise<void> {
    while (gate.activeCount > 0 || gate.pendingCount > 0)
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
  }
  /** One render per key at a time: concurrent misses wait for it (no thundering herd). */
  const inflight = new Map<string, Promise<Rendered | undefined>>();
  /**
   * The experiments each URL's renders read (by base key: the URL and the variation without the
   * experiments), learnt from the renders: a page is kept under the variants of those alone, so the
   * visitors of the 16 arm combinations share the few pages they can tell apart. Unknown: all of them.
   * A render that reads one more experiment adds it (the set only grows, so a kept page's key always
   * names every experiment it depends on). Bounded: forgotten at once when full (its URLs learn again).
   */
  const readsByUrl = new Map<string, readonly HtmlExperimentName[]>();
  const maxLearnt = Math.max(1000, config.maxEntries);
  /** The key a request is looked up by: its URL's learnt experiments, or all of them. */
  const lookupKey = (request: CanonicalRequest): string =>
    pageCacheKey(request, readsByUrl.get(pageCacheBaseKey(request)) ?? HTML_EXPERIMENTS);
  /** The experiments a page of `base` is kept under: those its render read and those its URL read before. */
  function namesAfter(base: string, read: ReadonlySet<string>): readonly HtmlExperimentName[] {
    const known = readsByUrl.get(base);
    return HTML_EXPERIMENTS.filter((name) => read.has(name) || known?.includes(name));
  }
  /**
   * Learns that pages of `base` read `names` (added to what it knew). Called once the page is kept: a
   * request in between still looks it up by the wider key, whose render is in flight, and waits for it.
   */
  function learn(base: string, names: readonly HtmlExperimentName[]): void {
    const known = readsByUrl.get(base);
    const merged = known
      ? HTML_EXPERIMENTS.filter((name) => names.includes(name) || known.includes(name))
      : names;
    if (known && merged.length === known.length) return;
    if (readsByUrl.size >= maxLearnt) readsByUrl.clear();
    readsByUrl.set(base, merged);
  }
  /** One read of a URL's experiments from Redis at a time (a node that has not rendered it yet). */
  const sharedReadsOf = new Map<string, Promise<readonly HtmlExperimentName[] | undefined>>();
  /**
   * Learns from Redis what another node learnt of `base` (its pages are shared under those keys), once
   * per URL on this node: resolves whether this node knows it now.
   */
  async function learnShared(base: string): Promise<boolean> {
    if (!shared) return false;
    let read = sharedReadsOf.get(base);
    if (!read) {
      read = shared.reads(base).finally(() => sharedReadsOf.delete(base));
      sharedReadsOf.set(base, read);
    }
    const names = await read;
    if (names) learn(base, names);
    return names !== undefined;
  }
  /** One shared-tier read per key at a time. */
  const sharedReads = new Map<string, ReturnType<SharedPages['lookup']>>();

  /** Renders a canonical request from its canonical context only (issue 20 §1). */
  function renderCanonical(request: CanonicalRequest): Promise<Rendered> {
    return gate(async () => {
      const { result: response, scope } = await withRenderScope(() =>
        render(canonicalRenderRequest(request), canonicalContext(request), undefined),
      );
      const body = await bodyBytes(response);
      return { status: response.status, headers: response.headers, body, scope };
    });
  }

  async function keep(
    key: string,
    request: CanonicalRequest,
    rendered: Rendered,
    clock: string | undefined,
    previous: CachedPage | undefined,
    reads: PageReads,
  ): Promise<CachedPage> {
    const directive = parseDirective(rendered.headers.get(PAGE_CACHE_HEADER));
    const at = now();
    const compressible = isCompressible(rendered.headers.get('content-type'), rendered.body.length);
    const br = compressible ? await compressForMiss(rendered.body) : undefined;
    const degraded = rendered.scope.degraded;
    const fresh = degraded ? DEGRADED_TTL_MS : (directive?.maxAge ?? 0) * 1000;
    const page: CachedPage = {
      status: rendered.status,
      headers: keptHeaders(rendered.headers),
      body: rendered.body,
      gzip: undefined,
      br,
      etag: etagOf(rendered.body),
      tags: [...rendered.scope.tags],
      storedAt: at,
      freshUntil: at + fresh,
      staleUntil: at + fresh + (degraded ? 0 : (directive?.staleWhileRevalidate ?? 0) * 1000),
      errorUntil:
        at +
        fresh +
        (degraded ? 0 : ((directive?.staleWhileRevalidate ?? 0) + (directive?.staleIfError ?? 0)) * 1000),
      invalidated: false,
      asks: previous?.asks ?? 0,
      request,
    };
    // Other nodes get good pages only: a degraded one is this node's short-lived stopgap. A page goes to
    // Redis when asked again (a re-render of a page already shared goes at once): URLs asked once, the
    // junk of scanners among them, never take Redis memory (issue 20 §2).
    if (shared && !degraded) {
      if (previous?.sharePending === undefined && previous !== undefined)
        void shared.keep(key, page, clock, reads);
      else page.sharePending = { clock, reads };
    }
    store.set(key, page);
    return page;
  }

  /** A page kept here and asked again: now it is worth Redis' memory (issue 20 §2). */
  function shareOnSecondAsk(key: string, page: CachedPage): void {
    const pending = page.sharePending;
    if (!shared || !pending) return;
    page.sharePending = undefined;
    void shared.keep(key, page, pending.clock, pending.reads);
  }

  /** Keys waiting for (or in) their best-quality recompression; they run one at a time. */
  const recompressing = new Set<string>();
  let recompressed: Promise<void> = Promise.resolve();

  /**
   * A page kept here and asked again is worth brotli's best quality: recompressed in the background, one
   * page at a time while no visitor's render runs or waits, and swapped in if the page is still the one
   * kept. Its first visitors got the quick form; everyone after gets ~15 % fewer bytes (one round trip
   * less for most pages on a slow link).
   */
  function recompressOnSecondAsk(key: string, page: CachedPage): void {
    if (page.brBest || !page.br || recompressing.has(key)) return;
    if (recompressing.size >= MAX_RECOMPRESS_QUEUED) return;
    recompressing.add(key);
    recompressed = recompressed.then(async () => {
      try {
        // Brotli's best quality costs a core ~0.1 s for a large page: never while visitors' pages render
        // (issue 25: it took 2.5 ms of CPU a miss from the misses that followed a pass of hits).
        await rendersIdle();
        if (store.peek(key) !== page) return;
        const best = await compressBest(page.body);
        // Highly repetitive bodies can come out larger at quality 11: keep whichever is smaller.
        if (best.length < (page.br?.length ?? Infinity)) store.replaceBrotli(key, page, best);
        page.brBest = true;
      } catch (error) {
        log.error({ err: error }, `recompressing ${key} failed`);
      } finally {
        recompressing.delete(key);
      }
    });
  }

  /** Renders for a key once (shared by concurrent requests), keeping the answer when allowed. */
  function renderForKey(
    key: string,
    request: CanonicalRequest,
    previous: CachedPage | undefined,
    clock?: string,
  ): Promise<Rendered | undefined> {
    let pending = inflight.get(key);
    if (!pending) {
      pending = renderCanonical(request)
        .then(async (rendered) => {
          // A failed or degraded render never replaces a good copy that may still answer.
          const keepPrevious = failed(rendered) && previous !== undefined && now() < previous.errorUntil;
          if (storable(rendered) && !keepPrevious) {
            const base = pageCacheBaseKey(request);
            const names = namesAfter(base, rendered.scope.experiments);
            const keptAs = pageCacheKey(request, names);
            const before = keptAs === key ? previous : store.peek(keptAs);
            await keep(keptAs, request, rendered, clock, before, { base, names });
            learn(base, names);
            rendered.keptAs = keptAs;
          }
          return rendered;
        })
        .catch((error: unknown) => {
          log.error({ err: error }, `rendering ${key} failed`);
          return undefined;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  /**
   * The gzip form of a kept page, made on the first request that asks for gzip (a miss makes brotli
   * only) and kept with the page; concurrent gzip requests share it. Undefined if it failed (the body
   * goes uncompressed).
   */
  const gzipping = new WeakMap<CachedPage, Promise<Buffer | undefined>>();
  function gzipOf(key: string, page: CachedPage): Promise<Buffer | undefined> {
    let pending = gzipping.get(page);
    if (!pending) {
      pending = compressGzip(page.body).then(
        (gzip) => {
          page.gzip = gzip;
          store.remeasure(key, page);
          return gzip;
        },
        (error: unknown) => {
          log.error({ err: error }, `gzip of ${key} failed`);
          return undefined;
        },
      );
      gzipping.set(page, pending);
    }
    return pending;
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    page: CachedPage,
    result: CacheResult,
    cookies: readonly string[],
  ): void | Promise<void> {
    metrics.count(result);
    page.asks = (page.asks ?? 0) + 1;
    const headers: [string, string][] = [...(page.headers as [string, string][])];
    headers.push(['etag', page.etag], ['x-cache', result.toUpperCase()]);
    headers.push(['age', String(Math.max(0, Math.floor((now() - page.storedAt) / 1000)))]);
    for (const cookie of cookies) headers.push(['set-cookie', cookie]);
    const match = req.headers['if-none-match'];
    if (
      match &&
      page.status === 200 &&
      match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag.slice(2))
    ) {
      // Flat [name, value, …]: the server set x-request-id on the response already (setHeader), and
      // Node merges only a flat list with it.
      res.writeHead(304, headers.flat());
      res.end();
      return;
    }
    const encoding = encodingFor(req.headers['accept-encoding']);
    // A compressible page (it has a brotli form) asked for gzip before anyone else did.
    if (encoding === 'gzip' && !page.gzip && page.br)
      return gzipOf(key, page).then((gzip) => write(req, res, page, headers, gzip ? 'gzip' : 'identity'));
    write(req, res, page, headers, encoding);
  }

  function write(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    headers: [string, string][],
    encoding: Encoding,
  ): void {
    const body =
      encoding === 'br' && page.br ? page.br : encoding === 'gzip' && page.gzip ? page.gzip : page.body;
    if (body !== page.body) headers.push(['content-encoding', encoding]);
    headers.push(['content-length', String(body.length)]);
    res.writeHead(page.status, headers.flat());
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Sends an answer that is not kept, compressed when worthwhile. */
  async function sendUncached(
    req: IncomingMessage,
    res: ServerResponse,
    response: RenderAnswer | Rendered,
    cookies: readonly string[],
  ): Promise<void> {
    metrics.count('bypass');
    const headers: [string, string][] = [];
    const setCookies: string[] = [];
    response.headers.forEach((value, name) => {
      if (name === 'set-cookie') return;
      if (!DROPPED.has(name)) headers.push([name, value]);
    });
    if (response.headers.getSetCookie) setCookies.push(...response.headers.getSetCookie());
    for (const cookie of [...setCookies, ...cookies]) headers.push(['set-cookie', cookie]);
    headers.push(['x-cache', 'BYPASS']);
    const type = response.headers.get('content-type');
    const encoding: Encoding = isCompressible(type)
      ? chooseEncoding(req.headers['accept-encoding'])
      : 'identity';
    if (isCompressible(type)) addVary(headers, 'Accept-Encoding');
    // In memory unless it is Astro's own Response (a buffered answer, or a render already read).
    const body = response instanceof Response ? undefined : response.body;
    if (body && (encoding === 'identity' || body.length < 1024)) {
      headers.push(['content-length', String(body.length)]);
      res.writeHead(response.status, headers.flat());
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (encoding !== 'identity') headers.push(['content-encoding', encoding]);
    res.writeHead(response.status, headers.flat());
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = response instanceof Response ? response.body : undefined;
    const source = body ? Readable.from([body]) : stream ? Readable.fromWeb(stream as never) : undefined;
    if (!source) {
      res.end();
      return;
    }
    if (encoding === 'identity') await pipeline(source, res);
    else await pipeline(source, compressorFor(encoding), res);
  }

  /**
   * Renders a request through Astro with its context, answering without keeping (previews, the API,
   * robots and sitemaps, one-time states): the live request, since nothing of it is shared.
   */
  async function renderOnly(
    req: IncomingMessage,
    res: ServerResponse,
    request: Request,
    context: RequestContext,
    cookies: readonly string[],
  ): Promise<void> {
    const response = await render(request, context, req.socket.remoteAddress);
    await sendUncached(req, res, response, cookies);
  }

  async function handleCached(
    req: IncomingMessage,
    res: ServerResponse,
    context: RequestContext,
    cookies: readonly string[],
  ): Promise<void> {
    const canonical = canonicalOf(context);
    let key = lookupKey(canonical);
    let found = store.lookup(key);
    if (shared && found.state === 'expired' && !inflight.has(key)) {
      // A URL this node has not rendered yet: another node may have, and shared its page under the key
      // of the experiments it reads (one more Redis round trip, once per URL on this node).
      const base = pageCacheBaseKey(canonical);
      if (!readsByUrl.has(base) && (await learnShared(base))) {
        key = lookupKey(canonical);
        found = store.lookup(key);
      }
    }
    if (found.state !== 'expired') {
      shareOnSecondAsk(key, found.page);
      recompressOnSecondAsk(key, found.page);
    }
    if (found.state === 'fresh') return send(req, res, key, found.page, 'hit', cookies);
    let clock: string | undefined;
    if (shared && found.state === 'expired' && !inflight.has(key)) {
      // Another node may have rendered it: one Redis round trip, never more than its short timeout.
      let read = sharedReads.get(key);
      if (!read) {
        read = shared.lookup(key).finally(() => sharedReads.delete(key));
        sharedReads.set(key, read);
      }
      const fetched = await read;
      clock = fetched.clock;
      if (fetched.page) {
        store.set(key, { ...fetched.page, request: canonical });
        const filled = store.lookup(key);
        if (filled.state !== 'expired') found = filled;
      }
    }
    if (found.state === 'fresh') return send(req, res, key, found.page, 'hit-shared', cookies);
    if (found.state === 'stale') {
      const sent = send(req, res, key, found.page, 'stale', cookies);
      // Refreshed from the entry's own canonical request, never from the visitor who found it stale.
      if (!inflight.has(key))
        void renderForKey(key, found.page.request ?? canonical, found.page, clock).then((rendered) => {
          if (failed(rendered)) metrics.refreshFailed();
        });
      return sent;
    }
    const previous = found.page;
    const rendered = await renderForKey(key, canonical, previous, clock);
    if (failed(rendered) && previous && now() < previous.errorUntil) {
      metrics.refreshFailed();
      return send(req, res, key, previous, 'stale-if-error', cookies);
    }
    if (!rendered) {
      res.writeHead(503, {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': '30',
        'cache-control': 'no-store',
      });
      res.end('The page could not be rendered just now. Please try again in a moment.');
      return;
    }
    const keptAs = rendered.keptAs ?? key;
    const kept = store.lookup(keptAs);
    if (kept.page && kept.state !== 'expired' && storable(rendered))
      return send(req, res, keptAs, kept.page, 'miss', cookies);
    await sendUncached(req, res, rendered, cookies);
  }

  /**
   * Answers a page request (`cache`: looked up and kept by its context's key; `render`: rendered live,
   * never kept), adding the visitor's own cookies. Never throws: a failure becomes a plain 503.
   */
  function handle(
    req: IncomingMessage,
    res: ServerResponse,
    context: RequestContext,
    live: { kind: 'cache' | 'render'; request: () => Request; cookies: readonly string[] },
  ): Promise<void> {
    // A cacheable page renders from its canonical context even with the cache off (PAGE_CACHE=off).
    const work =
      live.kind === 'render'
        ? renderOnly(req, res, live.request(), context, live.cookies)
        : config.enabled
          ? handleCached(req, res, context, live.cookies)
          : renderCanonical(canonicalOf(context)).then((rendered) =>
              sendUncached(req, res, rendered, live.cookies),
            );
    return work.catch((error: unknown) => {
      // The visitor went away mid-answer: nothing to tell anyone.
      if ((error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      log.error({ err: error }, `${req.method} ${context.path} failed`);
      if (!res.headersSent) {
        res.writeHead(503, {
          'content-type': 'text/plain; charset=utf-8',
          'retry-after': '30',
          'cache-control': 'no-store',
        });
        res.end('The page could not be rendered just now. Please try again in a moment.');
      } else res.destroy();
    });
  }

  /** The Prometheus text of the cache's counters. */
  const metricsText = async (): Promise<{ type: string; body: string }> => ({
    type: metrics.registry.contentType,
    body: await metrics.registry.metrics(),
  });

  /** Marks pages invalidated by tags (or all); returns how many. */
  function invalidate(tags: readonly string[] | 'all'): number {
    const keys = store.invalidate(tags);
    metrics.invalidated(keys.length);
    // Stamped in Redis by every node that applies it: a page rendered before it is never shared again.
    if (shared) void shared.invalidate(tags);
    refreshAfterInvalidation(keys);
    return keys.length;
  }

  /** Keys of invalidated pages waiting to be rendered again before anyone asks, most asked first. */
  const refreshQueue: string[] = [];
  let refreshing = false;

  /**
   * After an invalidation, the most asked of the pages it reached (asked at least twice; at most
   * `config.refreshAfterInvalidation`) are rendered again in the background, so their visitors rarely
   * meet a cold page. Lowest priority: one at a time, and only while no visitor's render is running or
   * waiting at the gate; a page a visitor asks first is rendered for that visitor (one render per key).
   */
  function refreshAfterInvalidation(keys: readonly string[]): void {
    if (config.refreshAfterInvalidation === 0 || keys.length === 0) return;
    const queued = new Set(refreshQueue);
    for (const key of keys) if ((store.peek(key)?.asks ?? 0) >= 2 && !queued.has(key)) refreshQueue.push(key);
    // The most asked first across invalidations, and never more than the bound.
    refreshQueue.sort((a, b) => (store.peek(b)?.asks ?? 0) - (store.peek(a)?.asks ?? 0));
    refreshQueue.length = Math.min(refreshQueue.length, config.refreshAfterInvalidation);
    if (!refreshing) void drainRefreshes();
  }

  async function drainRefreshes(): Promise<void> {
    refreshing = true;
    try {
      for (let key = refreshQueue.shift(); key !== undefined; key = refreshQueue.shift()) {
        // Visitors first: wait while any render of theirs runs or waits.
        await rendersIdle();
        const page = store.peek(key);
        if (!page?.invalidated || !page.request || inflight.has(key)) continue;
        const rendered = await renderForKey(key, page.request, page);
        if (!failed(rendered)) metrics.refreshedAfterInvalidation();
      }
    } finally {
      refreshing = false;
    }
  }

  return { handle, invalidate, store, metrics, metricsText };
}

export type PageCache = ReturnType<typeof createPageCache>;
