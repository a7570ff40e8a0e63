import type { APIRequestContext } from '@playwright/test';
import { E2E_CATALOGUE_SECRET } from '../../playwright.config';
import { signCatalogueEvent } from '../../src/lib/rules/revalidate/catalogueSignature';
import { expect, test, hostRequest } from './helpers';

test.describe('POST /api/catalogue-events', () => {
  const call = hostRequest('colosseum', '/api/catalogue-events');
  /** Posts an event signed as the catalogue signs it (`secret` to sign with another one). */
  const signed = (request: APIRequestContext, event: unknown, secret = E2E_CATALOGUE_SECRET) => {
    const body = typeof event === 'string' ? event : JSON.stringify(event);
    return request.post(call.url, {
      headers: {
        ...call.headers,
        'content-type': 'application/json',
        'x-catalogue-signature': signCatalogueEvent(body, secret),
      },
      data: Buffer.from(body), // as signed (a string that is not JSON would be re-encoded)
    });
  };

  test('a signed event publishes the change (200) once, a wrong signature is 401, junk is 400', async ({
    request,
  }) => {
    const id = `e2e-${test.info().workerIndex}-${Date.now()}`;
    const event = { id, tgids: [4040, 4040], collections: [17], cities: ['ROME'] };
    const right = await signed(request, event);
    expect(right.status()).toBe(200);
    expect(right.headers()['cache-control']).toBe('no-store');
    expect(await right.json()).toEqual({ ok: true, tgids: 1, collections: 1, cities: 1 });
    const repeat = await signed(request, event);
    expect(await repeat.json()).toEqual({ ok: true, duplicate: true });

    const wrong = await signed(request, { id: `${id}-w`, tgids: [4040] }, `${E2E_CATALOGUE_SECRET}X`);
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Wrong signature.' });
    const unsigned = await request.post(call.url, {
      headers: call.headers,
      data: { secret: E2E_CATALOGUE_SECRET, tgids: [4040] },
    });
    expect(unsigned.status()).toBe(401);

    const junk = await signed(request, { id: `${id}-j`, tgids: [2_147_483_648], cities: ['rome'] });
    expect(junk.status()).toBe(400);
    expect(((await junk.json()) as { error: string }).error).toBe(
      'Invalid catalogue event: tgids.0 must be within int4',
    );
    expect((await signed(request, '{"id":')).status()).toBe(400);
  });

  test('answers 413 to a large body and 405 with Allow: POST to other methods', async ({ request }) => {
    const large = await signed(request, { id: 'large', tgids: [1], pad: 'x'.repeat(70_000) });
    expect(large.status()).toBe(413);
    const get = await request.get(call.url, { headers: call.headers });
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
  });
});
