import { createHash } from 'node:crypto';
import { realpathSync, rmSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The pid file of earlier versions: deleted when found, never trusted (a reused pid blocked the start). */
export const LEGACY_LOCK_FILE = 'storefront.lock';

/**
 * Where the lock of a data directory lives, named after its real path: on Linux an abstract Unix socket
 * (no file; the kernel frees it when the process dies, however it dies); on Windows a named pipe (the
 * same); elsewhere (macOS) a socket file in the temporary folder, taken over when nobody answers on it.
 */
function lockAddress(dataDir: string): { address: string; file: boolean } {
  const name = `storefront-pglite-${createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32)}`;
  if (process.platform === 'linux') return { address: `\0${name}`, file: false };
  if (process.platform === 'win32') return { address: `\\\\.\\pipe\\${name}`, file: false };
  return { address: join(tmpdir(), `${name}.sock`), file: true };
}

/** Listens on the address: the lock is ours, or the error says it is held (EADDRINUSE). */
function listen(address: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Whoever connects learns the holder's pid (the refusal names it).
    const server = createServer((socket) => socket.end(String(process.pid)));
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      server.unref(); // the lock never keeps the process alive
      resolve(server);
    });
  });
}

/** The holder's pid, as it answers on the address; `undefined` when nobody answers (a stale socket file). */
function holder(address: string): Promise<number | 'unknown' | undefined> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    let text = '';
    const timer = setTimeout(() => done('unknown'), 2000);
    function done(result: number | 'unknown' | undefined) {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    }
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (text += data));
    socket.on('end', () => done(/^\d+$/.test(text) ? Number(text) : 'unknown'));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? undefined : 'unknown'),
    );
  });
}

function inUse(dataDir: string, owner: number | 'unknown', cause: unknown): Error {
  return new Error(
    `The PGlite data directory ${dataDir} is in use by ${owner === 'unknown' ? 'another process' : `process ${owner}`}. ` +
      'PGlite allows one process only (a second one would corrupt it): stop that process, give this one its own ' +
      "directory (CATALOGUE_DATA_DIR for the catalogue, STORE_DATA_DIR for the storefront's store), or use PostgreSQL with DATABASE_URL (several processes, WEB_CONCURRENCY).",
    { cause },
  );
}

/**
 * Claims a PGlite data directory for this process (docs/catalogue-api.md): PGlite has one writer, and a
 * second process opening the same directory corrupts it. The claim is an OS-level lock that dies with
 * the process (see `lockAddress`): nothing is left behind by a crash, SIGKILL or SIGTERM, and no pid is
 * trusted. A second claim, from another process or this one, is refused with an error naming the holder
 * and what to do. Resolves with the release function (PGlite's close runs it; exiting releases it too).
 * @example const release = await lockDataDir('.data/catalogue'); … await release();
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const { address, file } = lockAddress(dataDir);
  let server: Server | undefined;
  for (let attempt = 0; !server; attempt += 1) {
    try {
      server = await listen(address);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const owner = await holder(address);
      // A socket file nobody answers on was left by a process that is gone: taken over (once).
      if (owner === undefined && file && attempt === 0) unlinkSync(address);
      else throw inUse(dataDir, owner ?? 'unknown', error);
    }
  }
  rmSync(join(dataDir, LEGACY_LOCK_FILE), { force: true });
  const held = server;
  let released: Promise<void> | undefined;
  return () =>
    (released ??= new Promise<void>((resolve) => {
      held.close(() => resolve());
    }));
}
