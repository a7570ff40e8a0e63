import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, createCatalogueServer } from './catalogueServer';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function serve(options: Parameters<typeof createCatalogueServer>[0]): Promise<string> {
  const server = createCatalogueServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stop = () => closeGracefully(server, 1000);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const echo = (request: Request) =>
  Promise.resolve(
    Response.json(
      { method: request.method, url: request.url, channel: request.headers.get('x-channel') },
      { headers: { 'cache-control': 'public, max-age=60' } },
    ),
  );

describe('the catalogue server', () => {
  it('hands every path with its query and headers to the router, and answers what it answers', async () => {
    const base = await serve({ handle: echo, ready: () => true });
    const answer = await fetch(`${base}/api/v1/currency/list/?language=en`, {
      headers: { 'x-channel': 'b2b' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await answer.json()).toEqual({
      method: 'GET',
      url: 'http://catalogue.internal/api/v1/currency/list/?language=en',
      channel: 'b2b',
    });
  });

  it('answers HEAD without a body', async () => {
    const base = await serve({ handle: echo, ready: () => true });
    const answer = await fetch(`${base}/api/x`, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('');
  });

  it('answers /healthz 503 until ready, then 200', async () => {
    let ready = false;
    const base = await serve({ handle: echo, ready: () => ready });
    const starting = await fetch(`${base}/healthz`);
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ status: 'unavailable' });
    ready = true;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('answers 500 with the catalogue error body when the router throws', async () => {
    const base = await serve({ handle: () => Promise.reject(new Error('boom')), ready: () => true });
    const answer = await fetch(`${base}/api/x`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      error: { code: 'INTERNAL', message: 'The catalogue could not answer; try again shortly.' },
    });
  });
});
