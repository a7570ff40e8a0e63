import { addCacheTags } from '../cache/requestScope';
import { cacheTagForDocument, cacheTagForType } from '../cache/cacheTags';

export const DEFAULT_RETRY_AFTER_MS = 1000;
export const MAX_RATE_LIMIT_RETRIES = 3;
export const CONTENT_TIMEOUT_MS = 10_000;

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface ContentFetchOptions {
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  timeoutMs?: number;
  /** Where query answers are kept (`null`: not kept); by default one bounded store per process. */
  answers?: ContentAnswers | null;
}

interface StoredAnswer {
  body: string;
  headers: [string, string][];
}

/**
 * Answers of content queries by URL. A query URL names its ref (`ref=`), and what a ref answers never
 * changes — a publication makes a new ref — so an answer can be reused for as long as memory allows,
 * without any invalidation (docs/page-cache.md). Least recently used answers go first past the bounds.
 * @example const answers = new ContentAnswers(100, 1e6); answers.set(url, { body, headers }); answers.get(url)?.body === body
 */
export class ContentAnswers {
  readonly #entries = new Map<string, StoredAnswer>();
  readonly #maxEntries: number;
  readonly #maxChars: number;
  #chars = 0;

  constructor(maxEntries: number, maxChars: number) {
    this.#maxEntries = maxEntries;
    this.#maxChars = maxChars;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): StoredAnswer | undefined {
    const answer = this.#entries.get(key);
    if (answer) {
      this.#entries.delete(key);
      this.#entries.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: StoredAnswer): void {
    if (answer.body.length > this.#maxChars) return;
    const old = this.#entries.get(key);
    if (old) this.#chars -= old.body.length;
    this.#entries.delete(key);
    this.#entries.set(key, answer);
    this.#chars += answer.body.length;
    while (this.#entries.size > this.#maxEntries || this.#chars > this.#maxChars) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#chars -= this.#entries.get(oldest.value)?.body.length ?? 0;
      this.#entries.delete(oldest.value);
    }
  }
}

/** 2,000 answers or 32 M characters, whichever comes first. */
const sharedAnswers = new ContentAnswers(2000, 32 * 1024 * 1024);

/**
 * The key of a cacheable content request: a document search that names its ref; undefined otherwise
 * (the repository's root, which lists the current refs, is always asked afresh).
 * @example answerKey('https://r.cdn.prismic.io/api/v2/documents/search?ref=abc&q=x') === 'https://r.cdn.prismic.io/api/v2/documents/search?ref=abc&q=x'
 */
export function answerKey(input: string | URL | Request): string | undefined {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.includes('/documents/search') && /[?&]ref=[^&]/.test(url) ? url : undefined;
}

/**
 * Milliseconds to wait for a 429 answer: `retry-after` in seconds or as an HTTP date, else 1000 ms
 * (spec 000 §4). A negative or unreadable value also falls back to the default.
 * @example retryAfterMs('2') === 2000; retryAfterMs(null) === 1000
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.round(Number(header) * 1000);
  const date = Date.parse(header);
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_MS;
  return Math.max(0, date - now);
}

/**
 * The fetch the content client uses: waits and retries on 429 (the client's own fallback would wait
 * 1500 ms, or not at all when the header is missing), bounds retries so a stuck rate limit becomes an
 * 'invalid API response' instead of a hung page, reports 403 as an authorisation error like 401, and
 * gives every request a timeout.
 */
export function createContentFetch(baseFetch: Fetch, options: ContentFetchOptions = {}): Fetch {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? CONTENT_TIMEOUT_MS;
  const answers = options.answers === undefined ? sharedAnswers : options.answers;
  return async (input, init = {}) => {
    recordQueriedTypes(input);
    const cacheKey = answers && (init.method ?? 'GET') === 'GET' ? answerKey(input) : undefined;
    const known = cacheKey ? answers?.get(cacheKey) : undefined;
    if (known) return new Response(known.body, { status: 200, headers: known.headers });
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    for (let attempt = 0; ; attempt += 1) {
      const response = await baseFetch(input, { ...init, signal });
      if (response.status === 429) {
        if (attempt >= MAX_RATE_LIMIT_RETRIES) {
          return new Response(await response.text(), { status: 503, headers: response.headers });
        }
        await sleep(retryAfterMs(response.headers.get('retry-after'), now()));
        continue;
      }
      if (response.status === 403) {
        return new Response(await response.text(), { status: 401, headers: response.headers });
      }
      if (cacheKey && answers && response.status === 200) {
        const body = await response.text();
        const headers: [string, string][] = [];
        response.headers.forEach((value, name) => headers.push([name, value]));
        answers.set(cacheKey, { body, headers });
        return new Response(body, { status: 200, headers });
      }
      return response;
    }
  };
}

const PREDICATE = /document\.(type|id)"?\s*,\s*(?:\[([^\]]*)\]|"([^"]+)")/g;

/**
 * The cache tags of a content query, from its `q` predicates on `document.type` and `document.id`
 * (`at`, `in`, `any`): a page that ran the query is purged when a document of such a type, or that
 * document, is published.
 * @example queriedTags('https://r.cdn.prismic.io/api/v2/documents/search?q=[[at(document.type,"news_page")]]') → ['type:news_page']
 */
export function queriedTags(url: string): string[] {
  const at = url.indexOf('q=');
  if (at < 0) return [];
  let query: string;
  try {
    query = decodeURIComponent(url.slice(at).replaceAll('+', ' '));
  } catch {
    return [];
  }
  const tags: string[] = [];
  for (const match of query.matchAll(PREDICATE)) {
    const list = match[2] ?? match[3] ?? '';
    for (const name of list.split(',')) {
      const value = name.trim().replace(/^"|"$/g, '');
      if (/^[\w-]{1,64}$/.test(value))
        tags.push(match[1] === 'type' ? cacheTagForType(value) : cacheTagForDocument(value));
    }
  }
  return tags;
}

function recordQueriedTypes(input: string | URL | Request): void {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const tags = queriedTags(url);
  if (tags.length > 0) addCacheTags(...tags);
}
