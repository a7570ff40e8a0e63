import {
  ForbiddenError,
  NotFoundError,
  ParsingError,
  PrismicError,
  RepositoryNotFoundError,
} from '@prismicio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePrismic, type FakePrismic } from '../../../tests/fixtures/fakePrismicServer';
import { createContentClient } from './contentClient';

let server: FakePrismic;
let waits: number[];
const sleep = async (ms: number) => {
  waits.push(ms);
};

beforeAll(async () => {
  server = await startFakePrismic();
});
afterAll(() => server.close());

function client(scenario: string) {
  waits = [];
  return createContentClient({ kind: 'prismic', repository: server.endpoint(scenario) }, { sleep });
}

describe('content errors of spec 000 §8, against a Prismic-like server on 127.0.0.1', () => {
  it('reads documents from a healthy repository', async () => {
    const page = await client('ok').getFirst();
    expect(page.uid).toBe('home');
  });

  it('404 with an invalid JSON body: repository not found', async () => {
    const request = client('missing-repo').getFirst();
    await expect(request).rejects.toThrow(RepositoryNotFoundError);
    await expect(client('missing-repo').getFirst()).rejects.toThrow(/repository not found/i);
  });

  it('400: a parsing error carrying the server message', async () => {
    await expect(client('parse').get()).rejects.toThrow(ParsingError);
    await expect(client('parse').get()).rejects.toThrow(
      "[function at] unexpected field 'document.nope' on line:1 col:6",
    );
  });

  it('401 and 403: an authorisation error', async () => {
    await expect(client('unauthorised').get()).rejects.toThrow(ForbiddenError);
    await expect(client('forbidden').get()).rejects.toThrow(ForbiddenError);
    await expect(client('forbidden').get()).rejects.toThrow('This repository requires an access token.');
  });

  it('429: waits the default 1000 ms without retry-after, then retries', async () => {
    const c = client('rate-limited');
    const page = await c.getFirst();
    expect(page.uid).toBe('home');
    expect(waits).toEqual([1000]);
  });

  it('429: waits retry-after seconds when given', async () => {
    const c = client('rate-limited-2s');
    await c.getFirst();
    expect(waits).toEqual([2000]);
  });

  it('a rate limit that never lifts ends, after three waits, as an invalid API response', async () => {
    const c = client('always-429');
    await expect(c.get()).rejects.toThrow('An invalid API response was returned');
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('any other status: An invalid API response was returned', async () => {
    const request = client('broken').get();
    await expect(request).rejects.toThrow(PrismicError);
    await expect(client('broken').get()).rejects.toThrow('An invalid API response was returned');
  });

  it('an empty first result: No documents were returned', async () => {
    await expect(client('empty').getFirst()).rejects.toThrow(NotFoundError);
    await expect(client('empty').getFirst()).rejects.toThrow('No documents were returned');
  });

  it('an unknown ref id: Ref could not be found', async () => {
    await expect(client('ok').getRefByID('nope')).rejects.toThrow('Ref with ID "nope" could not be found.');
  });

  it('a repository name shorter than 4 characters, or with other characters, is refused', () => {
    expect(() => createContentClient({ kind: 'prismic', repository: 'abc' })).toThrow(
      'An invalid Prismic repository name was given: abc',
    );
    expect(() => createContentClient({ kind: 'prismic', repository: 'my_repo' })).toThrow(
      'An invalid Prismic repository name was given',
    );
    expect(() => createContentClient({ kind: 'prismic', repository: 'my-repo' })).not.toThrow();
  });
});
