import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { logger } from '../lib/log/logger';
import { sitemapPaths } from '../lib/routing/sitemapPaths';

const log = logger('warm-up');

/** An answer of the server to itself: status and body (uncompressed). */
export interface SelfAnswer {
  status: number;
  body: string;
}

/** Asks for a page by host and path. */
export type Ask = (host: string, path: string) => Promise<SelfAnswer>;

/** The user agent of the warm-up's requests: a browser's (a bot would be given the bots' pages). */
export const WARM_UP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 storefront-warm-up';

/** Where to connect to a server listening on `address`: loopback for a wildcard address. */
function loopbackOf(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::' || address.address === '';
  if (!wildcard) return address.address;
  return address.family === 'IPv6' ? '::1' : '127.0.0.1';
}

/**
 * Asks the server on its own listening address, as a visitor's browser would: the full path of a
 * visitor's request is warmed (the request context, the page cache, compression, the styles step) on the
 * objects visitors bring. Two shortcuts were measured and dropped (issue 25): an in-memory stream pair
 * and a private listener, each handing the server sockets of another class; cache hits were 15–25 %
 * slower afterwards (V8 had learnt the server's HTTP code on two classes). In a cluster the workers share
 * the port, so a worker's warm-up requests are answered by all of them; every worker warms up at once,
 * so each meets about as many. With `https`, each request says so the way a trusted proxy does.
 */
export function askSelf(server: Server, options: { https: boolean }): Ask {
  return (host, path) =>
    new Promise((resolve, reject) => {
      const address = server.address();
      if (!address || typeof address === 'string') {
        reject(new Error('the server is not listening on a TCP port'));
        return;
      }
      const headers: Record<string, string> = {
        host,
        'user-agent': WARM_UP_AGENT,
        accept: 'text/html',
        // Compressed as a browser's answer is (the miss's brotli is part of what gets warm).
        'accept-encoding': 'br',
      };
      if (options.https) headers['x-forwarded-proto'] = 'https';
      const request = httpRequest(
        { host: loopbackOf(address), port: address.port, path, headers, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = (
              response.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw
            ).toString('utf8');
            resolve({ status: response.statusCode ?? 0, body });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    });
}

/**
 * `count` items spread evenly over a list (first, then every `length / count`-th), so a site's warm-up
 * meets its languages and page kinds rather than the first few pages of one.
 * @example spread(['a', 'b', 'c', 'd', 'e', 'f'], 3) → ['a', 'c', 'e']
 */
export function spread<T>(items: readonly T[], count: number): T[] {
  const n = Math.min(count, items.length);
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)] as T);
}

/**
 * How many pages each host gets of a total budget: as even as it can be, the first hosts one more.
 * @example shares(3, 10) → [4, 3, 3]
 */
export function shares(hosts: number, total: number): number[] {
  return Array.from({ length: hosts }, (_, i) => Math.floor(total / hosts) + (i < total % hosts ? 1 : 0));
}

export interface WarmUpResult {
  pages: number;
  failed: number;
  ms: number;
  /** Whether it stopped at its deadline. */
  cutShort: boolean;
}

/**
 * Renders a bounded set of pages before the node reports ready (issue 25): each host's sitemap, then
 * `total` pages spread over the hosts and over each sitemap, `concurrency` at a time, as new visitors
 * (default currency and consent): the server's code is compiled and optimised, each site's chrome, the
 * content answers and the catalogue's prepared statements are made, and the pages are kept as any
 * visitor's would be. Bounded by `deadlineMs`; failures are counted, never thrown.
 */
export async function warmUp(options: {
  ask: Ask;
  hosts: readonly string[];
  total: number;
  concurrency: number;
  deadlineMs: number;
  now?: () => number;
  onProgress?: (done: number, planned: number) => void;
}): Promise<WarmUpResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const late = () => now() - started >= options.deadlineMs;
  let failed = 0;
  const plan: { host: string; path: string }[] = [];
  const budget = shares(options.hosts.length, options.total);
  for (const [i, host] of options.hosts.entries()) {
    if (late()) break;
    const count = budget[i] ?? 0;
    if (count === 0) continue;
    try {
      const sitemap = await options.ask(host, '/sitemap-pages.xml');
      const paths = sitemap.status === 200 ? sitemapPaths(sitemap.body) : [];
      for (const path of spread(paths.length ? paths : ['/'], count)) plan.push({ host, path });
    } catch {
      failed += 1;
    }
  }
  let done = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < plan.length && !late()) {
      const page = plan[next] as { host: string; path: string };
      next += 1;
      try {
        const answer = await options.ask(page.host, page.path);
        if (answer.status >= 500) failed += 1;
      } catch {
        failed += 1;
      }
      done += 1;
      options.onProgress?.(done, plan.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return { pages: done, failed, ms: now() - started, cutShort: done < plan.length };
}

/**
 * The warm-up as a readiness check (`/readyz` says `warm-up` is not ready until it has run) and its
 * start. Off (`total` 0): ready at once.
 */
export function createWarmUp(total: number) {
  let state: { done: boolean; text: string } =
    total > 0 ? { done: false, text: 'not started' } : { done: true, text: 'off' };
  return {
    check: {
      name: 'warm-up',
      probe: async (): Promise<void> => {
        if (!state.done) throw new Error(state.text);
      },
      describe: (): string => `ok (${state.text})`,
    },
    /** Runs the warm-up once; the hosts are asked for first (the site list may still be loading). */
    async run(
      options: Omit<Parameters<typeof warmUp>[0], 'total' | 'onProgress' | 'hosts'> & {
        hosts: () => Promise<readonly string[]>;
      },
    ): Promise<void> {
      if (state.done) return;
      state = { done: false, text: 'reading the sitemaps' };
      const result = await options
        .hosts()
        .then((hosts) =>
          warmUp({
            ...options,
            hosts,
            total,
            onProgress: (done, planned) => {
              state = { done: false, text: `rendering ${done} of ${planned} pages` };
            },
          }),
        )
        .catch((error: unknown): WarmUpResult => {
          log.error({ err: error }, 'warm-up failed');
          return { pages: 0, failed: 1, ms: 0, cutShort: true };
        });
      state = { done: true, text: `${result.pages} pages in ${result.ms} ms` };
      log.info(result, 'warmed up');
    },
  };
}
