import { addCacheTags } from '../cache/requestScope';
import { cacheTagForDocument, cacheTagForType } from '../cache/cacheTags';
import { countUpstreamCall } from '../metrics/upstreamCalls';

export const DEFAULT_RETRY_AFTER_MS = 1000;
export const MAX_RATE_LIMIT_RETRIES = 3;
export const CONTENT_TIMEOUT_MS = 10_000;

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface ContentFetchOptions {
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  timeoutMs?: number;
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
  return async (input, init = {}) => {
    recordQueriedTypes(input);
    countUpstreamCall('content');
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
