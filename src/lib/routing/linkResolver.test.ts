import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../log/captureLogs';
import type { DocumentLink } from '../rules/routing/documentLink';
import { previewLinkResolver, siteLinkResolver } from './linkResolver';

const paris = { domain: 'paris-city-tickets.com', alias: 'paris' };
const vatican = { domain: 'vatican-museums-tickets.com', alias: 'vatican' };
const sites = [paris, vatican];

const link = (uid: string | null, lang = 'en-us', extra: Partial<DocumentLink> = {}): DocumentLink => ({
  id: `id-${uid ?? 'none'}`,
  uid,
  type: 'microsite',
  lang,
  tags: [],
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe('siteLinkResolver', () => {
  const local = siteLinkResolver({
    site: paris,
    otherSites: sites,
    origin: 'http://paris.localhost:4321',
    localSuffix: 'localhost',
    onUnresolved: () => undefined,
  });
  const production = siteLinkResolver({
    site: paris,
    otherSites: sites,
    origin: 'https://paris-city-tickets.com',
    localSuffix: 'localhost',
    onUnresolved: () => undefined,
  });

  it("links a document of the page's site to its path, with the language prefix", () => {
    expect(local(link('paris-city-tickets.com.louvre-museum'))).toBe('/louvre-museum/');
    expect(local(link('paris-city-tickets.com.louvre-museum', 'fr-fr'))).toBe('/fr/louvre-museum/');
    expect(production(link('paris-city-tickets.com', 'ja-jp'))).toBe('/ja/');
  });

  it("links another microsite's document to an absolute URL on that site's origin", () => {
    expect(local(link('vatican-museums-tickets.com.sistine-chapel'))).toBe(
      'http://vatican.localhost:4321/sistine-chapel/',
    );
    expect(production(link('vatican-museums-tickets.com.sistine-chapel', 'it-it'))).toBe(
      'https://vatican-museums-tickets.com/it/sistine-chapel/',
    );
  });

  it('answers null for a broken document or one of no known site, and reports it', () => {
    const unresolved: DocumentLink[] = [];
    const resolve = siteLinkResolver({
      site: paris,
      otherSites: sites,
      origin: 'http://paris.localhost:4321',
      localSuffix: 'localhost',
      onUnresolved: (found) => unresolved.push(found),
    });
    expect(resolve(link('paris-city-tickets.com.louvre-museum', 'en-us', { isBroken: true }))).toBeNull();
    expect(resolve(link('unknown-site.com.page'))).toBeNull();
    expect(resolve(link(null))).toBeNull();
    expect(unresolved.map((found) => found.uid)).toEqual([
      'paris-city-tickets.com.louvre-museum',
      'unknown-site.com.page',
      null,
    ]);
  });

  it('logs an unresolved document once by default', () => {
    const logs = captureLogs();
    const resolve = siteLinkResolver({
      site: paris,
      otherSites: sites,
      origin: 'http://paris.localhost:4321',
      localSuffix: 'localhost',
    });
    const broken = link('gone.com.page', 'en-us', { id: 'logged-once-1' });
    expect(resolve(broken)).toBeNull();
    expect(resolve(broken)).toBeNull();
    logs.restore();
    expect(logs.at('warn')).toHaveLength(1);
    expect(logs.at('warn')[0]).toMatchObject({ scope: 'links', document: 'logged-once-1', broken: false });
  });

  it('names what its answers depend on in its key', () => {
    expect(local.key).not.toBe(production.key);
    expect(local.key.startsWith('http://paris.localhost:4321|paris-city-tickets.com|')).toBe(true);
    const again = siteLinkResolver({
      site: paris,
      otherSites: sites,
      origin: 'http://paris.localhost:4321',
      localSuffix: 'localhost',
    });
    expect(again.key).toBe(local.key);
    // The registry loaded again (a new list of the same sites) keeps the key: what was made from a
    // kept answer stays valid; a site that moved (another alias or domain) makes another key.
    const reloaded = siteLinkResolver({
      site: paris,
      otherSites: sites.map((site) => ({ ...site })),
      origin: 'http://paris.localhost:4321',
      localSuffix: 'localhost',
    });
    expect(reloaded.key).toBe(local.key);
    const moved = siteLinkResolver({
      site: paris,
      otherSites: sites.map((site, index) => (index === 0 ? { ...site, alias: `${site.alias}-new` } : site)),
      origin: 'http://paris.localhost:4321',
      localSuffix: 'localhost',
    });
    expect(moved.key).not.toBe(local.key);
    const fewer = siteLinkResolver({
      site: paris,
      otherSites: sites.slice(1),
      origin: 'http://paris.localhost:4321',
      localSuffix: 'localhost',
    });
    expect(fewer.key).not.toBe(local.key);
  });
});

describe('previewLinkResolver', () => {
  const resolve = previewLinkResolver('paris-city-tickets.com');

  it('maps a document of this site to its path with the language prefix', () => {
    expect(resolve({ uid: 'paris-city-tickets.com', lang: 'en-us' })).toBe('/');
    expect(resolve({ uid: 'paris-city-tickets.com.louvre-museum', lang: 'fr-fr' })).toBe(
      '/fr/louvre-museum/',
    );
    expect(resolve({ uid: 'paris-city-tickets.com.louvre-museum', lang: 'ar-ae' })).toBe(
      '/ar/louvre-museum/',
    );
  });

  it('has no page for documents of another site or without uid: a preview never leaves its site', () => {
    expect(resolve({ uid: 'vatican-museums-tickets.com', lang: 'en-us' })).toBeNull();
    expect(resolve({ uid: 'paris-city-tickets.community', lang: 'en-us' })).toBeNull();
    expect(resolve({ uid: null, lang: 'en-us' })).toBeNull();
  });
});
