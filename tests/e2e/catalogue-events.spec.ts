import { expect, test } from '@playwright/test';
import { E2E_CATALOGUE_SECRET } from '../../playwright.config';
import { hostRequest } from './helpers';

test.describe('POST /api/catalogue-events', () => {
  const call = hostRequest('colosseum', '/api/catalogue-events');

  test('the right secret publishes the change (200), a wrong one is 401, junk is 400', async ({
    request,
  }) => {
    const send = (data: unknown) => request.post(call.url, { headers: call.headers, data });
    const right = await send({
      secret: E2E_CATALOGUE_SECRET,
      tgids: [4040, 4040],
      collections: [17],
      cities: ['ROME'],
    });
    expect(right.status()).toBe(200);
    expect(right.headers()['cache-control']).toBe('no-store');
    expect(await right.json()).toEqual({ ok: true, tgids: 1, collections: 1, cities: 1 });

    const wrong = await send({ secret: `${E2E_CATALOGUE_SECRET}X`, tgids: [4040] });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Wrong or missing secret.' });

    const junk = await send({ secret: E2E_CATALOGUE_SECRET, tgids: [2_147_483_648], cities: ['rome'] });
    expect(junk.status()).toBe(400);
    expect(((await junk.json()) as { error: string }).error).toBe(
      'Invalid catalogue event: tgids.0 must be within int4',
    );
    const notJson = await request.post(call.url, {
      headers: { ...call.headers, 'content-type': 'application/json' },
      data: '{"secret":',
    });
    expect(notJson.status()).toBe(401);
  });

  test('answers 413 to a large body and 405 with Allow: POST to other methods', async ({ request }) => {
    const large = await request.post(call.url, {
      headers: call.headers,
      data: { secret: E2E_CATALOGUE_SECRET, tgids: [1], pad: 'x'.repeat(70_000) },
    });
    expect(large.status()).toBe(413);
    const get = await request.get(call.url, { headers: call.headers });
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
  });
});
