import { describe, expect, it } from 'vitest';
import { readBoundedBody } from './boundedBody';

/** A chunked body (no Content-Length) that counts how many chunks were pulled and whether it was cancelled. */
function chunked(chunks: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close();
      seen.pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request('http://x.localhost/api/revalidate', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, seen };
}

describe('readBoundedBody', () => {
  it('reads a body within the limit whole, chunk by chunk', async () => {
    const { request } = chunked(4, 1000);
    const result = await readBoundedBody(request, 4000);
    expect(result.ok && result.bytes.byteLength).toBe(4000);
    expect(result.ok && new TextDecoder().decode(result.bytes.subarray(0, 3))).toBe('xxx');
  });

  it('stops at the first chunk past the limit and cancels the stream, never reading the rest', async () => {
    const { request, seen } = chunked(10_000, 16 * 1024); // 160 MB, if it were read
    const result = await readBoundedBody(request, 64 * 1024);
    expect(result).toEqual({ ok: false, reason: 'tooLarge' });
    expect(seen.pulled).toBeLessThanOrEqual(6);
    expect(seen.cancelled).toBe(true);
  });

  it('refuses a declared Content-Length over the limit without reading anything', async () => {
    let pulled = 0;
    const request = new Request('http://x.localhost/', {
      method: 'POST',
      headers: { 'content-length': '70000' },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(10));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await readBoundedBody(request, 65_536)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(pulled).toBeLessThanOrEqual(1); // a stream may pull once when built, never on our behalf
  });

  it('refuses a malformed Content-Length as unreadable', async () => {
    for (const declared of ['abc', '-1', '1e2', '0x10'])
      expect(
        await readBoundedBody(
          new Request('http://x.localhost/', { method: 'POST', headers: { 'content-length': declared } }),
          100,
        ),
        declared,
      ).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('answers an empty body as no bytes, and a broken stream as unreadable', async () => {
    const empty = await readBoundedBody(new Request('http://x.localhost/', { method: 'POST' }), 10);
    expect(empty.ok && empty.bytes.byteLength).toBe(0);
    const broken = new Request('http://x.localhost/', {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.error(new Error('connection reset'));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await readBoundedBody(broken, 10)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('counts bytes, not characters', async () => {
    const request = new Request('http://x.localhost/', { method: 'POST', body: 'é'.repeat(6) }); // 12 bytes
    expect(await readBoundedBody(request, 11)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
