// Paired renders of two builds (issue 25): a change worth 3–10 % of a render's CPU is smaller than what
// these shared machines drift between two runs of `bench:cold`, so both builds run side by side, each
// page is asked of both (which one first alternates), and the CPU a request of each server (its render
// thread's, and all its threads') is read from /proc after each pass: the machine's moods fall on both alike.
//
// Each folder is a checkout with its own `dist/` (`npm run build` in it; a git worktree can share
// node_modules through a symbolic link). Both servers render without the page cache, without a warm-up,
// each on its own catalogue and store directories. Passes: every sitemap page once (cold), then rounds of
// the same pages in the same currency (warm: content, answers and fragments kept) and in a currency not
// asked before (a miss of a new currency: the catalogue's prices and the cards drawn again).
// Usage: npm run bench:pair -- <folder A> <folder B> [--rounds 3]
// An A/A run (the same folder twice) shows the method's own spread: 0.96–1.04 on these machines.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { askServer } from './lib/askServer.mjs';
import { freePort } from './lib/builtServer.mjs';
import { demoPages } from './lib/demoPages.mjs';

const args = process.argv.slice(2);
const [folderA, folderB] = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 3;
if (!folderA || !folderB || !(rounds >= 1 && rounds <= 7)) {
  console.error('usage: node scripts/bench-pair.mjs <folder A> <folder B> [--rounds 1..7]');
  process.exit(2);
}
const NEW_CURRENCIES = ['USD', 'GBP', 'JPY', 'AUD', 'CHF', 'CAD', 'SEK'];

/** A built server of one folder on a free port, with its own data directories; its render thread's CPU. */
async function start(folder) {
  const port = await freePort();
  const dirs = [mkdtempSync(join(tmpdir(), 'pair-store-')), mkdtempSync(join(tmpdir(), 'pair-catalogue-'))];
  const server = spawn(process.execPath, ['dist/server/entry.mjs'], {
    cwd: resolve(folder),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STORE_DATA_DIR: dirs[0],
      CATALOGUE_DATA_DIR: dirs[1],
      PAGE_CACHE: 'off',
      WARM_UP_PAGES: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => server.once('exit', done));
  process.on('exit', () => server.kill());
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 240) throw new Error(`${folder}: the built server did not start (build it first)`);
    await new Promise((done) => setTimeout(done, 500));
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 2 });
  return {
    /**
     * CPU so far, ms (clock ticks of 10 ms): the render thread's, and the whole process's (V8's collector
     * and compiler threads, libuv's pool).
     */
    cpu() {
      const ticks = (file) => {
        const stat = readFileSync(file, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) * 10;
      };
      return [ticks(`/proc/${server.pid}/task/${server.pid}/stat`), ticks(`/proc/${server.pid}/stat`)];
    },
    get: (host, path, cookie) =>
      askServer(port, {
        host: `${host}:${port}`,
        path,
        agent,
        headers: cookie === undefined ? {} : { cookie, 'accept-encoding': 'br' },
      }),
    async stop() {
      server.kill();
      await exited;
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const a = await start(folderA);
const b = await start(folderB);
const pages = await demoPages(async (host, path) => {
  const { status, text } = await a.get(host, path);
  return { status, body: text() };
});
let visitor = 0;
const asked = (currency) =>
  pages.map((page) => ({
    ...page,
    cookie: `currentCurrency=${currency}; sandboxId=bench-pair-${(visitor += 1)}`,
  }));

/** @type {Record<string, number[][]>} */
const passes = {};
const ratio = (later, earlier) => (later / earlier).toFixed(3);
/** [A's render thread, B's render thread, A's process, B's process], ms a request. */
function print(name, [threadA, threadB, allA, allB]) {
  console.log(
    `${name.padEnd(14)} render thread A ${threadA.toFixed(2)} B ${threadB.toFixed(2)} ms (B/A ${ratio(threadB, threadA)})   ` +
      `all threads A ${allA.toFixed(2)} B ${allB.toFixed(2)} ms (B/A ${ratio(allB, allA)})`,
  );
}
async function pass(name, requests) {
  const before = [a.cpu(), b.cpu()];
  let turn = 0;
  for (const { host, path, cookie } of requests) {
    turn += 1;
    for (const server of turn % 2 ? [a, b] : [b, a]) {
      const { status } = await server.get(host, path, cookie);
      if (status !== 200) throw new Error(`${host}${path} answered ${status}`);
    }
  }
  const after = [a.cpu(), b.cpu()];
  const row = [0, 1, 2, 3].map((i) => (after[i % 2][i >> 1] - before[i % 2][i >> 1]) / requests.length);
  (passes[name] ??= []).push(row);
  print(name, row);
}

console.log(`${pages.length} sitemap pages asked of ${folderA} (A) and ${folderB} (B), CPU a request:`);
await pass('cold', asked('EUR'));
for (let round = 0; round < rounds; round += 1) {
  await pass('warm', asked('EUR'));
  await pass('new currency', asked(NEW_CURRENCIES[round]));
}
console.log('\nmeans over the passes:');
for (const [name, rows] of Object.entries(passes))
  print(
    name,
    [0, 1, 2, 3].map((i) => rows.reduce((sum, row) => sum + row[i], 0) / rows.length),
  );
await Promise.all([a.stop(), b.stop()]);
