import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { askSelf, createWarmUp, shares, spread, warmUp, WARM_UP_AGENT, type Ask } from './warmUp';

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc>http://a.localhost:4321/</loc><xhtml:link rel="alternate" hreflang="fr" href="http://a.localhost:4321/fr/"/></url>
  <url><loc>http://a.localhost:4321/wicked/</loc></url>
  <url><loc>http://a.localhost:4321/news/?page=2&amp;x=1</loc></url>
  <url><loc>not a url</loc></url>
</urlset>`;

/** A fake server: each host's sitemap lists `pages` paths; every ask is recorded. */
function fakeSite(pages: number, fail: (path: string) => boolean = () => false) {
  const asked: string[] = [];
  const ask: Ask = async (host, path) => {
    asked.push(`${host}${path}`);
    if (fail(path)) throw new Error('connection reset');
    if (path === '/sitemap-pages.xml') {
      const locs = Array.from(
        { length: pages },
        (_, i) => `<loc>http://${host}/p${String(i).padStart(2, '0')}/</loc>`,
      );
      return { status: 200, body: `<urlset>${locs.join('')}</urlset>` };
    }
    return { status: path.includes('p13') ? 503 : 200, body: '<html></html>' };
  };
  return { ask, asked };
}

describe('warm-up (issue 25)', () => {
  it('spreads its picks over a list, and shares a budget over hosts', () => {
    expect(spread(['a', 'b', 'c', 'd', 'e', 'f'], 3)).toEqual(['a', 'c', 'e']);
    expect(spread(['a', 'b'], 5)).toEqual(['a', 'b']);
    expect(spread([], 3)).toEqual([]);
    expect(shares(3, 10)).toEqual([4, 3, 3]);
    expect(shares(4, 2)).toEqual([1, 1, 0, 0]);
  });

  it('asks each host’s sitemap, then the budget’s pages spread over them; failures are counted', async () => {
    const { ask, asked } = fakeSite(20);
    const result = await warmUp({ ask, hosts: ['a:1', 'b:1'], total: 8, concurrency: 2, deadlineMs: 60_000 });
    expect(result).toMatchObject({ pages: 8, failed: 0, cutShort: false });
    expect(asked.filter((entry) => entry.endsWith('sitemap-pages.xml'))).toEqual([
      'a:1/sitemap-pages.xml',
      'b:1/sitemap-pages.xml',
    ]);
    expect(asked.filter((entry) => entry.startsWith('a:1/p')).sort()).toEqual([
      'a:1/p00/',
      'a:1/p05/',
      'a:1/p10/',
      'a:1/p15/',
    ]);
    const failing = fakeSite(20, (path) => path === '/p10/');
    const withFailures = await warmUp({
      ask: failing.ask,
      hosts: ['a:1'],
      total: 20,
      concurrency: 1,
      deadlineMs: 60_000,
    });
    // /p10/ threw, /p13/ answered 503: both counted, the rest rendered.
    expect(withFailures).toMatchObject({ pages: 20, failed: 2, cutShort: false });
  });

  it('stops at its deadline and says so', async () => {
    let clock = 0;
    const { ask } = fakeSite(50);
    const slow: Ask = async (host, path) => {
      clock += 100;
      return ask(host, path);
    };
    const result = await warmUp({
      ask: slow,
      hosts: ['a:1'],
      total: 50,
      concurrency: 1,
      deadlineMs: 1000,
      now: () => clock,
    });
    expect(result.cutShort).toBe(true);
    expect(result.pages).toBe(9);
  });

  it('keeps /readyz’s warm-up check failing until it has run; off means ready at once', async () => {
    const off = createWarmUp(0);
    await expect(off.check.probe()).resolves.toBeUndefined();
    const warm = createWarmUp(4);
    await expect(warm.check.probe()).rejects.toThrow('not started');
    const { ask } = fakeSite(10);
    await warm.run({ ask, hosts: async () => ['a:1'], concurrency: 2, deadlineMs: 60_000 });
    await expect(warm.check.probe()).resolves.toBeUndefined();
    expect(warm.check.describe()).toMatch(/^ok \(4 pages in \d+ ms\)$/);
    expect(off.check.describe()).toBe('ok (off)');
    // A site list that cannot be read still ends the warm-up (the content check reports that).
    const broken = createWarmUp(4);
    await broken.run({
      ask,
      hosts: () => Promise.reject(new Error('no content')),
      concurrency: 1,
      deadlineMs: 60_000,
    });
    await expect(broken.check.probe()).resolves.toBeUndefined();
  });

  it('asks the server on its own listening address, as a browser would', async () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    const server = createServer((req, res) => {
      seen.push({
        host: req.headers.host,
        agent: req.headers['user-agent'],
        encoding: req.headers['accept-encoding'],
        proto: req.headers['x-forwarded-proto'],
        url: req.url,
        remote: req.socket.remoteAddress,
      });
      if (req.url === '/sitemap-pages.xml') {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(SITEMAP);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' });
      res.end(brotliCompressSync('<html>page</html>'));
    });
    await expect(askSelf(server, { https: false })('a.com', '/')).rejects.toThrow('not listening');
    // Listening on every address: asked on loopback.
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const plain = askSelf(server, { https: false });
    const sitemap = await plain('a.localhost:4321', '/sitemap-pages.xml');
    expect(sitemap).toEqual({ status: 200, body: SITEMAP });
    const secure = askSelf(server, { https: true });
    const page = await secure('a.com', '/wicked/');
    expect(page).toEqual({ status: 200, body: '<html>page</html>' });
    await new Promise((resolve) => server.close(resolve));
    expect(seen).toEqual([
      {
        host: 'a.localhost:4321',
        agent: WARM_UP_AGENT,
        encoding: 'br',
        proto: undefined,
        url: '/sitemap-pages.xml',
        remote: '127.0.0.1',
      },
      {
        host: 'a.com',
        agent: WARM_UP_AGENT,
        encoding: 'br',
        proto: 'https',
        url: '/wicked/',
        remote: '127.0.0.1',
      },
    ]);
  });
});
