import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGACY_LOCK_FILE, lockDataDir } from './dataDirLock';

const dir = () => mkdtempSync(join(tmpdir(), 'lock-'));
const lockModule = new URL('./dataDirLock.ts', import.meta.url).pathname;

describe('lockDataDir', () => {
  it('claims a free directory, refuses a second claim naming the holder, and is free once released', async () => {
    const dataDir = dir();
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `The PGlite data directory ${dataDir} is in use by process ${process.pid}. PGlite allows one process only`,
    );
    await expect(lockDataDir(join(dataDir, '.'))).rejects.toThrow(/in use.*DATABASE_URL/s); // the same folder
    await release();
    const again = await lockDataDir(dataDir);
    await again();
    // No file is left in the directory.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('keeps other directories apart', async () => {
    const [one, two] = [dir(), dir()];
    const releases = [await lockDataDir(one), await lockDataDir(two)];
    for (const release of releases) await release();
  });

  it('ignores, and deletes, a stale storefront.lock naming a live process (a reused pid)', async () => {
    for (const pid of [process.pid, 1]) {
      const dataDir = dir();
      writeFileSync(join(dataDir, LEGACY_LOCK_FILE), String(pid));
      const release = await lockDataDir(dataDir);
      expect(existsSync(join(dataDir, LEGACY_LOCK_FILE))).toBe(false);
      await release();
    }
  });

  it('is free again at once when the holding process is killed with SIGKILL', async () => {
    const dataDir = dir();
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
         await lockDataDir(${JSON.stringify(dataDir)});
         console.log('locked');
         setInterval(() => undefined, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (data: Buffer) => (String(data).includes('locked') ? resolve() : undefined));
        child.once('exit', (code) => reject(new Error(`the child exited with ${code}`)));
      });
      await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by process ${child.pid}`);
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    const release = await lockDataDir(dataDir);
    await release();
  }, 20_000);
});
