import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { inProcessTransport } from './transport';

describe('inProcessTransport', () => {
  it('answers with the router’s response', async () => {
    const transport = inProcessTransport(async (request) => new Response(new URL(request.url).pathname));
    const response = await transport('/api/v1/ping/', {}, new AbortController().signal);
    expect(await response.text()).toBe('/api/v1/ping/');
  });

  it('lets go of the signal once answered, so a long timeout does not keep the answer alive', async () => {
    const signal = AbortSignal.timeout(60_000);
    const transport = inProcessTransport(async () => new Response('{"ok":true}'));
    await transport('/api/v1/a/', {}, signal);
    await transport('/api/v1/b/', {}, signal);
    await expect(transport('/api/v1/c/', {}, signal)).resolves.toBeInstanceOf(Response);
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
    const transport = inProcessTransport(() => new Promise<Response>(() => undefined));
    const pending = transport('/api/v1/slow/', {}, controller.signal);
    controller.abort(new Error('timed out'));
    await expect(pending).rejects.toThrow('timed out');
  });
});
