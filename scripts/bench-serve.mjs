// Serving benchmark (issue 11 §4; `npm run bench:serve` builds first). In one run on this machine, with
// wrk (installed from Debian's packages when missing), 50 connections and one thread:
//  - a bare Node http server sending the same bytes as each page (the ceiling);
//  - cached hits of a landing page with cards, a show page and a reviews page (a returning visitor);
//  - the same pages rendered on every request (a second server with PAGE_CACHE=off);
// each as requests per second, p50 and p99, and as a ratio to the bare server; then the resident memory
// of the caching server. Figures, not a test: the machine is noisy, so nothing here fails on a number.
// Usage: node scripts/bench-serve.mjs [--seconds 10] [--connections 50]
import { execFileSync, spawnSync } from 'node:child_process';
import { createServer, request } from 'node:http';
import { freePort, startBuiltServer } from './lib/builtServer.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const seconds = option('seconds', 10);
const connections = option('connections', 50);

/** The measured pages: [label, microsite alias, path]. */
const PAGES = [
  ['landing page with cards', 'london-theatre', '/'],
  ['show page', 'london-theatre', '/wicked/'],
  ['reviews page', 'london-theatre', '/reviews/'],
];
// A returning visitor (a sandbox id, a currency): the cache key is stable across requests.
const VISITOR = 'sandboxId=bench-visitor-0001; currentCurrency=GBP';

function ensureWrk() {
  if (spawnSync('wrk', ['-v']).error === undefined) return;
  if (process.getuid?.() !== 0) {
    console.error('wrk is missing: install it with `sudo apt-get install -y wrk`, then run this again.');
    process.exit(1);
  }
  console.log('Installing wrk from Debian’s packages…');
  execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
}

const get = (port, host, path) =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, cookie: VISITOR } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const MS = { us: 0.001, ms: 1, s: 1000 };
const toMs = (text) => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  return match ? Number(match[1]) * MS[match[2]] : NaN;
};

/** wrk against one URL: requests per second, p50 and p99 in ms, and non-2xx answers. */
function runWrk(port, host, path) {
  const out = execFileSync(
    'wrk',
    [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      '-H',
      `Host: ${host}`,
      '-H',
      `Cookie: ${VISITOR}`,
      `http://127.0.0.1:${port}${path}`,
    ],
    { encoding: 'utf8' },
  );
  return parseWrk(out);
}

function parseWrk(out) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p50 = toMs(/\n\s+50%\s+(\S+)/.exec(out)?.[1]);
  const p99 = toMs(/\n\s+99%\s+(\S+)/.exec(out)?.[1]);
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors:.*/.exec(out)?.[0] ?? '';
  return { rps, p50, p99, errors, socket };
}

/** A bare Node server answering every request with these bytes (the ceiling for the same payload). */
async function bareServer(body) {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, stop: () => server.close() };
}

function rssOf(pid) {
  try {
    const status = execFileSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' });
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const row = (cells) => console.log(cells.map((cell, i) => String(cell).padEnd(i === 0 ? 26 : 13)).join(''));

ensureWrk();
const cached = await startBuiltServer();
const uncached = await startBuiltServer({ PAGE_CACHE: 'off' });
try {
  console.log(
    `wrk: 1 thread, ${connections} connections, ${seconds} s per row; a returning visitor; identity encoding`,
  );
  row(['page', 'served by', 'req/s', 'p50 ms', 'p99 ms', 'KiB', 'vs bare', 'errors']);
  for (const [label, alias, path] of PAGES) {
    const host = (port) => `${alias}.localhost:${port}`;
    // Warm both servers (a first render seeds the catalogue and fills the cache).
    const first = await get(cached.port, host(cached.port), path);
    await get(cached.port, host(cached.port), path);
    await get(uncached.port, host(uncached.port), path);
    if (first.status !== 200) {
      row([label, `missing (${first.status})`]);
      continue;
    }
    const check = await get(cached.port, host(cached.port), path);
    if (check.headers['x-cache'] !== 'HIT') console.warn(`  (${label}: x-cache ${check.headers['x-cache']})`);
    const bare = await bareServer(check.body);
    const results = [
      ['bare node', runWrk(bare.port, host(bare.port), path)],
      ['cache hit', runWrk(cached.port, host(cached.port), path)],
      ['render (no cache)', runWrk(uncached.port, host(uncached.port), path)],
    ];
    bare.stop();
    const ceiling = results[0][1].rps;
    for (const [kind, r] of results)
      row([
        label,
        kind,
        fmt(r.rps),
        fmt(r.p50, 2),
        fmt(r.p99, 2),
        fmt(check.body.length / 1024, 1),
        `${fmt((r.rps / ceiling) * 100, 1)} %`,
        `${r.errors}${r.socket ? ` ${r.socket}` : ''}`,
      ]);
  }
  console.log(
    `resident memory: caching server ${fmt(rssOf(cached.pid), 0)} MiB, uncached server ${fmt(rssOf(uncached.pid), 0)} MiB`,
  );
} finally {
  cached.stop();
  uncached.stop();
}
