import { describe, expect, it } from 'vitest';
import type { CatalogueChange } from '../cache/catalogueChanges';
import { handleCatalogueEvents, refuseCatalogueEventMethod } from './handleCatalogueEvents';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://x.localhost/api/catalogue-events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function setup(secret: string | undefined) {
  const published: CatalogueChange[] = [];
  return { deps: { secret, publish: (change: CatalogueChange) => published.push(change) }, published };
}

describe('POST /api/catalogue-events', () => {
  it('publishes the change with the right secret and says what it counted', async () => {
    const { deps, published } = setup('cat-secret');
    const answer = await handleCatalogueEvents(
      post({ secret: 'cat-secret', tgids: [4040, 4041], collections: [17], cities: ['ROME'] }),
      deps,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ ok: true, tgids: 2, collections: 1, cities: 1 });
    expect(published).toEqual([{ tgids: [4040, 4041], collectionIds: [17], cityCodes: ['ROME'] }]);
  });

  it('refuses a wrong or missing secret with 401, whatever the body', async () => {
    const { deps, published } = setup('cat-secret');
    for (const body of [
      { secret: 'cat-secreT', tgids: [1] },
      { tgids: [1] },
      'junk',
      { secret: 'x', tgids: [-1] },
    ]) {
      const answer = await handleCatalogueEvents(post(body), deps);
      expect(answer.status, JSON.stringify(body)).toBe(401);
      expect(await answer.json()).toEqual({ error: 'Wrong or missing secret.' });
    }
    expect(published).toEqual([]);
  });

  it('answers 400 with the reason to a malformed body with the right secret', async () => {
    const { deps, published } = setup('cat-secret');
    const answer = await handleCatalogueEvents(post({ secret: 'cat-secret', cities: ['rome'] }), deps);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe(
      'Invalid catalogue event: cities.0 must be a city code such as ROME or ABU_DHABI',
    );
    expect(published).toEqual([]);
  });

  it('answers 413 to a body over 64 KB, declared or not', async () => {
    const { deps } = setup('cat-secret');
    const huge = { secret: 'cat-secret', tgids: [1], pad: 'x'.repeat(70_000) };
    expect((await handleCatalogueEvents(post(huge), deps)).status).toBe(413);
    const declared = post({ secret: 'cat-secret', tgids: [1] }, { 'content-length': '999999' });
    expect((await handleCatalogueEvents(declared, deps)).status).toBe(413);
  });

  it('is disabled, and says how to enable it, without CATALOGUE_WEBHOOK_SECRET', async () => {
    const { deps, published } = setup(undefined);
    const answer = await handleCatalogueEvents(post({ secret: '', tgids: [1] }), deps);
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
