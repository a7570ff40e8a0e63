import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { liveRequest } from './liveRequest';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const ask = (port: number, agent: Agent, path = '/'): Promise<string> =>
  new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });

describe('liveRequest', () => {
  it('leaves no listener on a kept-alive socket once each answer is finished', async () => {
    const closeListeners: number[] = [];
    const port = await listen((req, res) => {
      const request = liveRequest(req, res, 1024);
      closeListeners.push(req.socket.listenerCount('close'));
      res.end(new URL(request.url).pathname);
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < 15; i += 1) expect(await ask(port, agent, `/promo-${i}/`)).toBe(`/promo-${i}/`);
    } finally {
      agent.destroy();
    }
    // The same count on the fifteenth request of the connection as on its first (it grew by one each).
    expect(closeListeners).toHaveLength(15);
    expect(new Set(closeListeners).size).toBe(1);
  });

  it('still aborts the request when the visitor goes away before the answer', async () => {
    let aborted: Promise<boolean> | undefined;
    const port = await listen((req, res) => {
      const request = liveRequest(req, res, 1024);
      aborted = new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(true)));
      res.writeHead(200);
      res.write('first part');
    });
    await new Promise<void>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/' }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.end();
    });
    expect(await aborted).toBe(true);
  });
});
