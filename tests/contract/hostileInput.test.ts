import { describe, expect, it } from 'vitest';
import { startLocalRepositoryServer } from '../fixtures/localRepositoryServer';
import { raw, siteHost } from './raw.ts';

/** The known classes of 500 of issue 10 §4, each answered with a clear 4xx now (docs/security.md). */
describe('hostile input: known classes', () => {
  it.each([
    ['/api/v1/pois?ids=99999999999', 'ids'],
    ['/api/v1/pois?ids=1,-1', 'ids'],
    ['/api/tours/v1/collection/?ids=2147483648', 'ids'],
    ['/api/v7/tour-groups/variants?tour-group-ids=0', 'tour-group-ids'],
    ['/api/v1/media/?resource-type=MB_EXPERIENCE&resource-entity-ids=99999999999', 'resource-entity-ids'],
    [
      '/api/tours/v6/tour-groups/list-by/category/1/?filter-by-subcategory-ids=1e400',
      'filter-by-subcategory-ids',
    ],
    ['/api/tours/v6/tour-groups/list-by/category/99999999999/', 'id'],
    ['/api/tours/v6/tour-groups/1e400/', 'id'],
  ])('out-of-range integers: %s answers 400 naming %s', async (path, parameter) => {
    const response = await raw({ method: 'GET', path });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'BAD_PARAMETER', parameter } });
  });

  it.each(['TRACE', 'TRACK', 'PATCH', 'PUT', 'DELETE', 'PROPFIND', 'MKCOL'])(
    'unusual method %s answers 405 with Allow on pages, the API, media and sitemaps',
    async (method) => {
      const host = siteHost('colosseum');
      for (const path of ['/', '/it/', '/api/v1/currency/list/', '/media/cities/rome.webp', '/sitemap.xml']) {
        const response = await raw({ method, path, host, headers: { origin: `http://${host}` } });
        // TRACK is not an HTTP method Node's parser knows: it refuses it with 400 before any handler.
        if (method === 'TRACK') expect(response.status).toBe(400);
        else {
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers['allow'], `${method} ${path}`).toMatch(/GET, HEAD/);
        }
      }
    },
  );

  it('OPTIONS on a page answers 204 with Allow', async () => {
    const response = await raw({ method: 'OPTIONS', path: '/', host: siteHost('colosseum') });
    expect(response.status).toBe(204);
    expect(response.headers['allow']).toBe('GET, HEAD, POST');
  });

  it('a deeply nested q predicate answers 400 like a Prismic parse error (the repository test server)', async () => {
    // The storefront has no HTTP face of its repository (issue 20 §3); the tests' own server answers alike.
    const content = await startLocalRepositoryServer();
    try {
      const api = (await (await fetch(content.endpoint)).json()) as {
        refs: { ref: string; isMasterRef?: boolean }[];
      };
      const ref = api.refs.find((r) => r.isMasterRef)?.ref ?? '';
      const q = encodeURIComponent(`[[any(document.tags, ${'['.repeat(1_000)}"a"${']'.repeat(1_000)})]]`);
      const response = await fetch(`${content.endpoint}/documents/search?ref=${ref}&q=${q}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: 'api_parsing_error' });
    } finally {
      await content.close();
    }
  });

  it.each([
    ['/_image?href=/favicon.svg&w=100&f=webp', 415],
    ['/_image?href=/media/videos/rome.mp4&w=10', 415],
    ['/_image?href=//evil.example/x.png&w=10', 400],
    ['/media/cities/rome.svg', 404],
    ['/media/cities/rome.webp?w=abc', 404],
  ])('the image endpoints answer %s with %i', async (path, status) => {
    expect((await raw({ method: 'GET', path })).status).toBe(status);
  });

  it('an answer computed from Origin is sent with Vary: Origin', async () => {
    const response = await raw({
      method: 'GET',
      path: '/api/domain/',
      headers: { origin: 'https://book.paris-city-tickets.com' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    expect(response.headers['vary']).toMatch(/\bOrigin\b/i);
    const bad = await raw({ method: 'GET', path: '/api/domain/', headers: { origin: 'not a url' } });
    expect(bad.status).toBe(400);
  });
});
