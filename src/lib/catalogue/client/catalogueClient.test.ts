import { describe, expect, it, vi } from 'vitest';
import { createCatalogueClient, toQuery } from './catalogueClient.ts';
import { httpTransport, type Transport } from './transport.ts';
import { captureLogs } from '../../log/captureLogs.ts';
import { withRequestId } from '../../log/requestId.ts';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function setup(transport: Transport, timeoutMs = 1000) {
  const log = vi.fn();
  return { log, client: createCatalogueClient({ transport, timeoutMs, log }) };
}

describe('catalogue client', () => {
  it('forwards cookies and the channel cookie as x-channel', async () => {
    const transport = vi.fn<Transport>(async () => ok({ id: 1 }));
    const { client } = setup(transport);
    await client.getTourGroup(
      1,
      { currency: 'EUR' },
      { cookie: 'a=1; channel=affiliate', channel: 'affiliate' },
    );
    expect(transport).toHaveBeenCalledWith(
      '/api/tours/v6/tour-groups/1/?currency=EUR',
      expect.objectContaining({ cookie: 'a=1; channel=affiliate', 'x-channel': 'affiliate' }),
      expect.any(AbortSignal),
    );
  });

  it('logs and returns null for a missing id without calling the catalogue', async () => {
    const transport = vi.fn<Transport>();
    const { client, log } = setup(transport);
    expect(await client.getTourGroup(undefined)).toBeNull();
    expect(await client.getInventories([])).toBeNull();
    expect(transport).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('missing required tgid', { value: undefined });
  });

  it('fails the calls an injected fault names, without calling the catalogue or caching', async () => {
    const transport = vi.fn<Transport>(async () => ok({ items: [] }));
    const { client, log } = setup(transport);
    expect(await client.listBy('collection', 167, {}, { fault: 'list-by' })).toBeUndefined();
    await expect(client.getCalendar(5, {}, { fault: '*' })).rejects.toThrow("injected fault '*'");
    expect(transport).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
    expect(await client.listBy('collection', 167, {}, { fault: 'reviews' })).toEqual({ items: [] });
  });

  it('logs failures with context and returns undefined, but the calendar rethrows', async () => {
    const { client, log } = setup(async () => new Response('{"error":{}}', { status: 404 }));
    expect(await client.getReviews(5)).toBeUndefined();
    expect(log.mock.calls[0]?.[1]).toMatchObject({ path: '/api/v6/tour-groups/5/reviews/?limit=10' });
    await expect(client.getCalendar(5)).rejects.toThrow('catalogue /api/v7/tour-groups/5/calendar/ failed');
    expect(await client.getBannerDescriptors('x', 'en')).toEqual({});
  });

  it('gives up after the timeout', async () => {
    const never: Transport = (_path, _headers, signal) =>
      new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      );
    const { client, log } = setup(never, 20);
    expect(await client.getCurrencyList()).toBeUndefined();
    expect(String((log.mock.calls[0]?.[1] as { error: Error }).error.name)).toBe('TimeoutError');
  });

  it('caches answers per path', async () => {
    const transport = vi.fn<Transport>(async () => ok({ categories: [] }));
    const { client } = setup(transport);
    await client.getCategories({ city: 'ROME' });
    await client.getCategories({ city: 'ROME' });
    await client.getCategories({ city: 'PARIS' });
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('sends tour paths to the CDN host with newCDN=true', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(ok({}));
    const transport = httpTransport('https://api.example.com', 'https://cdn.example.com');
    await transport('/api/tours/v6/tour-groups/1/?language=fr', {}, new AbortController().signal);
    await transport('/api/v1/currency/list/', {}, new AbortController().signal);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      'https://cdn.example.com/api/tours/v6/tour-groups/1/?language=fr&newCDN=true',
    );
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('https://api.example.com/api/v1/currency/list/');
    fetchMock.mockRestore();
  });

  it('forwards the request id of the request being answered as x-request-id, and none outside one', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(ok({}));
    const transport = httpTransport('https://api.example.com');
    const signal = new AbortController().signal;
    await withRequestId('req-42', () =>
      transport('/api/v1/currency/list/', { accept: 'application/json' }, signal),
    );
    await transport('/api/v1/currency/list/', { accept: 'application/json' }, signal);
    expect(fetchMock.mock.calls.map(([, init]) => init?.headers)).toEqual([
      { accept: 'application/json', 'x-request-id': 'req-42' },
      { accept: 'application/json' },
    ]);
    fetchMock.mockRestore();
  });

  it('logs a failed call as one structured line carrying the request id', async () => {
    const logs = captureLogs();
    const client = createCatalogueClient({
      transport: async () => new Response('down', { status: 503 }),
      timeoutMs: 1000,
    });
    expect(await withRequestId('req-43', () => client.getCurrencyList())).toBeUndefined();
    logs.restore();
    expect(logs.at('error')).toEqual([
      expect.objectContaining({
        scope: 'catalogue',
        msg: 'catalogue call failed',
        upstream: 'catalogue',
        path: '/api/v1/currency/list/',
        reqId: 'req-43',
        err: expect.objectContaining({ message: 'catalogue answered 503: down' }),
      }),
    ]);
  });

  it('encodes arrays as name[] parameters', () => {
    expect(toQuery({ ids: [1, 2], language: 'fr', skip: undefined })).toBe(
      '?ids%5B%5D=1&ids%5B%5D=2&language=fr',
    );
  });
});
