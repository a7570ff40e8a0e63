import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.ts';

export interface CatalogueProcess {
  base: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM, then the exit code (or signal) once it has exited. */
  stop(): Promise<number | string | null>;
}

/**
 * Starts `npm run catalogue`'s script (`node packages/catalogue/bin/server.ts`) on a free port with PGlite in
 * a fresh data directory at the `test` scale; resolves once `/healthz` answers 200.
 */
export async function startCatalogueProcess(env: Record<string, string> = {}): Promise<CatalogueProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-process-'));
  const child = spawn(process.execPath, ['packages/catalogue/bin/server.ts'], {
    env: {
      ...process.env,
      CATALOGUE_PORT: String(port),
      HOST: '127.0.0.1',
      CATALOGUE_DATA_DIR: dataDir,
      CATALOGUE_SCALE: 'test',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the catalogue process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the catalogue process did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    base,
    port,
    dataDir,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const result = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return result;
    },
  };
}
