import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { raw } from './raw';
import { startBuiltServer } from './server';

/**
 * Issue 20 §1: graceful shutdown of our own server. SIGTERM under load: the requests in flight finish
 * with their pages, the process exits 0 after closing the database, and the next start on the same
 * PGlite data directory finds no stale lock.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'catalogue-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const page = (port: number, i: number) =>
  raw({
    method: 'GET',
    path: `/?page=${i}`,
    host: `london-theatre.localhost:${port}`,
    headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0', cookie: `sandboxId=shutdown-${i}-abcdef` },
    port,
  });

describe('graceful shutdown', () => {
  it('finishes requests in flight on SIGTERM, exits 0, and leaves no lock behind', async () => {
    const env = { CATALOGUE_DATA_DIR: dataDir, PAGE_CACHE: 'off' };
    const first = await startBuiltServer({ build: false, env, quiet: true });
    const port = Number(new URL(first.base).port);
    expect((await page(port, 0)).status).toBe(200); // warm: the first render opens everything
    const inflight = Array.from({ length: 24 }, (_, i) => page(port, i + 1));
    await new Promise((resolve) => setTimeout(resolve, 15));
    process.kill(first.pid, 'SIGTERM');
    // Stopping: not ready any more (a balancer stops sending), while what was sent is still answered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ready = await raw({ method: 'GET', path: '/readyz', host: 'localhost', port });
    expect(ready.status).toBe(503);
    const answers = await Promise.all(inflight);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.every((answer) => answer.body.includes('</html>'))).toBe(true);
    expect(await first.exited).toBe(0);
    expect(readdirSync(dataDir)).not.toContain('storefront.lock');
    // The same data directory opens again at once (an OS-level lock died with the process).
    const second = await startBuiltServer({ build: false, env, quiet: true });
    try {
      const again = await page(Number(new URL(second.base).port), 99);
      expect(again.status).toBe(200);
      expect(again.body).toContain('</html>');
    } finally {
      second.stop();
    }
  }, 180_000);
});
