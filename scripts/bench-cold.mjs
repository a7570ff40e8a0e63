// Cold-cache benchmark (issue 25; run `npm run build` first, `npm run bench:cold` does). Starts the built
// server with the page cache on (one node, embedded defaults, a fresh demo catalogue) and asks every
// sitemap page of every demo microsite (every language) once per currency, each request as a new visitor
// (its own visitor id, so its own experiment arms) at a fixed concurrency: every answer is a miss, as
// after a deploy, a publish or on the long tail. Then it asks the very same requests again (each now in
// the page cache), and a third time with other currencies (content and catalogue answers warm, pages
// not): what is left of a miss is the render itself. Prints req/s, p50/p99 per pass, the ratio of cold
// to cached throughput, the server's garbage-collection pauses a request (and how many were over 100 ms),
// and the slowest page types of the cold pass.
// With `--profile`, the server runs under `node --cpu-prof`, and where the CPU time of the cold pass and
// of the pass with the answers warm went is printed (self time by area and function, inclusive time by
// function), each read from its own window of the one profile.
// Usage: node scripts/bench-cold.mjs [--concurrency 20] [--currencies EUR,USD,GBP] [--others JPY,AUD,CHF] [--profile]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { askServer } from './lib/askServer.mjs';
import { startBuiltServer } from './lib/builtServer.mjs';
import { summarise } from './lib/cpuProfile.mjs';
import { runLoad } from './lib/loadgen.ts';
import { demoPages, kindOf } from './lib/demoPages.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? String(args[index + 1]) : fallback;
};
const concurrency = Number(option('concurrency', '20'));
const currencies = option('currencies', 'EUR,USD,GBP').split(',');
const others = option('others', 'JPY,AUD,CHF').split(',');
const profileDir = args.includes('--profile')
  ? mkdtempSync(join(tmpdir(), 'bench-cold-profile-'))
  : undefined;

