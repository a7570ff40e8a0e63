// Soak run (issue 11 §3; `npm run soak` builds first): the built server under a steady mixed load for
// S seconds (default 600) at N connections (default 50), sampling its resident memory every 10 s.
// Prints the samples and the least-squares slope of memory over time after the first minute (warm-up),
// in MiB per minute: flat means no leak. Also counts errors and wrong answers.
// Usage: node scripts/soak.mjs [--seconds 600] [--connections 50]
import { startBuiltServer } from './lib/builtServer.mjs';
import { pageMix, runLoad, slope } from './lib/loadgen.ts';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const seconds = option('seconds', 600);
const connections = option('connections', 50);
const rssMiB = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

const server = await startBuiltServer();
try {
  const mix = pageMix((alias) => `${alias}.localhost:${server.port}`);
  const samples = [[0, rssMiB(server.pid)]];
  const result = await runLoad({
    port: server.port,
    connections,
    seconds,
    mix,
    onTick: (elapsed) => {
      if (elapsed % 10 === 0) samples.push([elapsed, rssMiB(server.pid)]);
    },
  });
  const steady = samples.filter(([t]) => t >= 60);
  console.log(`soak: ${connections} connections, ${seconds} s`);
  console.log(`  resident memory (s → MiB): ${samples.map(([t, m]) => `${t}:${m.toFixed(0)}`).join(' ')}`);
  console.log(`  slope after the first minute: ${(slope(steady) * 60).toFixed(2)} MiB/min`);
  console.log(
    `  ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}, wrong ${result.wrong}`,
  );
  process.exitCode = result.errors + result.wrong > 0 ? 1 : 0;
} finally {
  server.stop();
}
