import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raw, siteHost } from './raw';
import { freePort, startBuiltServer } from './server';

/**
 * Operations (issue 24): the configuration is validated at start (a bad value stops the process with a
 * message), every answer carries a request id (the one it came with when sane, else a new one) that the
 * log lines of its upstream calls carry too, and /metrics answers with or without the page cache.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HUMAN =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('a bad configuration', () => {
  it('stops the built server at start with exit code 1, naming each variable (secrets masked)', async () => {
    const child = spawn(process.execPath, ['dist/server/entry.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        CATALOGUE_DATA_DIR: mkdtempSync(join(tmpdir(), 'ops-config-catalogue-')),
        STORE_DATA_DIR: mkdtempSync(join(tmpdir(), 'ops-config-store-')),
        CONTENT_TIMEOUT_MS: 'soon',
        PREVIEW_SECRET: 'too-short',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe(
      [
        'Invalid configuration (the server does not start):',
        '  PREVIEW_SECRET=(9 characters, hidden): expected at least 32 bytes (make one with `openssl rand -hex 32`)',
        '  CONTENT_TIMEOUT_MS="soon": expected a whole number of milliseconds from 100 to 120000',
        '',
      ].join('\n'),
    );
  }, 60_000);
});

describe('request ids on the contract server (page cache on)', () => {
  const get = (path: string, headers: Record<string, string> = {}, host = siteHost('colosseum')) =>
    raw({ method: 'GET', path, host, headers: { 'user-agent': HUMAN, ...headers } });

  it('echoes a sane x-request-id on every kind of answer', async () => {
    const answers = {
      page: await get('/', { 'x-request-id': 'ops-page-1' }),
      api: await get('/api/v1/currency/list/', { 'x-request-id': 'ops-api-1' }),
      redirect: await get('/favicon.ico', { 'x-request-id': 'ops-redirect-1' }),
      health: await get('/healthz', { 'x-request-id': 'ops-health-1' }),
      notFound: await get('/no-such-page/', { 'x-request-id': 'ops-404-1' }),
      badHost: await get('/', { 'x-request-id': 'ops-host-1' }, 'unknown.example'),
    };
    expect(
      Object.fromEntries(
        Object.entries(answers).map(([kind, answer]) => [kind, answer.headers['x-request-id']]),
      ),
    ).toEqual({
      page: 'ops-page-1',
      api: 'ops-api-1',
      redirect: 'ops-redirect-1',
      health: 'ops-health-1',
      notFound: 'ops-404-1',
      badHost: 'ops-host-1',
    });
    expect(answers.health.status).toBe(200);
  });

  it('makes a new id when none or a malformed one comes, and never serves a cached page with another’s', async () => {
    // One visitor (one sandbox id, so one experiment arm): the second answer is the first one's page.
    const visitor = { cookie: 'sandboxId=ops-request-ids' };
    const first = await get('/', { ...visitor, 'x-request-id': 'ops-cached-a' });
    const second = await get('/', { ...visitor, 'x-request-id': 'ops-cached-b' });
    const none = await get('/');
    const junk = await get('/', { 'x-request-id': 'a b <script>' });
    expect(second.headers['x-cache']).toMatch(/^HIT/);
    expect([first.headers['x-request-id'], second.headers['x-request-id']]).toEqual([
      'ops-cached-a',
      'ops-cached-b',
    ]);
    expect(none.headers['x-request-id']).toMatch(UUID);
    expect(junk.headers['x-request-id']).toMatch(UUID);
    expect(junk.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });

  it('serves /metrics with the page cache counters beside the process’s own', async () => {
    const metrics = await get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/^storefront_page_cache_entries \d+$/m);
    expect(metrics.body).toContain('storefront_upstream_requests_total{upstream="catalogue"}');
  });
});

describe('a server with the page cache off and catalogue faults allowed', () => {
  const logs: string[] = [];
  let port = 0;
  let stop: () => void = () => undefined;
  beforeAll(async () => {
    const server = await startBuiltServer({
      build: false,
      env: { PAGE_CACHE: 'off', CATALOGUE_FAULT_INJECTION: '1', LOG_LEVEL: 'info' },
      logs,
    });
    port = Number(new URL(server.base).port);
    stop = server.stop;
  }, 180_000);
  afterAll(() => stop());

  it('still answers /metrics, with the counters that exist without the cache', async () => {
    const metrics = await raw({ method: 'GET', path: '/metrics', host: `localhost:${port}`, port });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/^storefront_upstream_requests_total\{upstream="catalogue"\} \d+$/m);
    expect(metrics.body).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(metrics.body).not.toContain('storefront_page_cache_requests_total');
  });

  it('logs a failed catalogue call as JSON carrying the request’s id', async () => {
    const page = await raw({
      method: 'GET',
      path: '/',
      host: `colosseum.localhost:${port}`,
      port,
      headers: { 'user-agent': HUMAN, 'x-request-id': 'ops-fault-1', 'x-catalogue-fault': '*' },
    });
    expect(page.headers['x-request-id']).toBe('ops-fault-1');
    const lines = logs.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
    expect(
      lines.filter((line) => line['reqId'] === 'ops-fault-1' && line['msg'] === 'catalogue call failed'),
    ).not.toEqual([]);
    expect(lines.find((line) => line['msg'] === 'catalogue call failed')).toMatchObject({
      level: 'error',
      scope: 'catalogue',
      upstream: 'catalogue',
      reqId: 'ops-fault-1',
    });
  });
});
