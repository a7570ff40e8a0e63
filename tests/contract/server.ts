import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Appends a child's stdout to `lines`, one entry per line. */
function collectLines(child: ChildProcess, lines: string[]): void {
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
}

/**
 * Builds the site (unless CONTRACT_SKIP_BUILD=1 or `build: false`) and starts `node dist/server/entry.mjs`
 * on a free port with a fresh catalogue data directory at the `test` scale; resolves once it answers.
 * `env` adds to (or overrides) the server's environment; `quiet` drops its output (expected failures);
 * `logs` receives its stdout (the JSON log lines) line by line instead.
 */
export async function startBuiltServer(
  options: { build?: boolean; env?: Record<string, string>; quiet?: boolean; logs?: string[] } = {},
): Promise<{ base: string; dataDir: string; pid: number; exited: Promise<number | null>; stop(): void }> {
  if (options.build !== false && process.env['CONTRACT_SKIP_BUILD'] !== '1') {
    // A production build, as `npm run build` makes it (vitest sets NODE_ENV=test, which would give the
    // islands React's development JSX runtime, absent from the production React the server runs).
    const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('astro build failed');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-contract-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/entry.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production', // as npm start runs it (vitest sets 'test')
      PORT: String(port),
      HOST: '127.0.0.1',
      CATALOGUE_DATA_DIR: dataDir,
      STORE_DATA_DIR: mkdtempSync(join(tmpdir(), 'store-contract-')),
      CATALOGUE_SCALE: 'test',
      CATALOGUE_API_URL: '',
      // Cache counts stay exact: no pages rendered by the server for itself (warmUp.test.ts runs it).
      WARM_UP_PAGES: '0',
      ...options.env,
    },
    stdio: [
      'ignore',
      options.logs ? 'pipe' : options.quiet ? 'ignore' : 'inherit',
      options.quiet ? 'ignore' : 'inherit',
    ],
  });
  if (options.logs) collectLines(child, options.logs);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      // Ready: content answers, the database is open, migrated and seeded, the warm-up (if any) done.
      const response = await fetch(`${base}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    base,
    /** The catalogue's PGlite directory given to the server (empty unless it opened its own catalogue). */
    dataDir,
    /** The server process (to read its memory in /proc/<pid>/status). */
    pid: child.pid ?? 0,
    /** Resolves with the exit code when the process ends. */
    exited,
    stop: () => {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
