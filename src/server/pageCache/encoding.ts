import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The content coding to answer with: brotli, else gzip, else none, as the Accept-Encoding header allows
 * (a coding with q=0 is refused; `*` stands for any coding not named).
 * @example chooseEncoding('gzip, deflate, br') === 'br'
 * @example chooseEncoding('br;q=0, gzip') === 'gzip'
 * @example chooseEncoding(undefined) === 'identity'
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string): boolean => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|ld\+json)|image\/svg)/i;

/** Whether a body of this type and size is worth compressing (text of 1 kB or more). */
export function isCompressible(contentType: string | null | undefined, bytes?: number): boolean {
  if (!contentType || !COMPRESSIBLE.test(contentType)) return false;
  return bytes === undefined || bytes >= 1024;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The brotli form a miss keeps (quality 3), made off the main thread (libuv's pool). Only brotli: the
 * browsers of nearly every visitor ask for it, and a miss's CPU is what a cold page costs (issue 25: the
 * gzip form too was a third of the compression of every miss). The gzip form is made on the first
 * request that asks for it (`compressGzip`).
 *
 * Quality 3, the fastest of brotli's hashers that still beats gzip: over 60 demo pages (98 kB on
 * average) 0.86–0.92 ms of CPU against 1.27–1.48 ms at 4 and 2.4–2.7 ms at 5, for 6 % more bytes than 4
 * (18.9 against 17.9 kB), and only for the page's first visitors: a page asked again is recompressed at
 * 11 (`compressBest`). One output buffer of 64 kB (a page's brotli form fits in it) instead of zlib's
 * 16-kB chunks: each chunk was a hand-over between the pool and the main thread (main thread 0.42–0.74
 * → 0.26–0.41 ms a page).
 */
export function compressForMiss(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    chunkSize: MISS_CHUNK_BYTES,
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: MISS_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Brotli's quality for a miss (see `compressForMiss`). */
export const MISS_QUALITY = 3;
const MISS_CHUNK_BYTES = 64 * 1024;

/** The gzip form (level 6) of a kept page, made when a client first asks for gzip. */
export function compressGzip(body: Buffer): Promise<Buffer> {
  return gzip(body, { level: 6 });
}

/**
 * Brotli at its best quality (11): ~15 % smaller than quality 5 on a page (a 100-kB landing page: 16.3 →
 * 14.5 kB, inside the first round trip's 14.6 kB), at ~100 ms of a pool thread. Only for pages kept and
 * asked again (pageCache.ts), never on a request's path.
 */
export function compressBest(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** A streaming compressor for answers that are not kept (uncached HTML and JSON). */
export function compressorFor(encoding: Exclude<Encoding, 'identity'>): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 });
}
