import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * What the proxy does to the traffic between a client (the storefront) and an upstream (the catalogue
 * process, the content source):
 * - `pass`: forwards bytes both ways;
 * - `latency`: forwards, each chunk the upstream sends is held `ms` milliseconds;
 * - `reset`: every connection, open or new, is reset (TCP RST);
 * - `http5xx`: every request is answered `503 Service Unavailable` by the proxy itself;
 * - `hang`: connections are accepted and read, and never answered (a timeout);
 * - `down`: the port is closed (connection refused), as when the upstream is gone.
 */
export type FaultMode =
  | { kind: 'pass' }
  | { kind: 'latency'; ms: number }
  | { kind: 'reset' }
  | { kind: 'http5xx' }
  | { kind: 'hang' }
  | { kind: 'down' };

export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: the address clients use instead of the upstream's. */
  readonly url: string;
  readonly port: number;
  readonly mode: FaultMode;
  /** Switches mode; open connections are cut so that kept-alive clients meet the new mode at once. */
  setMode(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

const SERVICE_UNAVAILABLE = 'the upstream is unavailable (fault proxy)\n';
const ANSWER_503 =
  'HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain\r\nconnection: close\r\n' +
  `content-length: ${Buffer.byteLength(SERVICE_UNAVAILABLE)}\r\n\r\n${SERVICE_UNAVAILABLE}`;

/**
 * A TCP proxy on 127.0.0.1 in front of `upstream`, whose fault can be switched at run time (test tooling
 * for issue 11: docs/page-cache.md, "Faults").
 *
 * @example
 * const proxy = await startFaultProxy({ host: '127.0.0.1', port: 4330 });
 * await proxy.setMode({ kind: 'hang' }); // calls through proxy.url now time out
 */
export async function startFaultProxy(
  upstream: { host: string; port: number },
  options: { port?: number } = {},
): Promise<FaultProxy> {
  let mode: FaultMode = { kind: 'pass' };
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const onConnection = (client: Socket) => {
    track(client);
    switch (mode.kind) {
      case 'reset':
        client.resetAndDestroy();
        return;
      case 'hang':
        client.resume(); // read and drop, never answer
        return;
      case 'http5xx': {
        let head = '';
        client.on('data', (chunk: Buffer) => {
          head += chunk.toString('latin1');
          if (head.includes('\r\n\r\n')) client.end(ANSWER_503);
        });
        return;
      }
      default:
        forward(client, mode.kind === 'latency' ? mode.ms : 0);
    }
  };

  const forward = (client: Socket, delayMs: number) => {
    const server = connect(upstream.port, upstream.host);
    track(server);
    client.pipe(server);
    // Held chunks are delivered before the client's side closes.
    server.on('close', () => setTimeout(() => client.destroy(), delayMs));
    client.on('close', () => server.destroy());
    if (delayMs === 0) {
      server.pipe(client);
      return;
    }
    // Timers of the same delay fire in the order they were set, so the bytes keep their order.
    server.on('data', (chunk: Buffer) => setTimeout(() => client.writable && client.write(chunk), delayMs));
    server.on('end', () => setTimeout(() => client.end(), delayMs));
  };

  let listener: Server = createServer(onConnection);
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(listener, options.port ?? 0);
  let listening = true;

  const cutAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get mode() {
      return mode;
    },
    async setMode(next) {
      mode = next;
      if (next.kind === 'reset') for (const socket of open) socket.resetAndDestroy();
      cutAll();
      if (next.kind === 'down' && listening) {
        listening = false;
        await new Promise<void>((resolve) => listener.close(() => resolve()));
      } else if (next.kind !== 'down' && !listening) {
        listener = createServer(onConnection);
        await listen(listener, port);
        listening = true;
      }
    },
    async close() {
      cutAll();
      if (listening) {
        listening = false;
        await new Promise<void>((resolve) => listener.close(() => resolve()));
      }
    },
  };
}
