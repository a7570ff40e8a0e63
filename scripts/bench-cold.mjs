// Cold-cache benchmark (issue 25; run `npm run build` first, `npm run bench:cold` does). Starts the built
// server with the page cache on (one node, embedded defaults, a fresh demo catalogue) and asks every
// sitemap page of every demo microsite (every language) once per currency, each request as a new visitor
// (its own visitor id, so its own experiment arms) at a fixed concurrency: every answer is a miss, as
// after a deploy, a publish or on the long tail. Then it asks the very same requests again (each now in
// the page cache), and a third time with other currencies (content and catalogue answers warm, pages
// not): what is left of a miss is the render itself. Prints req/s, p50/p99 per pass, the ratio of cold
// to cached throughput, and the slowest page types of the cold pass.
// With `--profile`, the server runs under `node --cpu-prof`, only the cold pass is asked, and where its
// CPU time went is printed (self time by area and function, inclusive time by function).
// Usage: node scripts/bench-cold.mjs [--concurrency 20] [--currencies EUR,USD,GBP] [--others JPY,AUD,CHF] [--profile]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { startBuiltServer } from './lib/builtServer.mjs';
import { summarise } from './lib/cpuProfile.mjs';
import { demoPages } from './lib/demoPages.mjs';

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

const catalogueDir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
const { port, stop } = await startBuiltServer(
  { CATALOGUE_DATA_DIR: catalogueDir, DATABASE_URL: '', PAGE_CACHE: 'on' },
  profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

/** One GET as a browser would send it (node:http: fetch() will not send a Host header of our choosing). */
const get = (host, path, cookie = '', encoding = 'br, gzip') =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { host: `${host}:${port}`, cookie, 'accept-encoding': encoding },
      },
      (response) => {
        const chunks = [];
        response
          .on('data', (chunk) => chunks.push(chunk))
          .on('end', () =>
            resolve({
              status: response.statusCode,
              cache: String(response.headers['x-cache'] ?? ''),
              encoding: String(response.headers['content-encoding'] ?? ''),
              ms: performance.now() - started,
              body: Buffer.concat(chunks),
            }),
          );
      },
    )
      .on('error', reject)
      .end();
  });

/** The page's kind as analytics names it (`analyticsPageType`), else its CMS document type. */
const kindOf = (html) =>
  /"analyticsPageType":"([^"]+)"/.exec(html)?.[1] ??
  /data-document-type="([^"]+)"/.exec(html)?.[1] ??
  'other';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs the requests `concurrency` at a time; returns the wall time and every answer. */
async function pass(requests) {
  const results = new Array(requests.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const index = next++;
        const { host, path, cookie } = requests[index];
        results[index] = await get(host, path, cookie);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, results };
}

function summary(label, { seconds, results }) {
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  const statuses = {};
  const caches = {};
  for (const result of results) {
    statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    caches[result.cache || '-'] = (caches[result.cache || '-'] ?? 0) + 1;
  }
  const rate = results.length / seconds;
  console.log(
    `${label.padEnd(34)} ${String(results.length).padStart(5)} req ${rate.toFixed(0).padStart(6)} req/s` +
      `   p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms` +
      `   status ${JSON.stringify(statuses)}   x-cache ${JSON.stringify(caches)}`,
  );
  return rate;
}

try {
  // The list of pages is read from the sitemaps with a throwaway visitor (not measured).
  const pages = await demoPages(async (host, path) => {
    const { status, body } = await get(host, path, '', 'identity');
    return { status, body: body.toString('utf8') };
  });
  let visitor = 0;
  const requestsFor = (codes) =>
    codes.flatMap((currency) =>
      pages.map(({ host, path }) => ({
        host,
        path,
        cookie: `currentCurrency=${currency}; sandboxId=bench-cold-${(visitor += 1)}`,
      })),
    );
  const cold = requestsFor(currencies);
  const warmAnswers = requestsFor(others);
  console.log(
    `${pages.length} sitemap pages × ${currencies.length} currencies, each a new visitor, ${concurrency} at a time`,
  );
  const coldPass = await pass(cold);
  const coldRate = summary('cold (nothing cached)', coldPass);
  if (!profileDir) {
    const cachedRate = summary('the same requests again (cached)', await pass(cold));
    summary('other currencies (answers warm)', await pass(warmAnswers));
    console.log(`cold / cached throughput: ${((coldRate / cachedRate) * 100).toFixed(1)} %`);
  }

  const byKind = new Map();
  coldPass.results.forEach((result) => {
    const html =
      result.encoding === 'br'
        ? brotliDecompressSync(result.body)
        : result.encoding === 'gzip'
          ? gunzipSync(result.body)
          : result.body;
    const kind = kindOf(html.toString('utf8'));
    byKind.set(kind, [...(byKind.get(kind) ?? []), result.ms]);
  });
  console.log('\nslowest page kinds when cold (mean / p99 ms, requests):');
  [...byKind]
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
  agent.destroy();
  await stop();
  rmSync(catalogueDir, { recursive: true, force: true });
}

if (profileDir) {
  // Written by the server as it exits: its start, the page list and the cold pass.
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${profileDir}`);
  const { totalMs, self, inclusive, areas } = summarise(
    JSON.parse(readFileSync(join(profileDir, file), 'utf8')),
  );
  const print = (title, rows) => {
    console.log(`\n${title}`);
    for (const [key, ms] of rows)
      console.log(
        `  ${ms.toFixed(0).padStart(7)} ms ${((ms / totalMs) * 100).toFixed(1).padStart(5)} %  ${key}`,
      );
  };
  console.log(
    `\nCPU profile: ${(totalMs / 1000).toFixed(1)} s of CPU (idle excluded), ${join(profileDir, file)}`,
  );
  print('self time by area (package or server chunk):', areas);
  print('self time by function:', self);
  print('inclusive time by function (it and what it called):', inclusive);
}
