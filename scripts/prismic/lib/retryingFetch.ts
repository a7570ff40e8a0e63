/** A `fetch` as the Prismic clients call it (a URL string and an init). */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface RetryOptions {
  /** Retries after the first attempt (default 4). */
  retries?: number;
  /** Wait when an answer gives no usable `retry-after` (default 1000 ms, doubled per retry). */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
}

/** Answers worth asking again: rate limited, or the service briefly unavailable. */
const RETRIED = new Set([429, 502, 503, 504]);
/** The longest wait a `retry-after` may impose before the request is tried again. */
const MAX_DELAY_MS = 60_000;

/**
 * How long to wait before retry `attempt` (0-based): the answer's `retry-after` in seconds when it has
 * one, else an exponential back-off from `baseDelayMs`; never more than a minute.
 * @example retryDelayMs('3', 0, 1000) === 3000; retryDelayMs(null, 2, 1000) === 4000
 */
export function retryDelayMs(retryAfter: string | null, attempt: number, baseDelayMs: number): number {
  const seconds = retryAfter !== null && /^\d+(\.\d+)?$/.test(retryAfter.trim()) ? Number(retryAfter) : NaN;
  const delay = Number.isNaN(seconds) ? baseDelayMs * 2 ** attempt : seconds * 1000;
  return Math.min(delay, MAX_DELAY_MS);
}

/**
 * The fetch both write scripts give their Prismic clients: 429, 502, 503 and 504 are asked again (a
 * few times, honouring `retry-after`), other answers pass through for the client to judge; the last
 * answer of a request that kept failing is returned as it is, so the client reports its status.
 * A write is only repeated when the API answered that it did not do it (429/50x before processing).
 */
export function retryingFetch(base: FetchFn, options: RetryOptions = {}): FetchFn {
  const {
    retries = 4,
    baseDelayMs = 1000,
    sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms)),
    log = () => undefined,
  } = options;
  return async (input, init) => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await base(input, init);
      if (!RETRIED.has(response.status) || attempt >= retries) return response;
      const delay = retryDelayMs(response.headers.get('retry-after'), attempt, baseDelayMs);
      await response.body?.cancel();
      log(`${init?.method ?? 'GET'} ${input} answered ${response.status}; asking again in ${delay} ms`);
      await sleep(delay);
    }
  };
}
