import { createHash } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../log/captureLogs';
import { SHARED_MAX_TTL_MS, SharedTier } from './sharedTier';

const tiers: SharedTier[] = [];
afterAll(() => {
  for (const tier of tiers) tier.close();
});
let captured: { restore: () => void } | undefined;
/** The test's log capture ends with it. */
const afterDone = (logs: { restore: () => void }) => (captured = logs);
afterEach(() => {
  vi.restoreAllMocks();
  captured?.restore();
  captured = undefined;
});
const tierOf = (url: string, namespace = `test:${process.pid}:${Math.random().toString(36).slice(2)}`) => {
  const tier = new SharedTier({ url, namespace, label: 'test' });
  tiers.push(tier);
  return { tier, namespace };
};

describe('SharedTier with an unreachable Redis', () => {
  it('answers every call as a miss at once and logs the outage once', async () => {
    const logs = captureLogs();
    afterDone(logs);
    const { tier } = tierOf('redis://127.0.0.1:1/0');
    expect(await tier.whenReady(300)).toBe(false);
    for (let i = 0; i < 5; i += 1) {
      expect(await tier.read('k', 2)).toEqual({ clock: undefined, parts: undefined });
      await tier.write('k', [Buffer.from('x')], ['tag'], 1000);
      await tier.invalidate(['tag']);
      await tier.addMembers('s', ['a'], 1000);
      expect(await tier.members('s')).toBeUndefined();
    }
    expect(logs.at('error')).toHaveLength(1);
    expect(logs.at('error')[0]).toMatchObject({
      scope: 'shared-cache',
      msg: 'test: Redis is unavailable, serving from memory',
    });
  });
});

// A real Redis when REDIS_TEST_URL is set (e.g. redis://127.0.0.1:6379/15).
const url = process.env['REDIS_TEST_URL'];
describe.skipIf(!url)('SharedTier on Redis', () => {
  it('keeps binary parts under a hashed, namespaced key that expires', async () => {
    const { tier, namespace } = tierOf(url ?? '');
    await tier.whenReady();
    const bytes = Buffer.from([0, 1, 2, 255, 10, 13]);
    await tier.write('https://a.com/en/|EUR', [Buffer.from('{}'), bytes], ['tgid:1'], 60_000);
    const read = await tier.read('https://a.com/en/|EUR', 2);
    expect(read.parts?.[1]?.equals(bytes)).toBe(true);
    expect(read.clock).toMatch(/^\d{16}$/);
    const probe = new Redis(url ?? '');
    try {
      const key = `${namespace}:${createHash('sha256').update('https://a.com/en/|EUR').digest('hex')}`;
      const ttl = await probe.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await tier.invalidate(['tgid:1']);
      expect(await probe.pttl(`${namespace}-tag:tgid:1`)).toBeLessThanOrEqual(SHARED_MAX_TTL_MS);
      expect(await tier.read('https://a.com/en/|EUR', 2)).toEqual({
        clock: expect.any(String),
        parts: undefined,
      });
      expect(await probe.exists(key)).toBe(0);
    } finally {
      probe.disconnect();
    }
  });

  it('keeps a set that only grows under a hashed, namespaced key, expiring after its last addition', async () => {
    const { tier, namespace } = tierOf(url ?? '');
    await tier.whenReady();
    expect(await tier.members('reads|https://a.com/en/')).toBeUndefined();
    await tier.addMembers('reads|https://a.com/en/', ['.', 'ratings'], 60_000);
    await tier.addMembers('reads|https://a.com/en/', ['.', 'cta-copy'], 120_000);
    expect((await tier.members('reads|https://a.com/en/'))?.sort()).toEqual(['.', 'cta-copy', 'ratings']);
    const probe = new Redis(url ?? '');
    try {
      const key = `${namespace}-set:${createHash('sha256').update('reads|https://a.com/en/').digest('hex')}`;
      expect(await probe.pttl(key)).toBeGreaterThan(60_000);
      expect(await probe.pttl(key)).toBeLessThanOrEqual(120_000);
    } finally {
      probe.disconnect();
    }
  });

  it('an entry stamped with a clock read before an invalidation is not read after it', async () => {
    const { tier } = tierOf(url ?? '');
    await tier.whenReady();
    const before = await tier.read('page', 1);
    await tier.invalidate(['doc:a']);
    // Rendered while the publication happened: written after the stamp, but it started before.
    await tier.write('page', [Buffer.from('old')], ['doc:a'], 60_000, before.clock);
    expect((await tier.read('page', 1)).parts).toBeUndefined();
    await tier.write('page', [Buffer.from('new')], ['doc:a'], 60_000);
    expect((await tier.read('page', 1)).parts?.[0]?.toString()).toBe('new');
  });

  it('logs an outage once, serves misses meanwhile, and shares again when Redis is back', async () => {
    const target = new URL(url ?? '');
    const sockets = new Set<Socket>();
    const proxy: Server = createServer((socket) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      sockets.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = (proxy.address() as { port: number }).port;
    const { tier } = tierOf(`redis://127.0.0.1:${port}${target.pathname}`);
    await tier.whenReady();
    await tier.write('k', [Buffer.from('v')], [], 60_000);
    expect((await tier.read('k', 1)).parts?.[0]?.toString()).toBe('v');

    const logs = captureLogs();
    afterDone(logs);
    await new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    for (let i = 0; i < 3; i += 1) expect((await tier.read('k', 1)).parts).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logs.at('error')).toHaveLength(1);

    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    expect(await tier.whenReady(5000)).toBe(true);
    expect((await tier.read('k', 1)).parts?.[0]?.toString()).toBe('v');
    expect(logs.at('info').map((line) => line.msg)).toContain('test: Redis is back, sharing again');
    tier.close();
    await new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  });

  it('gives up on a Redis that stops answering after the command timeout, then recovers', async () => {
    const target = new URL(url ?? '');
    let held: Buffer[] | undefined;
    const pipes: { upstream: Socket; socket: Socket }[] = [];
    const proxy: Server = createServer((socket) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      pipes.push({ upstream, socket });
      socket.on('data', (data: Buffer) => (held ? held.push(data) : upstream.write(data)));
      upstream.pipe(socket);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = (proxy.address() as { port: number }).port;
    const tier = new SharedTier({
      url: `redis://127.0.0.1:${port}${target.pathname}`,
      namespace: `test:${process.pid}:${Math.random().toString(36).slice(2)}`,
      label: 'test',
      commandTimeoutMs: 100,
    });
    tiers.push(tier);
    await tier.whenReady();
    await tier.write('k', [Buffer.from('v')], [], 60_000);
    const logs = captureLogs();
    afterDone(logs);
    held = [];
    expect(await tier.read('k', 1)).toEqual({ clock: undefined, parts: undefined });
    await tier.write('k', [Buffer.from('w')], [], 60_000);
    expect(logs.at('error')).toHaveLength(1);
    expect(logs.at('error')[0]?.msg).toContain('Redis is unavailable');
    const pending = held;
    held = undefined;
    for (const { upstream } of pipes) for (const data of pending) upstream.write(data);
    expect((await tier.read('k', 1)).parts?.[0]?.toString()).toBe('w');
    expect(logs.at('info').map((line) => line.msg)).toContain('test: Redis is back, sharing again');
    tier.close();
    await new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      for (const { upstream, socket } of pipes) [upstream, socket].forEach((each) => each.destroy());
    });
  });
});
