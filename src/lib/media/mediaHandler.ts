import { createHash } from 'node:crypto';
import { z } from 'zod';
import { artworkSvg, type ArtSubject } from './art/artwork.ts';
import type { Cache } from '../cache/cache';
import { MEDIA_SIZES, parseMediaPath, type MediaRef } from '@storefront/catalogue/contract';
import { snapWidth } from './widths.ts';
import { logger } from '../log/logger.ts';

const log = logger('media');

export interface Rendition {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

export interface MediaDeps {
  /** The picture's subject, undefined for an image the catalogue does not have; may throw (→ 503). */
  subjectOf(ref: MediaRef): Promise<ArtSubject | undefined>;
  rasterise(svg: string): Promise<Uint8Array<ArrayBuffer>>;
  /** Rendered bytes by URL, bounded by bytes; renditions never expire. */
  cache: Cache<Rendition>;
}

/** A rendition never changes for its URL (the catalogue is written only by the seed). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// `w`: a whole number of pixels (any value snaps to an allowed width); anything else is a bad URL.
const querySchema = z.object({
  w: z
    .string()
    .regex(/^[1-9]\d{0,4}$/)
    .transform(Number)
    .optional(),
});

const plain = (status: number, text: string, headers: Record<string, string>) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers },
  });

const notFound = () => plain(404, 'Not found', { 'cache-control': 'public, max-age=60' });

/** Whether an If-None-Match header names this ETag (weak comparison, `*` matches anything). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The `/media/…` endpoint: parses the path (scheme in `mediaPaths.ts`) and `?w=`, draws the entity's
 * artwork and answers it as WebP, from a bounded cache of rendered bytes; concurrent requests for
 * one rendition share one render. Unknown or malformed → 404, catalogue or renderer failure → 503
 * (never cached), never a 500.
 * @example const handle = createMediaHandler({ subjectOf, rasterise: rasteriseWebp, cache: new Cache({ maxBytes: 1e7, sizeOf: (r) => r.bytes.byteLength }) })
 */
const NEVER_STALE = { ttlMs: Infinity, swrMs: 0 };

export function createMediaHandler(deps: MediaDeps): (request: Request) => Promise<Response> {
  async function render(ref: MediaRef, width: number): Promise<Rendition | undefined> {
    const subject = await deps.subjectOf(ref);
    if (!subject) return undefined;
    const bytes = await deps.rasterise(artworkSvg(subject, MEDIA_SIZES[ref.kind], width));
    return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"` };
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plain(405, 'Method not allowed', { allow: 'GET, HEAD', 'cache-control': 'no-store' });
    const url = new URL(request.url);
    const ref = parseMediaPath(url.pathname);
    const query = querySchema.safeParse({ w: url.searchParams.get('w') ?? undefined });
    if (!ref || !query.success) return notFound();
    const width = snapWidth(query.data.w, MEDIA_SIZES[ref.kind].width);
    const key = `${url.pathname}?w=${width}`;
    let rendition: Rendition | undefined;
    try {
      // Concurrent requests for one rendition share its render (the cache's single flight).
      rendition = await deps.cache.load(key, NEVER_STALE, () =>
        render(ref, width).catch((error: unknown) => {
          log.error({ err: error }, `${key} could not be rendered`);
          throw error;
        }),
      );
    } catch {
      return plain(503, 'Media temporarily unavailable', {
        'cache-control': 'no-store',
        'retry-after': '5',
      });
    }
    if (!rendition) return notFound();
    const headers = {
      'cache-control': IMMUTABLE,
      etag: rendition.etag,
      'x-content-type-options': 'nosniff',
    };
    if (matches(request.headers.get('if-none-match'), rendition.etag))
      return new Response(null, { status: 304, headers });
    return new Response(request.method === 'HEAD' ? null : rendition.bytes, {
      status: 200,
      headers: {
        ...headers,
        'content-type': 'image/webp',
        'content-length': String(rendition.bytes.byteLength),
      },
    });
  };
}
