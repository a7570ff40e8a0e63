import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, claimDataDir } from './dataDirLock';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'lock-')));

describe('claimDataDir', () => {
  it('claims a free directory with this pid, and lets this process open it again', () => {
    fresh();
    claimDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    expect(() => claimDataDir(dir)).not.toThrow();
  });

  it('refuses a directory held by another live process, saying what to do', () => {
    fresh();
    writeFileSync(join(dir, LOCK_FILE), String(process.ppid));
    expect(() => claimDataDir(dir)).toThrow(
      `the PGlite data directory ${dir} is in use by process ${process.ppid}: PGlite allows one process only.`,
    );
  });

  it('takes over a claim left by a process that is gone', () => {
    fresh();
    writeFileSync(join(dir, LOCK_FILE), '999999999');
    claimDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
  });
});
