import { getEventListeners } from 'node:events';
import type { CatalogueAnswer } from '@storefront/catalogue';
import { describe, expect, it } from 'vitest';
import { inProcessTransport } from './transport';

const answer = (body: string, status = 200): CatalogueAnswer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body,
});

describe('inProcessTransport', () => {
  it('hands the router a GET of the path and query, with the headers read case-insensitively', async () => {
    const calls: { method: string; url: string; clock: string | null; channel: string | null }[] = [];
    const transport = inProcessTransport(async (call) => {
      calls.push({
        method: call.method,
        url: call.url,
        clock: call.headers.get('X-Storefront-Clock'),
        channel: call.headers.get('x-channel'),
      });
      return answer('{}');
    });
    await transport(
      '/api/v1/currency/list/?language=ar',
      { 'x-storefront-clock': '2026-11-28T10:00:00Z', 'X-Channel': 'app' },
      new AbortController().signal,
    );
    expect(calls).toEqual([
      {
        method: 'GET',
        url: 'http://catalogue.internal/api/v1/currency/list/?language=ar',
        clock: '2026-11-28T10:00:00Z',
        channel: 'app',
      },
    ]);
  });

  it('replies with the router’s status and its JSON text, as a Response would', async () => {
    const transport = inProcessTransport(async () => answer('{"city":"Roma","price":18.5,"note":"تذاكر"}'));
    const reply = await transport('/api/v1/a/', {}, new AbortController().signal);
    expect([reply.ok, reply.status]).toEqual([true, 200]);
    expect(await reply.json()).toEqual({ city: 'Roma', price: 18.5, note: 'تذاكر' });
    expect(await reply.text()).toBe('{"city":"Roma","price":18.5,"note":"تذاكر"}');
    const missing = await inProcessTransport(async () => answer('{"error":{"code":"NOT_FOUND"}}', 404))(
      '/api/v1/b/',
      {},
      new AbortController().signal,
    );
    expect([missing.ok, missing.status]).toEqual([false, 404]);
    expect(await missing.text()).toBe('{"error":{"code":"NOT_FOUND"}}');
  });

  it('rejects the parse of malformed text, as Response.json does', async () => {
    const reply = await inProcessTransport(async () => answer('{"cut'))(
      '/api/v1/a/',
      {},
      new AbortController().signal,
    );
    await expect(reply.json()).rejects.toThrow(SyntaxError);
  });

  it('lets go of the signal once answered, so a long timeout does not keep the answer alive', async () => {
    const signal = AbortSignal.timeout(60_000);
    const transport = inProcessTransport(async () => answer('{"ok":true}'));
    await transport('/api/v1/a/', {}, signal);
    await transport('/api/v1/b/', {}, signal);
    await expect(transport('/api/v1/c/', {}, signal)).resolves.toMatchObject({ status: 200 });
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('lets go of the signal when the router fails too', async () => {
    const signal = new AbortController().signal;
    const transport = inProcessTransport(() => Promise.reject(new Error('router down')));
    await expect(transport('/api/v1/a/', {}, signal)).rejects.toThrow('router down');
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('rejects with the signal’s reason when it aborts first', async () => {
    const controller = new AbortController();
    const transport = inProcessTransport(() => new Promise<CatalogueAnswer>(() => undefined));
    const pending = transport('/api/v1/slow/', {}, controller.signal);
    controller.abort(new Error('timed out'));
    await expect(pending).rejects.toThrow('timed out');
  });
});