const WEBHOOK_SECRET = 'bench-cold-webhook-secret-of-32-bytes-or-more';
const catalogueDir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
const { port, pid, stop } = await startBuiltServer(
  {
    CATALOGUE_DATA_DIR: catalogueDir,
    DATABASE_URL: '',
    PAGE_CACHE: 'on',
    // The publication of the last pass comes through Prismic's webhook, as in production.
    PRISMIC_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
  profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]
    : (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
);
/** The page list is read once, uncompressed, before anything is measured. */
const listAs = async (host, path) => {
  const { status, text } = await askServer(port, { host: `${host}:${port}`, path });
  return { status, body: text() };
};

/**
 * CPU time the server has used so far, in ms (Linux /proc, clock ticks of 10 ms): its main thread
 * (where pages render) and all its other threads (libuv's pool compressing, GC helpers). A CPU profile
 * cannot tell this apart on a busy machine: it samples wall time.
 */
function serverCpu() {
  /** @type {Record<string, number>} */
  const byThread = {};
  let main = NaN;
  for (const task of readdirSync(`/proc/${pid}/task`, { withFileTypes: false })) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * 10;
      if (task === String(pid)) main = ms;
      else {
        // libuv-worker, V8Worker (GC and compiler helpers), …: threads of one kind summed.
        const name = readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim();
        byThread[name] = (byThread[name] ?? 0) + ms;
      }
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return { main, byThread };
}

/** Requests made to each upstream so far (`storefront_upstream_requests_total` on /metrics). */
async function upstreamCalls() {
  const body = await metricsBody();
  return {
    content: metricValue(body, 'storefront_upstream_requests_total\\{upstream="content"\\}'),
    catalogue: metricValue(body, 'storefront_upstream_requests_total\\{upstream="catalogue"\\}'),
    heapMb: metricValue(body, 'nodejs_heap_size_used_bytes') / 1e6,
    externalMb: metricValue(body, 'nodejs_external_memory_bytes') / 1e6,
    gc: gcPauses(body),
  };
}

/**
 * The server's garbage-collection pauses so far (prom-client's `nodejs_gc_duration_seconds`, from
 * perf_hooks): ms in total by kind, and how many pauses took longer than 100 ms (a pause stops every
 * render in flight, so long ones show in the p99).
 */
function gcPauses(body) {
  const ms = (kind) => 1000 * metricValue(body, `nodejs_gc_duration_seconds_sum\\{kind="${kind}"\\}`) || 0;
  const count = (kind, le) =>
    metricValue(
      body,
      `nodejs_gc_duration_seconds_bucket\\{le="${le.replace('+', '\\+')}",kind="${kind}"\\}`,
    ) || 0;
  const kinds = ['minor', 'major', 'incremental'];
  return {
    ms: Object.fromEntries(kinds.map((kind) => [kind, ms(kind)])),
    over100ms: kinds.reduce((sum, kind) => sum + count(kind, '+Inf') - count(kind, '0.1'), 0),
  };
}

const htmlOf = (raw, encoding) =>
  (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString(
    'utf8',
  );

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Each request once, `concurrency` at a time (the load generator of `npm run load`); each answer's
 * x-cache and, when asked, its page kind and latency are noted.
 */
async function pass(requests, { kinds } = { kinds: false }) {
  const before = await upstreamCalls();
  const cpuBefore = serverCpu();
  const caches = {};
  const answers = [];
  const result = await runLoad({
    port,
    connections: concurrency,
    seconds: 0,
    once: true,
    mix: requests.map(({ host, path, cookie }) => ({
      host: `${host}:${port}`,
      path,
      headers: { cookie, 'accept-encoding': 'br, gzip' },
      check: ({ headers, raw, ms }) => {
        const cache = String(headers['x-cache'] ?? '-');
        caches[cache] = (caches[cache] ?? 0) + 1;
        // Decompressed after the pass, so the measuring client does not compete with the server.
        if (kinds) answers.push({ raw, encoding: headers['content-encoding'], ms });
        return undefined;
      },
    })),
  });
  const timesByKind = new Map();
  for (const { raw, encoding, ms } of answers) {
    const kind = kindOf(htmlOf(raw, encoding));
    timesByKind.set(kind, [...(timesByKind.get(kind) ?? []), ms]);
  }
  const cpuAfter = serverCpu();
  const after = await upstreamCalls();
  const cpu = {
    main: (cpuAfter.main - cpuBefore.main) / requests.length,
    others: Object.fromEntries(
      Object.entries(cpuAfter.byThread).map(([name, ms]) => [
        name,
        (ms - (cpuBefore.byThread[name] ?? 0)) / requests.length,
      ]),
    ),
  };
  const perRequest = (upstream) => (after[upstream] - before[upstream]) / requests.length;
  return {
    ...result,
    caches,
    answers,
    timesByKind,
    cpu,
    upstream: {
      content: perRequest('content'),
      catalogue: perRequest('catalogue'),
      heapMb: after.heapMb,
      externalMb: after.externalMb,
    },
    gc: {
      perRequest: Object.fromEntries(
        Object.entries(after.gc.ms).map(([kind, ms]) => [
          kind,
          (ms - (before.gc.ms[kind] ?? 0)) / requests.length,
        ]),
      ),
      over100ms: after.gc.over100ms - before.gc.over100ms,
    },
  };
}

/** Prismic's webhook with an unknown document id: every page is invalidated. Returns how many. */
async function publishEverything() {
  const before = metricValue(await metricsBody(), 'storefront_page_cache_invalidated_total');
  const body = JSON.stringify({
    type: 'api-update',
    secret: WEBHOOK_SECRET,
    documents: ['bench-cold-unknown-document'],
  });
  await askServer(port, {
    host: `localhost:${port}`,
    path: '/api/revalidate',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return metricValue(await metricsBody(), 'storefront_page_cache_invalidated_total') - before;
}

/** Waits until the background refreshes stop (no new one for a second); returns how many were made. */
async function refreshesSettled() {
  const count = async () =>
    metricValue(await metricsBody(), 'storefront_page_cache_refreshed_after_invalidation_total');
  const start = await count();
  let last = -1;
  for (let now = start; now !== last; now = await count()) {
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return last - start;
}

async function metricsBody() {
  return (await listAs('localhost', '/metrics')).body;
}

function metricValue(body, name) {
  return Number(new RegExp(`^${name} ([\\d.e+]+)$`, 'm').exec(body)?.[1] ?? NaN);
}

/** The monotonic clock in µs: the clock V8 stamps its profile samples with, in every process. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
/** @type {Map<string, { fromUs: number, toUs: number }>} */
const windows = new Map();
async function timed(name, run) {
  const fromUs = nowUs();
  const result = await run();
  windows.set(name, { fromUs, toUs: nowUs() });
  return result;
}

function summary(label, { requests, rps, p50, p99, statuses, caches, errors, upstream, cpu, gc }) {
  console.log(
    `${label.padEnd(34)} ${String(requests).padStart(5)} req ${rps.toFixed(0).padStart(6)} req/s` +
      `   p50 ${p50.toFixed(1).padStart(7)} ms   p99 ${p99.toFixed(1).padStart(7)} ms` +
      `   status ${JSON.stringify(statuses)}   x-cache ${JSON.stringify(caches)}` +
      `\n${' '.repeat(34)} server CPU per request: main thread ${cpu.main.toFixed(1)} ms, ` +
      Object.entries(cpu.others)
        .filter(([, ms]) => ms >= 0.05)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`)
        .join(', ') +
      `\n${' '.repeat(34)} heap used after ${upstream.heapMb.toFixed(0)} MB, external ${upstream.externalMb.toFixed(0)} MB,` +
      `   upstream calls per request: content ${upstream.content.toFixed(2)}, catalogue ${upstream.catalogue.toFixed(2)}` +
      `\n${' '.repeat(34)} GC pauses per request: ` +
      Object.entries(gc.perRequest)
        .map(([kind, ms]) => `${kind} ${ms.toFixed(2)} ms`)
        .join(', ') +
      `; pauses over 100 ms: ${gc.over100ms}` +
      (errors > 0 ? `   errors ${errors}` : ''),
  );
  return rps;
}

try {
  // The list of pages is read from the sitemaps with a throwaway visitor (not measured).
  const pages = await demoPages(listAs);
  let visitor = 0;
  const requestsFor = (codes) =>
    codes.flatMap((currency) =>
      pages.map(({ host, path }) => ({
        host,
        path,
        cookie: `currentCurrency=${currency}; sandboxId=bench-cold-${(visitor += 1)}`,
      })),
    );
  // What the server rendered for itself before it said ready (WARM_UP_PAGES, src/server/warmUp.ts).
  const warmUpLine = /^warm-up .*$/m.exec((await listAs('localhost', '/readyz')).body)?.[0] ?? 'warm-up: -';
  const cold = requestsFor(currencies);
  const warmAnswers = requestsFor(others);
  console.log(
    `${pages.length} sitemap pages × ${currencies.length} currencies, each a new visitor, ${concurrency} at a time` +
      ` (the server's ${warmUpLine})`,
  );
  const coldPass = await timed('cold', () => pass(cold, { kinds: true }));
  const coldRate = summary('cold (nothing cached)', coldPass);
  const cachedRate = summary('the same requests again (cached)', await pass(cold));
  summary('other currencies (answers warm)', await timed('answers warm', () => pass(warmAnswers)));
  console.log(`cold / cached throughput: ${((coldRate / cachedRate) * 100).toFixed(1)} %`);

  // A publication that touches every page (an id the repository does not know: everything is
  // invalidated); the most asked pages are rendered again in the background (REFRESH_AFTER_INVALIDATION),
  // then the cold pass's visitors come back.
  const published = await publishEverything();
  const refreshed = await refreshesSettled();
  const afterPublish = await pass(cold);
  summary('after a publication (all invalidated)', afterPublish);
  console.log(
    `publication: ${published} pages invalidated, ${refreshed} rendered again in the background before the visitors came back`,
  );

  // The cold pass in tenths, in the order the answers came: whether its slow answers are the server's
  // first (code not yet optimised, the catalogue's first reads) or spread over the pass.
  const tenth = Math.ceil(coldPass.answers.length / 10);
  console.log(
    `cold pass p50 / p99 ms by tenth: ${Array.from({ length: 10 }, (_, i) => {
      const sorted = coldPass.answers
        .slice(i * tenth, (i + 1) * tenth)
        .map(({ ms }) => ms)
        .sort((a, b) => a - b);
      return `${percentile(sorted, 50)?.toFixed(0)}/${percentile(sorted, 99)?.toFixed(0)}`;
    }).join(' ')}`,
  );

  console.log('\nslowest page kinds when cold (mean / p99 ms, requests):');
  [...coldPass.timesByKind]
    .map(([kind, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        kind,
        mean: times.reduce((a, b) => a + b, 0) / times.length,
        p99: percentile(sorted, 99),
        n: times.length,
      };
    })
    .sort((a, b) => b.mean - a.mean)
    .slice(0, 8)
    .forEach(({ kind, mean, p99, n }) =>
      console.log(
        `  ${kind.padEnd(28)} ${mean.toFixed(0).padStart(6)} / ${p99.toFixed(0).padStart(6)}   ${n}`,
      ),
    );
} finally {
  await stop();
  rmSync(catalogueDir, { recursive: true, force: true });
}

if (profileDir) {
  // Written by the server as it exits: its start, the page list and the cold pass.
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${profileDir}`);
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
  for (const [name, window] of windows) {
    const { totalMs, self, inclusive, areas } = summarise(profile, 25, window);
    const print = (title, rows) => {
      console.log(`\n${title}`);
      for (const [key, ms] of rows)
        console.log(
          `  ${ms.toFixed(0).padStart(7)} ms ${((ms / totalMs) * 100).toFixed(1).padStart(5)} %  ${key}`,
        );
    };
    console.log(
      `\n=== CPU profile of the ${name} pass: ${(totalMs / 1000).toFixed(1)} s of CPU (idle excluded), ${join(profileDir, file)}`,
    );
    print('self time by area (package or server chunk):', areas);
    print('self time by function:', self);
    print('inclusive time by function (it and what it called):', inclusive);
  }
}
