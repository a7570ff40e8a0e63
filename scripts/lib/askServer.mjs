import { request } from 'node:http';

/**
 * One request to a local server with a Host header of our choosing (fetch() will not send one), for the
 * benchmark and snapshot scripts: the whole answer, its status and headers, the body as bytes.
 * `agent` defaults to none (a connection per request); pass a keep-alive Agent to reuse connections.
 * @param {number} port
 * @param {{ host: string, path: string, method?: string, headers?: Record<string, string>,
 *   body?: string | Buffer, agent?: import('node:http').Agent | false }} ask
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer, text: () => string }>}
 * @example await askServer(4321, { host: 'paris.localhost:4321', path: '/' }) // { status: 200, … }
 */
export function askServer(port, { host, path, method = 'GET', headers = {}, body, agent = false }) {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method, agent, headers: { host, ...headers } }, (response) => {
      const chunks = [];
      response
        .on('data', (chunk) => chunks.push(chunk))
        .on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes,
            text: () => bytes.toString('utf8'),
          });
        })
        .on('error', reject);
    })
      .on('error', reject)
      .end(body);
  });
}
