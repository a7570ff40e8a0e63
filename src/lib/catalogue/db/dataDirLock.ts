import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'storefront.lock';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
};

/**
 * Claims a PGlite data directory for this process (docs/deployment.md): PGlite has one writer, and a
 * second process opening the same directory corrupts it. A lock file holds the owner's pid; a live
 * owner other than this process is refused with an error that says what to do, a dead one's lock is
 * taken over. Returns the release function (also run when the process exits).
 * @example const release = lockDataDir('.data/catalogue'); … release();
 */
export function lockDataDir(
  dataDir: string,
  options: { pid?: number; isAlive?: (pid: number) => boolean } = {},
): () => void {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? alive;
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (owner === pid) break;
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner))
        throw new Error(
          `The catalogue's PGlite data directory ${dataDir} is in use by process ${owner}. PGlite allows one ` +
            'process only (a second one would corrupt it): stop that process, give this one its own ' +
            'CATALOGUE_DATA_DIR, or use PostgreSQL with DATABASE_URL (several processes, WEB_CONCURRENCY).',
          { cause: error },
        );
      unlinkSync(path); // a dead owner's lock
    }
  }
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    try {
      if (Number.parseInt(readFileSync(path, 'utf8'), 10) === pid) unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}
