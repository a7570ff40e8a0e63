import { filter, ParsingError, NotFoundError, type Client } from '@prismicio/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureDocuments, fixtureRepository } from '../../../../tests/fixtures/contentFixtures';
import { createContentClient } from '../contentClient';

let client: Client;
const repository = fixtureRepository();

beforeEach(() => {
  client = createContentClient({ kind: 'local', repository: () => repository });
});

const ids = (documents: { id: string }[]) => documents.map((document) => document.id).sort();

describe('the local repository through the real Prismic client', () => {
  it('answers the repository endpoint with a master ref, languages, types and tags', async () => {
    const info = await client.getRepository();
    expect(info.refs).toEqual([
      { id: 'master', ref: repository.masterRef, label: 'Master', isMasterRef: true },
    ]);
    expect(info.languages.map((l) => l.id)).toEqual(['en-us', 'ar-ae', 'ja-jp']);
    expect(Object.keys(info.types)).toEqual(['microsite', 'redirect', 'showpage', 'site_settings']);
    expect((info as unknown as { tags: string[] }).tags).toEqual(['landing', 'rome', 'show', 'tours']);
    expect(info.forms['everything']?.action).toBe(
      'https://local-repository.cdn.prismic.io/api/v2/documents/search',
    );
  });

  it('gives a new master ref when a document changes', () => {
    const changed = fixtureRepository(
      fixtureDocuments.map((d) => (d.id === 'show-en' ? { ...d, tags: ['changed'] } : d)),
    );
    expect(changed.masterRef).not.toBe(repository.masterRef);
    expect(fixtureRepository().masterRef).toBe(repository.masterRef);
  });

  it('filters with at on document.type, id, uid, lang and tags', async () => {
    expect(ids((await client.get({ filters: [filter.at('document.type', 'showpage')] })).results)).toEqual([
      'show-en',
    ]);
    expect(ids((await client.get({ filters: [filter.at('document.id', 'tours-en')] })).results)).toEqual([
      'tours-en',
    ]);
    expect(
      ids(
        (await client.get({ filters: [filter.at('document.uid', 'example-tickets.com')], lang: '*' }))
          .results,
      ),
    ).toEqual(['landing-ar', 'landing-en', 'landing-ja', 'site-ar', 'site-en']);
    expect(
      ids((await client.get({ filters: [filter.at('document.lang', 'ja-jp')], lang: '*' })).results),
    ).toEqual(['landing-ja']);
    expect(
      ids((await client.get({ filters: [filter.at('document.tags', ['tours', 'rome'])] })).results),
    ).toEqual(['tours-en']);
  });

  it('filters with not, any and in', async () => {
    const notMicrosite = await client.get({ filters: [filter.not('document.type', 'microsite')] });
    expect(ids(notMicrosite.results)).toEqual(['old-tours', 'show-en', 'site-en']);
    const anyTag = await client.get({ filters: [filter.any('document.tags', ['show', 'tours'])] });
    expect(ids(anyTag.results)).toEqual(['show-en', 'tours-en']);
    const byUids = await client.get({
      filters: [filter.in('my.microsite.uid', ['example-tickets.com.guided-tours', 'nope'])],
    });
    expect(ids(byUids.results)).toEqual(['tours-en']);
    const byIds = await client.getAllByIDs(['show-en', 'landing-en']);
    expect(ids(byIds)).toEqual(['landing-en', 'show-en']);
  });

  it('filters custom fields with at, has, missing and fulltext', async () => {
    expect(ids((await client.get({ filters: [filter.at('my.showpage.tgid', 30101)] })).results)).toEqual([
      'show-en',
    ]);
    expect(
      ids((await client.get({ filters: [filter.at('my.microsite.tagged_city', 'ROME')] })).results),
    ).toEqual(['landing-en']);
    expect(ids((await client.get({ filters: [filter.has('my.microsite.canonical_link')] })).results)).toEqual(
      ['tours-en'],
    );
    expect(
      ids((await client.get({ filters: [filter.missing('my.microsite.canonical_link')] })).results),
    ).toEqual(['landing-en']);
    expect(
      ids((await client.get({ filters: [filter.fulltext('document', 'ARCHAEOLOGIST arena')] })).results),
    ).toEqual(['tours-en']);
    expect(
      ids((await client.get({ filters: [filter.fulltext('my.microsite.body', 'amphitheatre')] })).results),
    ).toEqual(['landing-en']);
    expect(
      (await client.get({ filters: [filter.fulltext('document', 'amphitheatre nowhere')] })).results,
    ).toEqual([]);
  });

  it('answers one language, the master language by default, or all with *', async () => {
    const all = await client.get({ filters: [filter.at('document.type', 'microsite')], lang: '*' });
    expect(all.total_results_size).toBe(4);
    const arabic = await client.getByUID('microsite', 'example-tickets.com', { lang: 'ar-ae' });
    expect(arabic.id).toBe('landing-ar');
    expect(arabic.alternate_languages.map((a) => a.lang).sort()).toEqual(['en-us', 'ja-jp']);
    const english = await client.getByUID('microsite', 'example-tickets.com');
    expect(english.id).toBe('landing-en');
  });

  it('paginates with page and pageSize and links next and previous pages', async () => {
    const first = await client.get({ lang: '*', pageSize: 3, page: 1, orderings: { field: 'document.id' } });
    expect(first.total_results_size).toBe(8);
    expect(first.total_pages).toBe(3);
    expect(first.results_size).toBe(3);
    expect(first.prev_page).toBeNull();
    expect(first.next_page).toContain('page=2');
    const last = await client.get({ lang: '*', pageSize: 3, page: 3, orderings: { field: 'document.id' } });
    expect(last.results.map((d) => d.id)).toEqual(['site-en', 'tours-en']);
    expect(last.next_page).toBeNull();
    expect(last.prev_page).toContain('page=2');
    const all = await client.dangerouslyGetAll({ lang: '*', pageSize: 100 });
    expect(all).toHaveLength(8);
  });

  it('orders by custom fields and dates, descending when asked', async () => {
    const byPriority = await client.get({
      filters: [filter.at('document.type', 'microsite')],
      lang: '*',
      orderings: { field: 'my.microsite.tagged_sub_category', direction: 'desc' },
    });
    expect(byPriority.results.map((d) => d.id)).toEqual([
      'tours-en',
      'landing-en',
      'landing-ja',
      'landing-ar',
    ]);
    const byDate = await client.get({
      filters: [filter.at('document.type', 'microsite')],
      lang: '*',
      orderings: { field: 'document.first_publication_date' },
    });
    expect(byDate.results.map((d) => d.id)).toEqual(['landing-en', 'landing-ar', 'landing-ja', 'tours-en']);
  });

  it('refuses a page size above 100 and malformed queries with Prismic parsing errors', async () => {
    await expect(client.get({ pageSize: 101 })).rejects.toThrow(ParsingError);
    await expect(client.get({ pageSize: 101 })).rejects.toThrow(
      'pageSize must be between 1 and 100, got 101',
    );
    await expect(client.get({ filters: ['[at(document.nope, "x")]'] })).rejects.toThrow(
      "unexpected field 'document.nope'",
    );
    await expect(client.get({ filters: ['[near(document.type, "x")]'] })).rejects.toThrow(
      "unknown predicate 'near'",
    );
    await expect(client.get({ filters: ['[at(document.type, "x"'] })).rejects.toThrow(ParsingError);
  });

  it('answers an unknown ref like Prismic does, so the client retries on the master ref', async () => {
    const endpoint = 'https://local-repository.cdn.prismic.io/api/v2';
    const response = repository.handle(new URL(`${endpoint}/documents/search?ref=not-a-ref`), endpoint);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      type: 'api_notfound_error',
      message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${repository.masterRef}`,
    });
    client.queryContentFromRef('not-a-ref');
    const answer = await client.get({ filters: [filter.at('document.type', 'showpage')] });
    expect(answer.results.map((d) => d.id)).toEqual(['show-en']);
  });

  it('answers a search without ref with 400', async () => {
    const endpoint = 'https://local-repository.cdn.prismic.io/api/v2';
    const response = repository.handle(new URL(`${endpoint}/documents/search`), endpoint);
    expect(response.status).toBe(400);
  });

  it('says No documents were returned for a missing uid', async () => {
    await expect(client.getByUID('microsite', 'missing.example')).rejects.toThrow(NotFoundError);
    await expect(client.getByUID('microsite', 'missing.example')).rejects.toThrow(
      'No documents were returned',
    );
  });
});
