import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seededWords } from '../../../tests/fixtures/seededWords';
import { chooseEncoding, compressForMiss, compressGzip, isCompressible, MISS_QUALITY } from './encoding';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });
  it('honours q=0 and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=junk, gzip;q=0')).toBe('identity');
  });
});

describe('isCompressible', () => {
  it('compresses text of 1 kB or more', () => {
    expect(isCompressible('text/html; charset=utf-8', 2048)).toBe(true);
    expect(isCompressible('application/json', 5000)).toBe(true);
    expect(isCompressible('text/html', 100)).toBe(false);
    expect(isCompressible('image/webp', 50_000)).toBe(false);
    expect(isCompressible(null, 50_000)).toBe(false);
  });
});

describe('compressForMiss and compressGzip', () => {
  it('make the brotli and the gzip form, which decompress to the body', async () => {
    const body = Buffer.from('<p>Colosseum tickets</p>'.repeat(200));
    const br = await compressForMiss(body);
    const gzip = await compressGzip(body);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
  });

  it('compress a miss at brotli quality 3, a page larger than one output buffer included', async () => {
    // ~600 kB of varied text: its brotli form spans more than one 64-kB output buffer.
    const body = Buffer.from(
      seededWords('stalls circle balcony matinee evening premiere tickets box office', 80_000, 11),
    );
    const br = await compressForMiss(body);
    const expected = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 3,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    expect(MISS_QUALITY).toBe(3);
    expect(br.length).toBeGreaterThan(64 * 1024);
    expect(br.equals(expected)).toBe(true);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
  });
});
