import { describe, expect, it, vi } from 'vitest';
import type { Site } from '../../sites/site';
import type { PageDocument } from './indexablePages';
import type { MediaCatalogue } from './sitemapMedia';
import { createSitemapCache, MAX_CACHED_HOSTS } from './siteSitemaps';

const site: Site = {
  domain: 'x.com',
  alias: 'x',
  name: 'X',
  tagline: '',
  themeColor: '#000000',
  languages: ['en'],
  cityCode: undefined,
  subdomainHosting: false,
  designV3: true,
  localized: {},
};
const landing: PageDocument = {
  type: 'microsite',
  uid: 'x.com',
  lang: 'en-us',
  tags: [],
  data: {},
  alternate_languages: [],
};
const about: PageDocument = { ...landing, uid: 'x.com.about' };
const catalogue = {} as MediaCatalogue;

describe('createSitemapCache', () => {
  it('lists the documents once for every host and keeps each host’s pages for the ttl', async () => {
    let now = 0;
    let documents = [landing];
    const list = vi.fn(async () => documents);
    const forHost = createSitemapCache({
      documents: list,
      catalogue: () => catalogue,
      ttlMs: 1000,
      now: () => now,
    });
    const local = forHost(site, 'http://x.localhost:4412', []);
    const production = forHost(site, 'https://x.com', []);
    expect((await local.pages()).map((page) => page.loc)).toEqual(['http://x.localhost:4412/']);
    expect((await production.pages()).map((page) => page.loc)).toEqual(['https://x.com/']);
    expect(list).toHaveBeenCalledTimes(1);
    expect(forHost(site, 'http://x.localhost:4412', [])).toBe(local);

    documents = [landing, about];
    now = 999;
    expect(await local.pages()).toHaveLength(1);
    now = 1000;
    expect(await local.pages()).toHaveLength(1); // stale listing served while it refreshes
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(list).toHaveBeenCalledTimes(2);
    expect((await local.pages()).map((page) => page.loc)).toEqual([
      'http://x.localhost:4412/',
      'http://x.localhost:4412/about/',
    ]);
    expect(await production.pages()).toHaveLength(2);
  });

  it('keeps images for the ttl per host', async () => {
    let now = 0;
    const getCity = vi.fn(async () => ({ imageUrl: 'https://c.x/city.jpg' }));
    const city: PageDocument = {
      ...landing,
      data: { tagged_mb_type: 'a1-city-guide', tagged_page_type: 'landing-page', tagged_city: 'ROME' },
    };
    const forHost = createSitemapCache({
      documents: async () => [city],
      catalogue: () => ({ getCity }) as unknown as MediaCatalogue,
      ttlMs: 1000,
      now: () => now,
    });
    const sitemaps = forHost(site, 'https://x.com', []);
    expect(await sitemaps.images()).toEqual([{ loc: 'https://x.com/', images: ['https://c.x/city.jpg'] }]);
    now = 999;
    await sitemaps.images();
    expect(getCity).toHaveBeenCalledTimes(1);
  });

  it('remembers a bounded number of hosts', () => {
    const forHost = createSitemapCache({ documents: async () => [], catalogue: () => catalogue });
    const first = forHost(site, 'http://x.localhost:1', []);
    for (let port = 2; port <= MAX_CACHED_HOSTS + 1; port += 1)
      forHost(site, `http://x.localhost:${port}`, []);
    expect(forHost(site, `http://x.localhost:${MAX_CACHED_HOSTS + 1}`, [])).toBe(
      forHost(site, `http://x.localhost:${MAX_CACHED_HOSTS + 1}`, []),
    );
    expect(forHost(site, 'http://x.localhost:1', [])).not.toBe(first);
  });
});
