import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCatalogueEvent } from '../../src/lib/rules/revalidate/catalogueSignature';
import { raw } from './raw';
import { startBuiltServer } from './server';

/**
 * The two webhooks on a built server (issue 20 §5, docs/security.md "Issue 20: webhooks"): a huge chunked
 * body is refused with 413 while it is still being sent, without the server's memory growing; wrong
 * secrets are throttled per client; a secret under 32 bytes stops the server from starting.
 */
const PRISMIC_SECRET = 'contract-prismic-webhook-secret-32-bytes';
const CATALOGUE_SECRET = 'contract-catalogue-events-secret-32-bytes';
const HOOKS = ['/api/revalidate', '/api/catalogue-events'] as const;

let server: { base: string; pid: number; stop(): void };
let port: number;

beforeAll(async () => {
  server = await startBuiltServer({
    build: false,
    env: { PRISMIC_WEBHOOK_SECRET: PRISMIC_SECRET, CATALOGUE_WEBHOOK_SECRET: CATALOGUE_SECRET },
  });
  port = Number(new URL(server.base).port);
  // Each hook's code is loaded (a GET, refused; no attempt counted against the secret's throttle)
  // before the memory checks measure a body.
  for (const path of HOOKS) await fetch(`${server.base}${path}`);
}, 180_000);

afterAll(() => server.stop());

/** The server's resident memory in bytes (Linux). */
const rss = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) * 1024;

/**
 * Posts a chunked body (no Content-Length) of up to `total` bytes, 64 KB at a time, and stops writing as
 * soon as the answer comes: resolves with the status and how much had been written by then.
 */
function streamHuge(path: string, total: number): Promise<{ status: number; written: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let written = 0;
    let answered = false;
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { host: `colosseum.localhost:${port}`, 'content-type': 'application/json' },
      },
      (response) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode ?? 0, written, ms: Date.now() - started });
        outgoing.destroy();
      },
    );
    // Writing into a connection the server closed after answering fails; the answer is what counts.
    outgoing.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
      }
      if (!answered) outgoing.end();
    };
    outgoing.write('{"pad":"');
    pump();
  });
}

describe('the webhooks on the built server', () => {
  it.each(HOOKS)('%s answers 413 to a chunked body of many MB while it is still being sent', async (path) => {
    const before = rss();
    const total = 64 * 1024 * 1024;
    const answer = await streamHuge(path, total);
    expect(answer.status).toBe(413);
    // Answered after the first 64 KB (plus what the sockets' buffers took in), not once the 64 MB were
    // sent and buffered.
    expect(answer.written).toBeLessThan(24 * 1024 * 1024);
    expect(answer.ms).toBeLessThan(5000);
    expect(rss() - before).toBeLessThan(8 * 1024 * 1024);
  });

  it.each(HOOKS)('%s refuses a declared Content-Length over 64 KB without reading the body', async (path) => {
    const answer = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: {
            host: `colosseum.localhost:${port}`,
            'content-type': 'application/json',
            'content-length': String(300 * 1024 * 1024),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          outgoing.destroy();
        },
      );
      outgoing.on('error', reject);
      outgoing.write('{"pad":"'); // and nothing more: the answer must not wait for the 300 MB
    });
    expect(answer).toBe(413);
  });

  it('throttles wrong secrets per client: 429 with Retry-After after 10, even for the right secret', async () => {
    const revalidate = (secret: string) =>
      raw({
        method: 'POST',
        path: '/api/revalidate',
        port,
        host: `colosseum.localhost:${port}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'test-trigger', secret }),
      });
    expect((await revalidate(PRISMIC_SECRET)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await revalidate(`guess-${i}`)).status).toBe(401);
    const blocked = await revalidate(PRISMIC_SECRET);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The catalogue's events have their own count: a signed event still passes, then 10 wrong ones block.
    const event = (id: string, secret = CATALOGUE_SECRET) => {
      const body = JSON.stringify({ id, tgids: [4040] });
      return raw({
        method: 'POST',
        path: '/api/catalogue-events',
        port,
        host: `colosseum.localhost:${port}`,
        headers: {
          'content-type': 'application/json',
          'x-catalogue-signature': signCatalogueEvent(body, secret),
        },
        body,
      });
    };
    const first = await event('contract-1');
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ ok: true, tgids: 1, collections: 0, cities: 0 });
    expect(JSON.parse((await event('contract-1')).body)).toEqual({ ok: true, duplicate: true });
    for (let i = 0; i < 10; i += 1) expect((await event(`w${i}`, `${CATALOGUE_SECRET}?`)).status).toBe(401);
    expect((await event('contract-2')).status).toBe(429);
  });

  it('refuses to start with a webhook secret under 32 bytes, naming it', () => {
    const started = spawnSync(process.execPath, ['dist/server/entry.mjs'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CATALOGUE_WEBHOOK_SECRET: 'catalogue-secret' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(
      'CATALOGUE_WEBHOOK_SECRET=(16 characters, hidden): expected at least 32 bytes (make one with `openssl rand -hex 32`)',
    );
    expect(started.stderr).not.toContain('catalogue-secret');
  });
});
