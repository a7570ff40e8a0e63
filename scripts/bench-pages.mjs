// Page benchmark: starts the built server (run `npm run build` first) on a free port, then measures
// server-side render latency (p50/p99), throughput at a small concurrency, and page weight (HTML raw and
// gzip, JavaScript shipped) for landing pages of every demo microsite in two languages.
// Usage: node scripts/bench-pages.mjs [--requests 400] [--concurrency 4]
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const total = option('requests', 400);
const concurrency = option('concurrency', 4);

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = spawn(process.execPath, ['dist/server/entry.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const agent = new Agent({ keepAlive: true, maxSockets: 16 });
// fetch() will not send a Host header of our choosing, so pages are asked with node:http.
const get = (alias, path) =>
  new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { host: `${alias}.localhost:${port}` } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });

try {
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${base}/api/v1/currency/list/`)).ok) break;
    } catch {
      // starting
    }
    if (tries > 600) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const index = await (await fetch(`${base}/`)).text();
  const aliases = [
    ...new Set([...index.matchAll(/http:\/\/([a-z0-9-]+)\.localhost:\d+\//g)].map((m) => m[1])),
  ];
  const pages = aliases.flatMap((alias) => [
    [alias, '/'],
    [alias, '/ar/'],
  ]);

  console.log(`${pages.length} pages on ${aliases.length} microsites`);
  let htmlBytes = 0;
  let gzipBytes = 0;
  const scripts = new Set();
  for (const [alias, path] of pages) {
    const { status, body } = await get(alias, path);
    if (status !== 200) throw new Error(`${alias}${path} answered ${status}`);
    const html = body.toString('utf8');
    htmlBytes += Buffer.byteLength(html);
    gzipBytes += gzipSync(html).length;
    for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(match[1]);
  }
  let jsBytes = 0;
  for (const src of scripts)
    jsBytes += gzipSync(Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer())).length;

  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const [alias, path] = pages[next++ % pages.length];
        const t0 = performance.now();
        const response = await get(alias, path);
        if (response.status !== 200) throw new Error(`${alias}${path} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `render latency: p50 ${pct(50)} ms, p99 ${pct(99)} ms (${total} requests, concurrency ${concurrency})`,
  );
  console.log(`throughput: ${(total / seconds).toFixed(0)} pages/s`);
  console.log(
    `page weight: HTML ${(htmlBytes / pages.length / 1024).toFixed(1)} KiB (${(gzipBytes / pages.length / 1024).toFixed(1)} KiB gzip) on average`,
  );
  console.log(
    `JavaScript shipped: ${scripts.size} script(s), ${(jsBytes / 1024).toFixed(1)} KiB gzip in all; no framework runtime`,
  );
} finally {
  agent.destroy();
  server.kill();
}
