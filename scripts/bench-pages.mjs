// Page benchmark (run `npm run build` first; `npm run bench:pages` does). Starts the built server on a
// free port and, for each page type (a landing page with cards, a collection page, a show page, a
// reviews page), measures the server render — requests per second and p50/p99 latency at a small
// concurrency — beside a static HTML file of the same bytes served by the same Node process (the
// adapter's static file handler from dist/client) in the same run, and prints the ratio. Also prints
// page weight (HTML raw and gzip) and the JavaScript each page ships.
// Usage: node scripts/bench-pages.mjs [--requests 400] [--concurrency 4]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { gzipSync } from 'node:zlib';
import { askServer } from './lib/askServer.mjs';
import { startBuiltServer } from './lib/builtServer.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const total = option('requests', 400);
const concurrency = option('concurrency', 4);

/** The measured pages: [label, microsite alias, path]. */
const PAGES = [
  ['landing page with cards', 'london-theatre', '/'],
  ['collection page', 'london-theatre', '/west-end-shows/'],
  ['show page', 'london-theatre', '/wicked/'],
  ['reviews page', 'london-theatre', '/reviews/'],
  ['city page', 'paris', '/'],
  ['category page', 'vatican', '/tickets/'],
];

const staticDir = 'dist/client/_bench';
// The render itself is measured: the page cache (bench:serve measures it) is off.
const { port, stop } = await startBuiltServer({ PAGE_CACHE: 'off' });
const agent = new Agent({ keepAlive: true, maxSockets: 16 });
const get = (alias, path) => askServer(port, { host: `${alias}.localhost:${port}`, path, agent });

async function measure(alias, path) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        const response = await get(alias, path);
        if (response.status !== 200) throw new Error(`${alias}${path} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { rps: total / seconds, p50: pct(50), p99: pct(99) };
}

const row = (cells) => console.log(cells.map((cell, i) => String(cell).padEnd(i === 0 ? 26 : 12)).join(''));
try {
  mkdirSync(staticDir, { recursive: true });
  console.log(`${total} requests per row, concurrency ${concurrency}; static = the same bytes as a file`);
  row(['page', 'kind', 'req/s', 'p50 ms', 'p99 ms', 'HTML KiB', 'gzip KiB', 'JS gzip KiB', 'ratio']);
  for (const [label, alias, path] of PAGES) {
    const first = await get(alias, path);
    if (first.status !== 200) {
      row([label, `missing (${first.status})`]);
      continue;
    }
    const html = first.body;
    const file = `${label.replace(/\W+/g, '-')}.html`;
    writeFileSync(`${staticDir}/${file}`, html);
    let js = 0;
    for (const match of html.toString('utf8').matchAll(/<script[^>]+src="([^"]+)"/g))
      js += gzipSync((await get(alias, match[1])).body).length;
    await measure(alias, path); // warm-up
    const rendered = await measure(alias, path);
    const staticFile = await measure(alias, `/_bench/${file}`);
    const kib = (bytes) => (bytes / 1024).toFixed(1);
    row([
      label,
      'rendered',
      rendered.rps.toFixed(0),
      rendered.p50.toFixed(1),
      rendered.p99.toFixed(1),
      kib(html.length),
      kib(gzipSync(html).length),
      kib(js),
      `${((rendered.rps / staticFile.rps) * 100).toFixed(0)} %`,
    ]);
    row(['', 'static file', staticFile.rps.toFixed(0), staticFile.p50.toFixed(1), staticFile.p99.toFixed(1)]);
  }
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  agent.destroy();
  stop();
}
