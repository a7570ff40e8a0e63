// Starts the built server (dist/server/entry.mjs) on a free local port for the measuring scripts
// (size, lighthouse, bench:pages) and waits until it is ready (`/readyz`). Stop it with `stop()`; it also stops when
// the script exits.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * @param {Record<string, string>} env
 * @param {string[]} nodeArgs options for node itself (the soak run's memory probe)
 * @returns {Promise<{ port: number, pid: number | undefined, stop: () => Promise<unknown> }>}
 */
export async function startBuiltServer(env = {}, nodeArgs = []) {
  const port = await freePort();
  const server = spawn(process.execPath, [...nodeArgs, 'dist/server/entry.mjs'], {
    env: {
      NODE_ENV: 'production',
      // Its own store of sign-ups (one PGlite directory admits one process), unless the caller names one.
      STORE_DATA_DIR: mkdtempSync(join(tmpdir(), 'storefront-store-')),
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // Resolves once the process has ended: it stops gracefully (drain, in-flight requests, the database),
  // and the next server on the same PGlite data directory must find it released.
  const stop = () => {
    server.kill();
    return exited;
  };
  process.on('exit', () => server.kill());
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Ready as a load balancer sees it: content, the database and the warm-up (WARM_UP_PAGES).
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 240) throw new Error('the built server did not start (run `npm run build` first)');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { port, pid: server.pid, stop };
}
