import { filter, NotFoundError, type Client } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { fixtureDocuments, fixtureRepository } from '../../../tests/fixtures/contentFixtures';
import { CachingClient, contentAnswers } from './cachingClient';
import { createContentClient, LOCAL_ENDPOINT, LOCAL_REPOSITORY_NAME } from './contentClient';
import { PageIdentityClient } from './pageIdentityClient';

const link = (uid: string) => ({
  link_type: 'Document',
  id: 'tours-en',
  type: 'microsite',
  lang: 'en-us',
  uid,
});
/** The fixtures (uids stored as Prismic UIDs) and a page linking to another by a Link field (its video link). */
const repository = fixtureRepository([
  ...fixtureDocuments,
  {
    id: 'linking-en',
    uid: 'example-tickets_com_linking',
    type: 'microsite',
    lang: 'en-us',
    data: {
      title: [{ type: 'heading1', text: 'Linking', spans: [] }],
      video_url: link('example-tickets_com_guided-tours'),
    },
  },
]);

/** A client of each kind over the repository, recording the search URLs it sends. */
function clients(): { asked: URL[]; caching: Client; plain: Client } {
  const asked: URL[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.pathname.endsWith('/documents/search')) asked.push(url);
    return repository.handle(url, LOCAL_ENDPOINT);
  };
  return {
    asked,
    caching: new CachingClient(LOCAL_REPOSITORY_NAME, { fetch }, contentAnswers(100, 1e7)),
    plain: new PageIdentityClient(LOCAL_REPOSITORY_NAME, { fetch }),
  };
}

describe('PageIdentityClient (page identities in, page identities out; Prismic UIDs on the wire)', () => {
  it('asks for a page identity by its Prismic UID and answers it with identities', async () => {
    for (const kind of ['caching', 'plain'] as const) {
      const made = clients();
      const landing = await made[kind].getByUID('microsite', 'example-tickets.com', { lang: 'en-us' });
      expect(landing.id).toBe('landing-en');
      expect(landing.uid).toBe('example-tickets.com');
      expect(landing.alternate_languages.map((alternate) => `${alternate.lang} ${alternate.uid}`)).toEqual([
        'ar-ae example-tickets.com',
        'ja-jp example-tickets.com',
      ]);
      expect(made.asked.map((url) => url.searchParams.getAll('q'))).toEqual([
        ['[[at(document.type, "microsite")]]', '[[at(my.microsite.uid, "example-tickets_com")]]'],
      ]);
    }
  });

  it('reads the uid of a linked document as an identity', async () => {
    const { caching } = clients();
    const page = await caching.getByUID('microsite', 'example-tickets.com.linking');
    expect(page.data['video_url']).toMatchObject(link('example-tickets.com.guided-tours'));
  });

  it('answers listings, lookups by id and every page of dangerouslyGetAll with identities', async () => {
    const { caching, plain } = clients();
    const listed = await caching.get({ filters: [filter.at('document.type', 'redirect')] });
    expect(listed.results.map((document) => document.uid)).toEqual(['example-tickets.com.tours']);
    expect((await plain.getByID('show-en')).uid).toBe('example-tickets.com.wicked');
    const all = await plain.dangerouslyGetAll({
      filters: [filter.at('document.type', 'site_settings')],
      lang: '*',
    });
    expect(all.map((document) => document.uid)).toEqual(['example-tickets.com', 'example-tickets.com']);
  });

  it('matches a list of identities, and none for an identity without a Prismic UID', async () => {
    const { plain, asked } = clients();
    const found = await plain.getByUIDs('microsite', ['example-tickets.com.guided-tours', 'a.com.b_c']);
    expect(found.results.map((document) => document.uid)).toEqual(['example-tickets.com.guided-tours']);
    expect(asked[0]?.searchParams.getAll('q')).toContain(
      '[[in(my.microsite.uid, ["example-tickets_com_guided-tours", "."])]]',
    );
    await expect(plain.getByUID('microsite', 'example-tickets.com.guided_tours')).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // The Prismic UID itself is not an identity the storefront asks for: it names no page.
    await expect(plain.getByUID('microsite', 'example-tickets_com')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('is what createContentClient makes, a preview client (no kept answers) included', async () => {
    const shared = createContentClient({ kind: 'local', repository: () => repository });
    const preview = createContentClient({ kind: 'local', repository: () => repository }, { answers: null });
    expect(shared).toBeInstanceOf(CachingClient);
    expect(preview).toBeInstanceOf(PageIdentityClient);
    expect(preview).not.toBeInstanceOf(CachingClient);
    expect((await preview.getByUID('showpage', 'example-tickets.com.wicked')).id).toBe('show-en');
  });
});
