import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A self-signed certificate for `localhost` and `*.localhost`, valid one day, made with the openssl CLI. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tls-proxy-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost',
        '-days',
        '1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A TLS-terminating reverse proxy like nginx in front of `backend` (`http://127.0.0.1:<port>`): keeps the
 * Host header and sets `X-Forwarded-Host` to it, `X-Forwarded-Proto: https` and `X-Forwarded-For` to the
 * incoming list plus the connection's address (nginx's `$proxy_add_x_forwarded_for`).
 */
export async function startTlsProxy(
  backend: string,
  certificate: { key: string; cert: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const target = new URL(backend);
  const server: Server = createServer(certificate, (incoming, outgoing) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers };
    const before = incoming.headers['x-forwarded-for'];
    const remote = incoming.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = before ? `${String(before)}, ${remote}` : remote;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-host'] = incoming.headers.host ?? '';
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ProxiedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTPS request through the proxy as a browser at `from` (a loopback address such as 127.0.0.7,
 * so each test client has its own address) would send it, trusting only the test's certificate; without
 * a certificate, plain HTTP to that port (the server itself, no proxy).
 */
export function throughProxy(
  proxyPort: number,
  cert: string | undefined,
  options: {
    from: string;
    host: string;
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<ProxiedAnswer> {
  return new Promise((resolve, reject) => {
    const body = options.body ?? '';
    const send = cert === undefined ? httpRequest : httpsRequest;
    const req = send(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: options.from,
        ...(cert === undefined ? {} : { servername: 'localhost', ca: cert }),
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: {
          host: options.host,
          ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
