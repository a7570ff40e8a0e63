import { describe, expect, it } from 'vitest';
import { siteLinkResolver } from '../routing/linkResolver';
import { pageLinks } from './pageLinks';

const louvre = { id: 'X', uid: 'paris-city-tickets.com.louvre-museum', type: 'microsite', lang: 'fr-fr' };
const vatican = { ...louvre, uid: 'vatican-museums-tickets.com.tickets', lang: 'en-us' };

describe('pageLinks', () => {
  it('is the request’s resolver when the context has one: other microsites’ documents lead there', () => {
    const links = siteLinkResolver({
      site: { domain: 'paris-city-tickets.com' },
      otherSites: [{ domain: 'vatican-museums-tickets.com', alias: 'vatican' }],
      origin: 'http://paris.localhost:4321',
      localSuffix: 'localhost',
      onUnresolved: () => {},
    });
    const resolve = pageLinks({ links, site: { domain: 'paris-city-tickets.com' } });
    expect(resolve).toBe(links);
    expect(resolve(louvre)).toBe('/fr/louvre-museum/');
    expect(resolve(vatican)).toBe('http://vatican.localhost:4321/tickets/');
  });
  it('without one (a unit test, a tool), resolves the site’s own documents only', () => {
    const resolve = pageLinks({ site: { domain: 'paris-city-tickets.com' } });
    expect(resolve(louvre)).toBe('/fr/louvre-museum/');
    expect(resolve({ ...louvre, lang: 'en-us' })).toBe('/louvre-museum/');
    expect(resolve({ ...louvre, uid: 'paris-city-tickets.com' })).toBe('/fr/');
    expect(resolve(vatican)).toBeNull();
    expect(resolve({ ...louvre, uid: null })).toBeNull();
  });
});
