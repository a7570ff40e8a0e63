// Load run (issue 11 §3; `npm run load` builds first): the built server with its page cache, then
// N keep-alive connections (default 200) for S seconds (default 60) over a mix of page types, languages,
// currencies and consent states; every answer is checked (status, the visitor's currency and language).
// Prints requests, req/s, p50/p99/max, errors, wrong answers and the server's resident memory.
// Usage: node scripts/load.mjs [--connections 200] [--seconds 60]
import { readFileSync } from 'node:fs';
import { startBuiltServer } from './lib/builtServer.mjs';
import { pageMix, runLoad, warm } from './lib/loadgen.ts';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const connections = option('connections', 200);
const seconds = option('seconds', 60);

export const rssMiB = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
};

const server = await startBuiltServer();
try {
  const mix = pageMix((alias) => `${alias}.localhost:${server.port}`);
  await warm(server.port, mix); // one pass renders each page and variation once
  const before = rssMiB(server.pid);
  const result = await runLoad({ port: server.port, connections, seconds, mix });
  const after = rssMiB(server.pid);
  console.log(`load: ${connections} connections, ${seconds} s, ${mix.length} page × visitor combinations`);
  console.log(
    `  ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms`,
  );
  console.log(
    `  statuses ${JSON.stringify(result.statuses)}, errors ${result.errors}, wrong answers ${result.wrong}`,
  );
  for (const sample of result.samples) console.log(`    ${sample}`);
  console.log(`  resident memory ${before.toFixed(0)} → ${after.toFixed(0)} MiB`);
  process.exitCode = result.errors + result.wrong > 0 ? 1 : 0;
} finally {
  server.stop();
}
