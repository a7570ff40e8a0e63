import { describe, expect, it } from 'vitest';
import type { CatalogueChange } from '../rules/revalidate/catalogueEvent';
import { MemoryRateLimiter } from '../forms/rateLimit';
import { signCatalogueEvent } from '../rules/revalidate/catalogueSignature';
import { handleCatalogueEvents, refuseCatalogueEventMethod } from './handleCatalogueEvents';
import { secretThrottle, WRONG_SECRET_LIMIT } from './secretThrottle';
import { SeenEvents } from './seenEvents';

const SECRET = 'catalogue-secret-of-at-least-32-bytes';
const NOW = 1_767_225_600;
const CLIENT = '203.0.113.9';

/** A signed event as the catalogue sends it (`sign` replaces the signature header). */
const post = (body: unknown, options: { secret?: string; at?: number; sign?: string | null } = {}) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.sign === undefined
      ? signCatalogueEvent(text, options.secret ?? SECRET, options.at ?? NOW)
      : options.sign;
  return new Request('http://x.localhost/api/catalogue-events', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-catalogue-signature': signature }),
    },
    body: text,
  });
};

function setup({ secret }: { secret: string | undefined } = { secret: SECRET }) {
  const published: CatalogueChange[] = [];
  const limiter = new MemoryRateLimiter({ capacity: WRONG_SECRET_LIMIT, windowSeconds: 60, now: () => 0 });
  return {
    deps: {
      secret,
      publish: (change: CatalogueChange) => published.push(change),
      throttle: secretThrottle('catalogue-events', limiter),
      seen: new SeenEvents({ now: () => NOW * 1000 }),
      now: () => NOW * 1000,
    },
    published,
  };
}

describe('POST /api/catalogue-events', () => {
  it('publishes a signed change and says what it counted', async () => {
    const { deps, published } = setup();
    const answer = await handleCatalogueEvents(
      post({ id: 'evt-1', tgids: [4040, 4041], collections: [17], cities: ['ROME'] }),
      CLIENT,
      deps,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ ok: true, tgids: 2, collections: 1, cities: 1 });
    expect(published).toEqual([{ tgids: [4040, 4041], collectionIds: [17], cityCodes: ['ROME'] }]);
  });

  it('answers a repeated event id 200 { duplicate: true } without applying it again', async () => {
    const { deps, published } = setup();
    const event = { id: 'evt-2', tgids: [4040] };
    expect((await handleCatalogueEvents(post(event), CLIENT, deps)).status).toBe(200);
    const again = await handleCatalogueEvents(post(event, { at: NOW + 60 }), CLIENT, deps);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, duplicate: true });
    expect(published).toHaveLength(1);
    // Another id is another event.
    expect((await handleCatalogueEvents(post({ ...event, id: 'evt-3' }), CLIENT, deps)).status).toBe(200);
    expect(published).toHaveLength(2);
  });

  it('refuses a wrong, missing or stale signature and a tampered body with 401', async () => {
    const { deps, published } = setup();
    const event = { id: 'evt-4', tgids: [1] };
    const refused = [
      post(event, { secret: `${SECRET}x` }),
      post(event, { sign: null }),
      post(event, { sign: 'junk' }),
      post(event, { at: NOW - 301 }),
      post(event, { at: NOW + 301 }),
      post(JSON.stringify({ ...event, tgids: [2] }), {
        sign: signCatalogueEvent(JSON.stringify(event), SECRET, NOW),
      }),
    ];
    const errors: string[] = [];
    for (const request of refused) {
      const answer = await handleCatalogueEvents(request, CLIENT, deps);
      expect(answer.status).toBe(401);
      errors.push(((await answer.json()) as { error: string }).error);
    }
    expect(errors[0]).toBe('Wrong signature.');
    expect(errors[1]).toMatch(/^Missing or malformed X-Catalogue-Signature/);
    expect(errors[3]).toMatch(/more than 5 minutes from the server's clock/);
    expect(published).toEqual([]);
  });

  it('refuses a body with the old in-body secret: it is not signed', async () => {
    const { deps } = setup();
    const answer = await handleCatalogueEvents(
      post({ secret: SECRET, tgids: [1] }, { sign: null }),
      CLIENT,
      deps,
    );
    expect(answer.status).toBe(401);
  });

  it('throttles a client after 10 wrong signatures with 429 and Retry-After, even for a right one', async () => {
    const { deps, published } = setup();
    for (let i = 0; i < WRONG_SECRET_LIMIT; i += 1)
      expect(
        (await handleCatalogueEvents(post({ id: `w${i}`, tgids: [1] }, { secret: 'guess' }), CLIENT, deps))
          .status,
      ).toBe(401);
    const blocked = await handleCatalogueEvents(post({ id: 'right', tgids: [1] }), CLIENT, deps);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('6');
    expect(published).toEqual([]);
    // Another client is not affected, and right events never count.
    for (let i = 0; i < WRONG_SECRET_LIMIT + 2; i += 1)
      expect(
        (await handleCatalogueEvents(post({ id: `r${i}`, tgids: [1] }), '198.51.100.1', deps)).status,
      ).toBe(200);
  });

  it('answers 400 with the reason to a malformed body with a right signature', async () => {
    const { deps, published } = setup();
    const answer = await handleCatalogueEvents(post({ id: 'evt-5', cities: ['rome'] }), CLIENT, deps);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe(
      'Invalid catalogue event: cities.0 must be a city code such as ROME or ABU_DHABI',
    );
    const notJson = await handleCatalogueEvents(post('{"id":'), CLIENT, deps);
    expect(notJson.status).toBe(400);
    expect(published).toEqual([]);
  });

  it('answers 413 to a body over 64 KB, declared or not', async () => {
    const { deps } = setup();
    const huge = { id: 'evt-6', tgids: [1], pad: 'x'.repeat(70_000) };
    expect((await handleCatalogueEvents(post(huge), CLIENT, deps)).status).toBe(413);
    const declared = new Request('http://x.localhost/api/catalogue-events', {
      method: 'POST',
      headers: { 'content-length': '999999' },
    });
    expect((await handleCatalogueEvents(declared, CLIENT, deps)).status).toBe(413);
  });

  it('stops reading a chunked body at 64 KB: 413 without pulling the rest', async () => {
    const { deps } = setup();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 2000)
          controller.close(); // 32 MB if read whole
        else controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    const request = new Request('http://x.localhost/api/catalogue-events', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await handleCatalogueEvents(request, CLIENT, deps)).status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it('is disabled, and says how to enable it, without CATALOGUE_WEBHOOK_SECRET', async () => {
    const { deps, published } = setup({ secret: undefined });
    const answer = await handleCatalogueEvents(post({ id: 'e', tgids: [1] }), CLIENT, deps);
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { error: string }).error).toContain('set CATALOGUE_WEBHOOK_SECRET');
    expect(published).toEqual([]);
  });

  it('answers other methods 405 with Allow: POST', () => {
    const answer = refuseCatalogueEventMethod();
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});
