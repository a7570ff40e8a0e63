// Soak run (issue 11 §3; `npm run soak` builds first): the built server under a steady mixed load for
// S seconds (default 600) at N connections (default 50). Every 10 s it samples the server's resident
// memory; every minute it asks the server (through scripts/lib/memoryProbe.mjs, loaded for this run only)
// for a full garbage collection and what remains: the heap V8 still holds and the memory outside it
// (buffers, compressed pages). Prints the samples and the least-squares slopes after the first minute
// (warm-up) in MiB per minute. The retained heap after a full collection is the leak test: flat means
// nothing accumulates; resident memory may still grow while V8 and the allocator settle to their working
// size. Also counts errors and wrong answers (exit code 1 when there are any).
// Usage: node scripts/soak.mjs [--seconds 600] [--connections 50]
import { startBuiltServer } from './lib/builtServer.mjs';
import { pageMix, runLoad, slope } from './lib/loadgen.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const seconds = option('seconds', 600);
const connections = option('connections', 50);
const MiB = 1024 * 1024;
const rssMiB = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

const probeDir = mkdtempSync(join(tmpdir(), 'soak-'));
const probeFile = join(probeDir, 'memory.jsonl');
const server = await startBuiltServer({ MEMORY_PROBE_FILE: probeFile }, [
  '--expose-gc',
  '--import',
  './scripts/lib/memoryProbe.mjs',
]);
/** A full collection in the server, then its memory (or undefined when the probe did not answer). */
const retained = async () => {
  const before = readLines().length;
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 50 && readLines().length === before; i += 1)
    await new Promise((r) => setTimeout(r, 100));
  return readLines()[before];
};
const readLines = () => {
  try {
    return readFileSync(probeFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
};

try {
  const mix = pageMix((alias) => `${alias}.localhost:${server.port}`);
  const samples = [[0, rssMiB(server.pid)]];
  const collected = [];
  const pending = [];
  const result = await runLoad({
    port: server.port,
    connections,
    seconds,
    mix,
    onTick: (elapsed) => {
      if (elapsed % 10 === 0) samples.push([elapsed, rssMiB(server.pid)]);
      if (elapsed % 60 === 0)
        pending.push(retained().then((memory) => memory && collected.push([elapsed, memory])));
    },
  });
  await Promise.all(pending);
  const after = await retained();
  if (after) collected.push([seconds, after]);
  const steady = (points) => points.filter(([t]) => t >= 60);
  const heap = collected.map(([t, m]) => [t, m.heapUsed / MiB]);
  const outside = collected.map(([t, m]) => [t, (m.external + m.arrayBuffers) / MiB]);
  const perMinute = (points) => `${(slope(steady(points)) * 60).toFixed(2)} MiB/min`;
  const list = (points) => points.map(([t, m]) => `${t}:${m.toFixed(0)}`).join(' ');
  console.log(`soak: ${connections} connections, ${seconds} s`);
  console.log(`  resident memory (s → MiB): ${list(samples)}`);
  console.log(`  resident memory slope after the first minute: ${perMinute(samples)}`);
  console.log(`  heap after a full collection (s → MiB): ${list(heap)}`);
  console.log(`  retained heap slope after the first minute: ${perMinute(heap)}`);
  console.log(`  outside the heap after a collection (external + array buffers, s → MiB): ${list(outside)}`);
  console.log(
    `  ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}, wrong ${result.wrong}`,
  );
  process.exitCode = result.errors + result.wrong > 0 ? 1 : 0;
} finally {
  server.stop();
  rmSync(probeDir, { recursive: true, force: true });
}
