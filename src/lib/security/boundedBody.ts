/** What reading a request body with a limit gave: its bytes, or why not. */
export type BoundedBody =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'tooLarge' | 'unreadable' };

/**
 * Reads at most `max` bytes of a request body, chunk by chunk, never buffering more than `max` (plus
 * one chunk): a declared `Content-Length` over `max` is refused before anything is read, and a body
 * of unknown length (chunked) is cancelled at the first chunk that passes `max`. A malformed
 * `Content-Length` or a stream that breaks (the client went away) is `unreadable`. Shared by the forms
 * (`formGuard.ts`) and the webhooks (`lib/revalidate/webhookGuard.ts`), so a huge upload costs one chunk.
 * @example await readBoundedBody(new Request('http://a/', { method: 'POST', body: 'x'.repeat(10) }), 4) → { ok: false, reason: 'tooLarge' }
 */
export async function readBoundedBody(request: Request, max: number): Promise<BoundedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (!/^\d{1,16}$/.test(declared)) return { ok: false, reason: 'unreadable' };
    if (Number(declared) > max) return { ok: false, reason: 'tooLarge' };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'tooLarge' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
