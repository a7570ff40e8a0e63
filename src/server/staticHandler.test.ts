import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './staticHandler';

const root = mkdtempSync(join(tmpdir(), 'static-handler-'));
const css = Buffer.from('body{color:red}'.repeat(100));
mkdirSync(join(root, '_astro'));
writeFileSync(join(root, '_astro', 'page.AbC.css'), css);
writeFileSync(join(root, '_astro', 'page.AbC.css.br'), brotliCompressSync(css));
writeFileSync(join(root, '_astro', 'page.AbC.css.gz'), gzipSync(css));
writeFileSync(join(root, '_astro', 'island.XyZ.js'), 'export{}');
writeFileSync(join(root, 'favicon.svg'), '<svg/>');

let server: Server;
let port = 0;
beforeAll(async () => {
  const serve = createStaticHandler(root, { base: '/' });
  server = createServer((req, res) => serve(req, res, () => res.writeHead(404).end('rendered')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; bytes: number }>((resolve, reject) => {
    request(
      { host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      },
    )
      .on('error', reject)
      .end();
  });

describe('createStaticHandler: compressed build assets (issue 21 §5)', () => {
  it('sends the brotli copy of a stylesheet to a browser that accepts it, else gzip, else the file', async () => {
    const br = await get('/_astro/page.AbC.css', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(br.headers['vary']).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.bytes).toBeLessThan(css.length / 10);
    const gzip = await get('/_astro/page.AbC.css', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/css; charset=utf-8');
    const plain = await get('/_astro/page.AbC.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(css.length);
  });

  it('sends the file itself when there is no compressed copy, and leaves other paths to the renderer', async () => {
    const script = await get('/_astro/island.XyZ.js', 'br');
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.bytes).toBe(8);
    expect((await get('/favicon.svg', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/_astro/missing.css', 'br')).status).toBe(404);
    expect((await get('/west-end-shows/', 'br')).status).toBe(404);
  });
});
