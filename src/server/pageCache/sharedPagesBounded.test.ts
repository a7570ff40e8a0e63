import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedTier } from '../../lib/cache/sharedTier';
import type { CachedPage } from './cacheStore';
import { SHARED_PAGE_MAX_TTL_MS, SharedPages } from './sharedPages';

/**
 * Issue 20 §2: the Redis tier's memory is bounded. The deployment runs the caches' Redis with
 * `maxmemory` and `allkeys-lru` (docs/deployment.md, "Redis"); this test starts such a Redis of its own
 * (Debian's redis-server, skipped where it is missing), fills it with far more pages than fit, and
 * checks that Redis stays within its bound, keeps answering, and that pages expire within an hour.
 */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const MAXMEMORY = 8 * 1024 * 1024;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const pageOf = (i: number, now: number): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: Buffer.alloc(64 * 1024, i % 256),
  gzip: undefined,
  br: undefined,
  etag: `W/"${i}"`,
  tags: [`doc:${i}`],
  storedAt: now,
  freshUntil: now + 60_000,
  staleUntil: now + 660_000,
  // A two-day stale-if-error bound, as the page directive allows: Redis keeps it an hour at most.
  errorUntil: now + 2 * 24 * 3_600_000,
  invalidated: false,
});

describe.skipIf(!hasRedis)('the Redis tier under maxmemory with allkeys-lru', () => {
  let redis: ChildProcess | undefined;
  let port = 0;
  let tier: SharedTier | undefined;
  beforeAll(async () => {
    port = await freePort();
    redis = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--maxmemory',
        String(MAXMEMORY),
        '--maxmemory-policy',
        'allkeys-lru',
      ],
      { stdio: 'ignore' },
    );
    tier = new SharedTier({ url: `redis://127.0.0.1:${port}/0`, namespace: 'test:bounded', label: 'pages' });
    for (let tries = 0; tries < 50 && !(await tier.whenReady(200)); tries += 1);
  }, 20_000);
  afterAll(() => {
    tier?.close();
    redis?.kill();
  });

  it('stays within maxmemory while pages far beyond it are written, and keeps serving the newest', async () => {
    const now = Date.now();
    const shared = new SharedPages(tier as SharedTier, () => now);
    // 400 pages of 64 kB: about 25 MB written into 8 MB.
    for (let i = 0; i < 400; i += 1)
      await shared.keep(`page-${i}`, pageOf(i, now), undefined, { base: `page-${i}`, names: [] });
    const info = spawnSync('redis-cli', ['-p', String(port), 'info', 'memory'], { encoding: 'utf8' }).stdout;
    const used = Number(/used_memory:(\d+)/.exec(info)?.[1]);
    expect(used).toBeLessThanOrEqual(MAXMEMORY * 1.1);
    const evicted = spawnSync('redis-cli', ['-p', String(port), 'info', 'stats'], {
      encoding: 'utf8',
    }).stdout;
    expect(Number(/evicted_keys:(\d+)/.exec(evicted)?.[1])).toBeGreaterThan(0);
    expect((await shared.lookup('page-399')).page?.etag).toBe('W/"399"');
  });

  it('writes a page with a time to live of at most an hour', async () => {
    const now = Date.now();
    const shared = new SharedPages(tier as SharedTier, () => now);
    await shared.keep('page-ttl', pageOf(1, now), undefined, { base: 'page-ttl', names: ['ratings'] });
    const keys = spawnSync('redis-cli', ['-p', String(port), '--scan', '--pattern', 'test:bounded:*'], {
      encoding: 'utf8',
    })
      .stdout.split('\n')
      .filter(Boolean);
    const ttls = keys.map((key) =>
      Number(spawnSync('redis-cli', ['-p', String(port), 'pttl', key], { encoding: 'utf8' }).stdout.trim()),
    );
    expect(Math.max(...ttls)).toBeLessThanOrEqual(SHARED_PAGE_MAX_TTL_MS);
  });
});
