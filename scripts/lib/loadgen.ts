// A small load generator for the serving scripts and tests (load, soak, cluster:local): N keep-alive
// connections for a duration over a mix of requests, each answer checked by the request's own rule, so
// a load run proves correctness (every visitor gets their own page) as well as counting errors.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface LoadAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes as sent (compressed when the request accepted it). */
  raw: Buffer;
  /** How long the answer took, in ms. */
  ms: number;
}

export interface LoadRequest {
  host: string;
  path: string;
  headers?: Record<string, string>;
  /** A problem with the answer, or undefined when it is right. */
  check?: (answer: LoadAnswer) => string | undefined;
}

export interface LoadResult {
  requests: number;
  errors: number;
  wrong: number;
  statuses: Record<string, number>;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  samples: string[];
}

export interface LoadOptions {
  port: number;
  address?: string;
  connections: number;
  seconds: number;
  mix: LoadRequest[];
  onTick?: (elapsedSeconds: number) => void;
  /** Each request of the mix once, then stop. */
  once?: boolean;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);

/** Runs `connections` loops for `seconds`, each taking the next request of the mix in turn. */
export async function runLoad({
  port,
  address = '127.0.0.1',
  connections,
  seconds,
  mix,
  onTick,
  once = false,
}: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const samples: string[] = [];
  let errors = 0;
  let wrong = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let lastTick = 0;
  const one = (item: LoadRequest) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = request(
        { host: address, port, path: item.path, agent, headers: { host: item.host, ...item.headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - t0;
            latencies.push(ms);
            const status = res.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            const raw = Buffer.concat(chunks);
            const problem = item.check?.({ status, headers: res.headers, body: raw.toString(), raw, ms });
            if (problem) {
              wrong += 1;
              if (samples.length < 5) samples.push(`${item.host}${item.path}: ${problem}`);
            }
            resolve();
          });
          res.on('error', () => {
            errors += 1;
            resolve();
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', (error) => {
        errors += 1;
        if (samples.length < 5) samples.push(`${item.host}${item.path}: ${error.message}`);
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (once ? next < mix.length : performance.now() < deadline) {
        const item = mix[next % mix.length];
        next += 1;
        if (item) await one(item);
        const elapsed = Math.floor((performance.now() - started) / 1000);
        if (onTick && elapsed > lastTick) {
          lastTick = elapsed;
          onTick(elapsed);
        }
      }
    }),
  );
  agent.destroy();
  const duration = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    wrong,
    statuses,
    rps: latencies.length / duration,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    samples,
  };
}

/** Asks every request of the mix once, in turn (renders and caches each page and variation). */
export async function warm(port: number, mix: LoadRequest[]): Promise<void> {
  for (const item of mix) await runLoad({ port, connections: 1, seconds: 0, mix: [item], once: true });
}

const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

/**
 * A realistic mix: page types (landing with cards, collection, show, reviews, city, category) in several
 * languages and visitors with different currencies and consent; each answer must be a 200 showing that
 * visitor's currency and language.
 */
export function pageMix(hostOf: (alias: string) => string): LoadRequest[] {
  const pages: [string, string][] = [
    ['london-theatre', '/'],
    ['london-theatre', '/ar/'],
    ['london-theatre', '/west-end-shows/'],
    ['london-theatre', '/wicked/'],
    ['london-theatre', '/reviews/'],
    ['paris', '/'],
    ['paris', '/fr/'],
    ['vatican', '/tickets/'],
    ['colosseum', '/'],
    ['colosseum', '/it/'],
  ];
  const visitors = [
    { cookie: 'sandboxId=load-visitor-eur; currentCurrency=EUR', currency: 'EUR', ua: HUMAN },
    {
      cookie: 'sandboxId=load-visitor-gbp; currentCurrency=GBP; cookieConsent=necessary',
      currency: 'GBP',
      ua: HUMAN,
    },
    { cookie: 'sandboxId=load-visitor-usd; currentCurrency=USD', currency: 'USD', ua: HUMAN },
    {
      cookie: 'sandboxId=load-visitor-jpy; currentCurrency=JPY; cookieConsent=necessary.analytics',
      currency: 'JPY',
      ua: HUMAN,
    },
  ];
  const mix: LoadRequest[] = [];
  for (const [alias, path] of pages)
    for (const visitor of visitors) {
      const language = /^\/(ar|fr|it)\//.exec(path)?.[1] ?? 'en';
      mix.push({
        host: hostOf(alias),
        path,
        headers: { cookie: visitor.cookie, 'user-agent': visitor.ua },
        check: ({ status, body }) => {
          if (status !== 200) return `status ${status}`;
          if (!body.includes(`"initialCurrency":"${visitor.currency}"`)) return `not ${visitor.currency}`;
          if (!body.includes(`<html lang="${language}"`)) return `not in ${language}`;
          return undefined;
        },
      });
    }
  return mix;
}

/**
 * The least-squares slope of y over x (NaN for fewer than two points or no spread in x): the soak run's
 * memory trend.
 * @example slope([[0, 1], [1, 3], [2, 5]]) === 2
 */
export function slope(points: readonly (readonly [number, number])[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxx === 0 ? NaN : sxy / sxx;
}
