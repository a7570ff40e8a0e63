import { describe, expect, it } from 'vitest';
import type { Transport } from '../client/transport';
import { forwardToRemote } from './forwardToRemote';

const request = new Request('https://colosseum.example/api/v1/currency/list/?language=en', {
  headers: { cookie: 'channel=partner', host: 'colosseum.example', 'accept-encoding': 'br' },
});

describe('forwardToRemote', () => {
  it('asks the remote for the same path and query with the visitor headers, and passes its answer back', async () => {
    const seen: { path: string; headers: Record<string, string> }[] = [];
    const transport: Transport = (path, headers) => {
      seen.push({ path, headers });
      return Promise.resolve(
        new Response('{"currencies":[]}', {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'cache-control': 'public, max-age=60',
            'x-other': '1',
          },
        }),
      );
    };
    const answer = await forwardToRemote(request, transport, 1000);
    expect(seen).toEqual([
      { path: '/api/v1/currency/list/?language=en', headers: { cookie: 'channel=partner' } },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('x-other')).toBeNull();
    expect(await answer.text()).toBe('{"currencies":[]}');
  });

  it('passes a 404 (an unknown id is an answer) through', async () => {
    const answer = await forwardToRemote(
      request,
      () => Promise.resolve(new Response('{}', { status: 404 })),
      1000,
    );
    expect(answer.status).toBe(404);
  });

  it.each([
    ['a 5xx', () => Promise.resolve(new Response('upstream down', { status: 502 }))],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
  ] as [string, Transport][])('answers 503 with Retry-After on %s', async (_, transport) => {
    const answer = await forwardToRemote(request, transport, 1000);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The catalogue could not answer; try again shortly.' },
    });
  });
});
