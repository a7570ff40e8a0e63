import { filter, NotFoundError } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { fixtureDocuments, fixtureRepository } from '../../../tests/fixtures/contentFixtures';
import { withRenderScope } from '../cache/requestScope';
import { CachingClient, contentAnswers } from './cachingClient';
import { LOCAL_ENDPOINT, LOCAL_REPOSITORY_NAME } from './contentClient';
import { createContentFetch } from './contentFetch';
import type { LocalRepository } from './local/localRepository';

/** A caching client over a local repository that counts the searches reaching it. */
function countingClient(repository: () => LocalRepository, answers = contentAnswers(100, 1e7)) {
  const seen = { searches: 0, roots: 0 };
  const fetch = createContentFetch(async (input) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.pathname.endsWith('/documents/search')) seen.searches += 1;
    else seen.roots += 1;
    return repository().handle(url, LOCAL_ENDPOINT);
  });
  return { client: new CachingClient(LOCAL_REPOSITORY_NAME, { fetch }, answers), seen, answers };
}

const showpages = { filters: [filter.at('document.type', 'showpage')] };

describe('CachingClient (parsed content answers kept by query URL; a ref never changes its answer)', () => {
  it('answers a repeated query from memory, with the very same frozen objects', async () => {
    const repository = fixtureRepository();
    const { client, seen } = countingClient(() => repository);
    const first = await client.get(showpages);
    const again = await client.get(showpages);
    expect(first.results.map((document) => document.id)).toEqual(['show-en']);
    expect(again).toBe(first);
    expect(seen.searches).toBe(1);
    expect(Object.isFrozen(first.results[0]?.data)).toBe(true);
    expect(() => (first.results as unknown[]).push('x')).toThrow(TypeError);
  });

  it('asks again when the master ref changes (a publication), never mixing refs', async () => {
    let repository = fixtureRepository();
    const answers = contentAnswers(100, 1e7);
    const before = countingClient(() => repository, answers);
    expect((await before.client.get(showpages)).results[0]?.tags).not.toEqual(['changed']);
    repository = fixtureRepository(
      fixtureDocuments.map((document) =>
        (document as { id: string }).id === 'show-en' ? { ...document, tags: ['changed'] } : document,
      ),
    );
    // A publication drops the shared client (its 5-second repository cache with it): a fresh one,
    // sharing the same answers, reads the new ref.
    const after = countingClient(() => repository, answers);
    expect((await after.client.get(showpages)).results[0]?.tags).toEqual(['changed']);
    expect(after.seen.searches).toBe(1);
    expect(answers.count).toBe(2);
  });

  it('getFirst and getByUID go through the kept answers; an empty answer throws NotFoundError each time', async () => {
    const repository = fixtureRepository();
    const { client, seen } = countingClient(() => repository);
    const one = await client.getByID('show-en');
    expect(await client.getByID('show-en')).toBe(one);
    expect(seen.searches).toBe(1);
    await expect(client.getByUID('showpage', 'no-such-show')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.getByUID('showpage', 'no-such-show')).rejects.toBeInstanceOf(NotFoundError);
    expect(seen.searches).toBe(2);
  });

  it('keeps nothing while told to read another ref (a release, a preview), and again once back on master', async () => {
    const repository = fixtureRepository();
    const { client, seen, answers } = countingClient(() => repository);
    client.queryContentFromRef(repository.masterRef);
    await client.get(showpages);
    await client.get(showpages);
    expect(seen.searches).toBe(2);
    expect(answers.count).toBe(0);
    client.queryLatestContent();
    await client.get(showpages);
    await client.get(showpages);
    expect(seen.searches).toBe(3);
    expect(answers.count).toBe(1);
  });

  it('records the query’s cache tags on every use, kept or not', async () => {
    const repository = fixtureRepository();
    const { client } = countingClient(() => repository);
    const miss = await withRenderScope(() => client.get(showpages));
    const hit = await withRenderScope(() => client.get(showpages));
    expect([...miss.scope.tags]).toEqual(['type:showpage']);
    expect([...hit.scope.tags]).toEqual(['type:showpage']);
  });

  it('is bounded by entries and by JSON size, least recently used first', async () => {
    const answers = contentAnswers(2, 100);
    const query = (n: number) => ({ page: n, results: [] }) as never;
    answers.set('a', query(1), [], 40);
    answers.set('b', query(2), [], 40);
    answers.get('a');
    answers.set('c', query(3), [], 40);
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')).toEqual({ page: 1, results: [] });
    expect(answers.count).toBe(2);
    answers.set('d', query(4), [], 90);
    expect(answers.count).toBe(1);
    answers.set('huge', query(5), [], 101);
    expect(answers.get('huge')).toBeUndefined();
  });
});
