import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'storefront-catalogue.pid';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims a PGlite data directory for this process: PGlite has a single writer and does not notice a
 * second process on the same directory (both would write, and corrupt it). The claim is a file holding
 * the pid; a claim by a process that is gone is taken over; this process may open the directory again.
 * Released when the process exits.
 *
 * @example
 * claimDataDir('.data/catalogue'); // throws when another live process holds it
 */
export function claimDataDir(dataDir: string, pid: number = process.pid): void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(pid), { flag: 'wx' });
      process.once('exit', () => rmSync(file, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (holder === pid) return;
    if (Number.isInteger(holder) && holder > 0 && alive(holder))
      throw new Error(
        `the PGlite data directory ${dataDir} is in use by process ${holder}: PGlite allows one process ` +
          'only. Stop that process, give this one another CATALOGUE_DATA_DIR, or use PostgreSQL (DATABASE_URL).',
      );
    rmSync(file, { force: true }); // left by a process that is gone
  }
  throw new Error(`could not claim the PGlite data directory ${dataDir}`);
}
