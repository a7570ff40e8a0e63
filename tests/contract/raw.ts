import { request as httpRequest } from 'node:http';
import { inject } from 'vitest';

export interface RawRequest {
  method: string;
  /** Sent as is (no normalisation or re-encoding), so malformed escapes reach the server. */
  path: string;
  /** A valid microsite host such as `colosseum.localhost:<port>`; Host validation is not fuzzed here. */
  host?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Also keep the body's bytes (compressed answers). */
  binary?: boolean;
  /** Another server than the contract server (a second storefront). */
  port?: number;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  bytes?: Buffer;
}

const serverPort = () => Number(new URL(inject('catalogueBase')).port);

/** The microsite host of `alias` on the contract server's port. */
export const siteHost = (alias: string) => `${alias}.localhost:${serverPort()}`;

/** Only what Node's client cannot send (controls, spaces, non-ASCII) is escaped; `%ZZ` stays as is. */
const onTheWire = (path: string) => path.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));

/**
 * One request with node:http, which (unlike fetch) sends any method, any Host and any path bytes.
 * Resolves with the status, headers and the body as text (at most 2 MB kept).
 */
export function raw(req: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...req.headers };
    if (req.host) headers['host'] = req.host;
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: req.port ?? serverPort(),
        method: req.method,
        path: onTheWire(req.path),
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 2_000_000) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ...(req.binary ? { bytes: Buffer.concat(chunks) } : {}),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error(`timeout: ${req.method} ${req.path}`)));
    outgoing.on('error', reject);
    if (req.body !== undefined) outgoing.write(req.body);
    outgoing.end();
  });
}
