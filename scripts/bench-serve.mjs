// Serving benchmark (issue 11 §4; `npm run bench:serve` builds first). In one run on this machine, with
// wrk (installed from Debian's packages when missing), 50 connections and one thread:
//  - a bare Node http server sending the same bytes as each page (the ceiling);
//  - cached hits of a landing page with cards, a show page and a reviews page (a returning visitor);
//  - the same pages rendered on every request (a second server with PAGE_CACHE=off);
// each as requests per second, p50 and p99, and as a ratio to the bare server; then the resident memory
// of the caching server. Figures, not a test: the machine is noisy, so nothing here fails on a number.
// Usage: node scripts/bench-serve.mjs [--seconds 10] [--connections 50]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { askServer } from './lib/askServer.mjs';
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

const get = (port, host, path) => askServer(port, { host, path, headers: { cookie: VISITOR } });

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

/**
 * A bare Node server answering every request with these bytes (the ceiling for the same payload), in a
 * process of its own: wrk runs synchronously here and would otherwise starve it.
 */
async function bareServer(body) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const file = join(dir, 'body.html');
  writeFileSync(file, body);
  const code = `const body = require('node:fs').readFileSync(${JSON.stringify(file)});
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(${port}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    port,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
console.log(
  `wrk: 1 thread, ${connections} connections, ${seconds} s per row; a returning visitor; identity encoding`,
);
// The embedded database has one writer: the caching and the uncached server run one after the other.
const rows = new Map(PAGES.map(([label]) => [label, { bytes: NaN, runs: [] }]));
const cached = await startBuiltServer();
let memory;
try {
  for (const [label, alias, path] of PAGES) {
    const host = `${alias}.localhost:${cached.port}`;
    // Warm: the first render seeds the catalogue and fills the cache.
    await get(cached.port, host, path);
    const check = await get(cached.port, host, path);
    if (check.status !== 200 || check.headers['x-cache'] !== 'HIT')
      console.warn(`  (${label}: status ${check.status}, x-cache ${check.headers['x-cache']})`);
    const bare = await bareServer(check.body);
    const row = rows.get(label);
    row.bytes = check.body.length;
    row.runs.push(['bare node', runWrk(bare.port, host, path)]);
    bare.stop();
    row.runs.push(['cache hit', runWrk(cached.port, host, path)]);
  }
  memory = rssOf(cached.pid);
} finally {
  await cached.stop();
}
const uncached = await startBuiltServer({ PAGE_CACHE: 'off' });
let uncachedMemory;
try {
  for (const [label, alias, path] of PAGES) {
    const host = `${alias}.localhost:${uncached.port}`;
    await get(uncached.port, host, path);
    rows.get(label).runs.push(['render (no cache)', runWrk(uncached.port, host, path)]);
  }
  uncachedMemory = rssOf(uncached.pid);
} finally {
  uncached.stop();
}
row(['page', 'served by', 'req/s', 'p50 ms', 'p99 ms', 'KiB', 'vs bare', 'errors']);
for (const [label, { bytes, runs }] of rows) {
  const ceiling = runs[0]?.[1].rps ?? NaN;
  for (const [kind, r] of runs)
    row([
      label,
      kind,
      fmt(r.rps),
      fmt(r.p50, 2),
      fmt(r.p99, 2),
      fmt(bytes / 1024, 1),
      `${fmt((r.rps / ceiling) * 100, 1)} %`,
      `${r.errors}${r.socket ? ` ${r.socket}` : ''}`,
    ]);
}
console.log(
  `resident memory after the runs: caching server ${fmt(memory)} MiB, uncached server ${fmt(uncachedMemory)} MiB`,
);
