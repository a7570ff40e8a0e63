import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { ArtSubject } from './art/artwork';
import { Cache } from '../cache/cache';
import { createMediaHandler, IMMUTABLE, type MediaDeps, type Rendition } from './mediaHandler';
import type { MediaRef } from '@storefront/catalogue/contract';
import { rasteriseWebp } from './rasterise';
import { captureLogs } from '../log/captureLogs';

const subject: ArtSubject = {
  title: 'Wicked',
  subtitle: 'London',
  theme: 'stage',
  paletteKey: 'k',
  layoutKey: 'l',
};

function handler(overrides: Partial<MediaDeps> = {}) {
  const subjectOf = vi.fn(async (ref: MediaRef) =>
    ref.kind === 'tourGroup' && ref.tgid === 1 ? subject : undefined,
  );
  const rasterise = vi.fn(async (svg: string) => new TextEncoder().encode(svg));
  const deps: MediaDeps = {
    subjectOf,
    rasterise,
    cache: new Cache<Rendition>({ maxBytes: 10_000_000, sizeOf: (r) => r.bytes.byteLength }),
    ...overrides,
  };
  return { handle: createMediaHandler(deps), subjectOf, rasterise };
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost${path}`, { method, headers });

describe('createMediaHandler', () => {
  it('answers a WebP of the snapped width with immutable caching', async () => {
    const { handle } = handler({ rasterise: rasteriseWebp });
    const response = await handle(get('/media/tour-groups/1/0.webp?w=500'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);
  });

  it('renders the intrinsic width without w, and never upscales', async () => {
    const { handle, rasterise } = handler();
    await handle(get('/media/tour-groups/1/0.webp'));
    await handle(get('/media/tour-groups/1/0.webp?w=99999'));
    expect(rasterise).toHaveBeenCalledTimes(1); // both are the 1200 rendition
    expect(rasterise.mock.calls[0]?.[0]).toMatch(/^<svg[^>]* width="1200" height="800"/);
  });

  it('renders each rendition once: from the cache, and shared by concurrent requests', async () => {
    const { handle, rasterise, subjectOf } = handler();
    const [a, b] = await Promise.all([
      handle(get('/media/tour-groups/1/0.webp?w=480')),
      handle(get('/media/tour-groups/1/0.webp?w=470')),
    ]);
    const c = await handle(get('/media/tour-groups/1/0.webp?w=480'));
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(rasterise).toHaveBeenCalledTimes(1);
    expect(subjectOf).toHaveBeenCalledTimes(1);
    expect(c.headers.get('etag')).toBe(a.headers.get('etag'));
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { handle } = handler();
    const etag = (await handle(get('/media/tour-groups/1/0.webp'))).headers.get('etag') ?? '';
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await handle(get('/media/tour-groups/1/0.webp', { 'if-none-match': header }));
      expect(response.status, header).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await response.text()).toBe('');
    }
    expect((await handle(get('/media/tour-groups/1/0.webp', { 'if-none-match': '"other"' }))).status).toBe(
      200,
    );
  });

  it('answers HEAD without a body', async () => {
    const { handle } = handler();
    const response = await handle(get('/media/tour-groups/1/0.webp', {}, 'HEAD'));
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });

  it('answers 404 for unknown entities and malformed paths or widths', async () => {
    const { handle, subjectOf } = handler();
    for (const path of [
      '/media/tour-groups/2/0.webp',
      '/media/tour-groups/1/0.png',
      '/media/nothing/1.webp',
      '/media/tour-groups/1/0.webp?w=abc',
      '/media/tour-groups/1/0.webp?w=0',
      '/media/tour-groups/1/0.webp?w=-5',
      '/media/tour-groups/1/0.webp?w=123456',
    ]) {
      const response = await handle(get(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(subjectOf).toHaveBeenCalledTimes(1); // only the well-formed path asked the catalogue
    expect((await handle(get('/media/tour-groups/1/0.webp', {}, 'POST'))).status).toBe(405);
  });

  it('answers 503, not cached, when the catalogue or the renderer fails', async () => {
    const logs = captureLogs();
    let fail = true;
    const { handle } = handler({
      subjectOf: async () => {
        if (fail) throw new Error('database down');
        return subject;
      },
    });
    const failed = await handle(get('/media/tour-groups/1/0.webp'));
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(logs.at('error')).toHaveLength(1);
    fail = false;
    expect((await handle(get('/media/tour-groups/1/0.webp'))).status).toBe(200);
    const broken = handler({ rasterise: () => Promise.reject(new Error('librsvg')) });
    expect((await broken.handle(get('/media/tour-groups/1/0.webp'))).status).toBe(503);
    logs.restore();
  });
});
