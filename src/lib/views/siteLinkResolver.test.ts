import { describe, expect, it } from 'vitest';
import { siteLinkResolver } from './siteLinkResolver';

describe('siteLinkResolver', () => {
  it('leads a document of the site to its page in the document’s language, another site’s to nothing', () => {
    const resolve = siteLinkResolver('paris-city-tickets.com');
    const louvre = { id: 'X', uid: 'paris-city-tickets.com.louvre-museum', type: 'microsite', lang: 'fr-fr' };
    expect(resolve(louvre)).toBe('/fr/louvre-museum/');
    expect(resolve({ ...louvre, lang: 'en-us' })).toBe('/louvre-museum/');
    expect(resolve({ ...louvre, uid: 'paris-city-tickets.com' })).toBe('/fr/');
    expect(resolve({ ...louvre, uid: 'vatican-museums-tickets.com.tickets' })).toBeNull();
    expect(resolve({ ...louvre, uid: null })).toBeNull();
  });
});
