import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './dataDirLock';

const dir = () => mkdtempSync(join(tmpdir(), 'lock-'));

describe('lockDataDir', () => {
  it('claims a free directory and releases it', () => {
    const dataDir = dir();
    const release = lockDataDir(dataDir, { pid: 4242 });
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe('4242');
    release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
  it('refuses a directory another live process holds, saying what to do', () => {
    const dataDir = dir();
    writeFileSync(join(dataDir, LOCK_FILE), '999');
    expect(() => lockDataDir(dataDir, { pid: 4242, isAlive: () => true })).toThrow(
      /in use by process 999.*DATABASE_URL/s,
    );
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe('999');
  });
  it('takes over a dead process’s lock, and lets its own process open again', () => {
    const dataDir = dir();
    writeFileSync(join(dataDir, LOCK_FILE), '999');
    lockDataDir(dataDir, { pid: 4242, isAlive: () => false });
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe('4242');
    expect(() => lockDataDir(dataDir, { pid: 4242, isAlive: () => true })).not.toThrow();
  });
});
