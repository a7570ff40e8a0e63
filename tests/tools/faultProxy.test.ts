import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './faultProxy';

/** One GET without connection reuse; rejects with the socket's error (code) or `timeout`. */
function get(url: string, timeoutMs = 5000): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: NodeJS.ErrnoException) => error.code ?? error.message,
  );

describe('the fault proxy', () => {
  let upstream: Server;
  let proxy: FaultProxy;

  beforeAll(async () => {
    upstream = createServer((req, res) => res.end(`upstream saw ${req.url ?? ''}`));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    if (typeof address !== 'object' || !address) throw new Error('upstream has no port');
    proxy = await startFaultProxy({ host: '127.0.0.1', port: address.port });
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('passes requests and answers through', async () => {
    await proxy.setMode({ kind: 'pass' });
    expect(await get(`${proxy.url}/a?b=1`)).toEqual({ status: 200, body: 'upstream saw /a?b=1' });
  });

  it('holds answers for the latency it is given, then delivers them whole', async () => {
    await proxy.setMode({ kind: 'latency', ms: 300 });
    const started = Date.now();
    expect(await get(`${proxy.url}/slow`)).toEqual({ status: 200, body: 'upstream saw /slow' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('resets connections', async () => {
    await proxy.setMode({ kind: 'reset' });
    expect(await errorCode(get(`${proxy.url}/`))).toBe('ECONNRESET');
  });

  it('answers 503 itself', async () => {
    await proxy.setMode({ kind: 'http5xx' });
    const answer = await get(`${proxy.url}/x`);
    expect(answer.status).toBe(503);
    expect(answer.body).not.toContain('upstream saw');
  });

  it('accepts and never answers when it hangs', async () => {
    await proxy.setMode({ kind: 'hang' });
    expect(await errorCode(get(`${proxy.url}/`, 500))).toBe('timeout');
  });

  it('refuses connections when down, and listens again on the same port when it comes back', async () => {
    await proxy.setMode({ kind: 'down' });
    expect(await errorCode(get(`${proxy.url}/`))).toBe('ECONNREFUSED');
    await proxy.setMode({ kind: 'pass' });
    expect(await get(`${proxy.url}/back`)).toEqual({ status: 200, body: 'upstream saw /back' });
  });

  it('cuts a hanging connection when the mode changes, so a kept-alive client meets the new mode', async () => {
    await proxy.setMode({ kind: 'hang' });
    const pending = errorCode(get(`${proxy.url}/`, 10_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await proxy.setMode({ kind: 'pass' });
    expect(await pending).toBe('ECONNRESET');
    expect(proxy.mode).toEqual({ kind: 'pass' });
  });
});
