import { describe, expect, it, vi } from 'vitest';
import type { ContentChange } from '../cache/invalidation';
import { createContentClient } from '../content/contentClient';
import { MemoryRateLimiter } from '../forms/rateLimit';
import { LocalRepository } from '../content/local/localRepository';
import { handleRevalidate as handle, type RevalidateDeps } from './handleRevalidate';
import { secretThrottle, WRONG_SECRET_LIMIT } from './secretThrottle';

const CLIENT = '203.0.113.9';
const handleRevalidate = (request: Request, deps: RevalidateDeps) => handle(request, CLIENT, deps);

const repository = new LocalRepository([
  {
    file: 'site/settings.json',
    text: JSON.stringify({ id: 'settings-en', uid: 'x_com', type: 'site_settings', lang: 'en-us', data: {} }),
  },
  {
    file: 'site/header.json',
    text: JSON.stringify({ id: 'header-en', uid: 'x_com', type: 'common_header', lang: 'en-us', data: {} }),
  },
]);
const post = (body: unknown) =>
  new Request('http://x.localhost/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function setup(secret: string | undefined) {
  const published: ContentChange[] = [];
  const refresh = vi.fn();
  const deps = {
    secret,
    client: () => createContentClient({ kind: 'local', repository: () => repository }),
    refresh,
    publish: (change: ContentChange) => published.push(change),
    throttle: secretThrottle(
      'revalidate',
      new MemoryRateLimiter({ capacity: WRONG_SECRET_LIMIT, windowSeconds: 60, now: () => 0 }),
    ),
  };
  return { deps, published, refresh };
}

describe('POST /api/revalidate', () => {
  it('invalidates by the touched documents, their types and uids; unknown ids are kept apart', async () => {
    const { deps, published, refresh } = setup('right-secret');
    const answer = await handleRevalidate(
      post({ type: 'api-update', secret: 'right-secret', masterRef: 'm', documents: ['header-en', 'gone'] }),
      deps,
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      ok: true,
      type: 'api-update',
      documents: 2,
      types: ['common_header'],
      everything: false,
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(published).toEqual([
      {
        ids: ['header-en', 'gone'],
        types: ['common_header'],
        uids: ['x.com'],
        unknownIds: ['gone'],
        everything: false,
      },
    ]);
  });

  it('answers a test-trigger without invalidating anything', async () => {
    const { deps, published } = setup('right-secret');
    const answer = await handleRevalidate(post({ type: 'test-trigger', secret: 'right-secret' }), deps);
    expect(await answer.json()).toEqual({ ok: true, type: 'test-trigger' });
    expect(published).toEqual([]);
  });

  it('refuses a wrong or missing secret with 401 and says nothing about the body', async () => {
    const { deps, published } = setup('right-secret');
    expect(
      (await handleRevalidate(post({ type: 'api-update', secret: 'wrong', documents: [] }), deps)).status,
    ).toBe(401);
    expect((await handleRevalidate(post({ type: 'api-update', documents: [] }), deps)).status).toBe(401);
    expect((await handleRevalidate(post('not json'), deps)).status).toBe(401);
    expect(published).toEqual([]);
  });

  it('throttles a client after 10 wrong secrets: 429 with Retry-After, even for the right one', async () => {
    const { deps, published } = setup('right-secret');
    for (let i = 0; i < WRONG_SECRET_LIMIT; i += 1)
      expect((await handleRevalidate(post({ type: 'api-update', secret: `guess-${i}` }), deps)).status).toBe(
        401,
      );
    const blocked = await handleRevalidate(post({ type: 'test-trigger', secret: 'right-secret' }), deps);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('6');
    expect(((await blocked.json()) as { error: string }).error).toMatch(/Too many wrong secrets/);
    // Another address is not affected; right secrets never count.
    for (let i = 0; i < WRONG_SECRET_LIMIT + 2; i += 1)
      expect(
        (await handle(post({ type: 'test-trigger', secret: 'right-secret' }), '198.51.100.1', deps)).status,
      ).toBe(200);
    expect(published).toEqual([]);
  });

  it('stops reading a chunked body at 64 KB: 413 without pulling the rest', async () => {
    const { deps } = setup('right-secret');
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 2000)
          controller.close(); // 32 MB if read whole
        else controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    const request = new Request('http://x.localhost/api/revalidate', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await handleRevalidate(request, deps)).status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it('answers 400 to a malformed payload with the right secret, 413 to a huge body', async () => {
    const { deps } = setup('right-secret');
    const bad = await handleRevalidate(
      post({ type: 'api-update', secret: 'right-secret', documents: ['a b'] }),
      deps,
    );
    expect(bad.status).toBe(400);
    const huge = await handleRevalidate(
      post({ type: 'x', secret: 'right-secret', pad: 'x'.repeat(70_000) }),
      deps,
    );
    expect(huge.status).toBe(413);
  });

  it('is disabled, and says why, without PRISMIC_WEBHOOK_SECRET', async () => {
    const { deps } = setup(undefined);
    const answer = await handleRevalidate(post({ type: 'test-trigger' }), deps);
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { error: string }).error).toContain('PRISMIC_WEBHOOK_SECRET');
  });
});
