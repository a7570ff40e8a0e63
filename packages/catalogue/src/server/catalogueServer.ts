import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** What the catalogue process answers: the catalogue router, and whether the database is ready. */
export interface CatalogueServerOptions {
  handle: (request: Request) => Promise<Response>;
  /** `/healthz` answers 200 when this says ready, 503 otherwise (still opening, or shutting down). */
  ready: () => boolean;
}

/** The node request as a web `Request` (GET and HEAD carry no body; the router refuses other methods). */
function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The Host header is not trusted for anything: the router only reads the path and the query.
  return new Request(new URL(req.url ?? '/', 'http://catalogue.internal'), {
    method: req.method ?? 'GET',
    headers,
  });
}

async function send(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  const body = head ? undefined : Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

const plain = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * The catalogue HTTP API as its own server (`npm run catalogue`, docs/deployment.md): every path goes to
 * the catalogue router, which storefront nodes reach with `CATALOGUE_API_URL`; `/healthz` reports
 * readiness. A handler that throws answers 500 with the catalogue's error body, never a dropped socket.
 *
 * @example
 * const server = createCatalogueServer({ handle: handleCatalogueRequest, ready: () => true });
 * server.listen(4330, '127.0.0.1');
 */
export function createCatalogueServer({ handle, ready }: CatalogueServerOptions): Server {
  return createServer((req, res) => {
    req.resume(); // a body (the router refuses it with 405) is drained, not left on the socket
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      const ok = ready();
      plain(res, ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable' });
      return;
    }
    let request: Request;
    try {
      request = toRequest(req);
    } catch {
      plain(res, 400, { error: { code: 'BAD_REQUEST', message: 'the request could not be read' } });
      return;
    }
    handle(request)
      .then((response) => send(res, response, req.method === 'HEAD'))
      .catch((error: unknown) => {
        console.error(new Error(`catalogue ${path ?? ''} failed`, { cause: error }));
        if (!res.headersSent)
          plain(res, 500, {
            error: { code: 'INTERNAL', message: 'The catalogue could not answer; try again shortly.' },
          });
        else res.destroy();
      });
  });
}

/**
 * Stops accepting connections, lets requests in flight finish (closing idle keep-alive sockets at once)
 * and, after `graceMs`, closes whatever is left.
 */
export function closeGracefully(server: Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
