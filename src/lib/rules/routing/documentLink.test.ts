import { describe, expect, it } from 'vitest';
import { documentPage, domainOfUid } from './documentLink';

const PARIS = 'paris-city-tickets.com';

describe('domainOfUid', () => {
  it('takes the longest domain the uid is or lies below', () => {
    expect(domainOfUid('tickets.com.au.opera', ['tickets.com', 'tickets.com.au'])).toBe('tickets.com.au');
    expect(domainOfUid('tickets.com.opera', ['tickets.com', 'tickets.com.au'])).toBe('tickets.com');
    expect(domainOfUid('tickets.com', ['tickets.com', 'tickets.com.au'])).toBe('tickets.com');
  });

  it('finds none for a uid of no listed site, or a domain only sharing a prefix', () => {
    expect(domainOfUid('paris-city-tickets.community', [PARIS])).toBeUndefined();
    expect(domainOfUid('vatican-museums-tickets.com.sistine-chapel', [PARIS])).toBeUndefined();
  });
});

describe('documentPage', () => {
  it('maps a document to its site and path, the language prefix from its locale', () => {
    expect(documentPage({ uid: PARIS, lang: 'en-us' }, [PARIS])).toEqual({ domain: PARIS, path: '/' });
    expect(documentPage({ uid: `${PARIS}.louvre-museum`, lang: 'fr-fr' }, [PARIS])).toEqual({
      domain: PARIS,
      path: '/fr/louvre-museum/',
    });
    expect(documentPage({ uid: `${PARIS}.guides.louvre_hours`, lang: 'ar-ae' }, [PARIS])).toEqual({
      domain: PARIS,
      path: '/ar/guides/louvre_hours/',
    });
  });

  it('reads an unknown or missing locale as English (no prefix)', () => {
    expect(documentPage({ uid: `${PARIS}.louvre-museum`, lang: 'xx-yy' }, [PARIS])?.path).toBe(
      '/louvre-museum/',
    );
    expect(documentPage({ uid: `${PARIS}.louvre-museum` }, [PARIS])?.path).toBe('/louvre-museum/');
  });

  it('has no page for a broken link, a missing uid or another site', () => {
    expect(documentPage({ uid: `${PARIS}.louvre-museum`, lang: 'en-us', isBroken: true }, [PARIS])).toBe(
      undefined,
    );
    expect(documentPage({ uid: null, lang: 'en-us' }, [PARIS])).toBeUndefined();
    expect(documentPage({ uid: '', lang: 'en-us' }, [PARIS])).toBeUndefined();
    expect(documentPage({ uid: 'vatican-museums-tickets.com', lang: 'en-us' }, [PARIS])).toBeUndefined();
  });

  it('has no page for segments a request path cannot name', () => {
    expect(documentPage({ uid: `${PARIS}.Louvre`, lang: 'en-us' }, [PARIS])).toBeUndefined();
    expect(documentPage({ uid: `${PARIS}..louvre`, lang: 'en-us' }, [PARIS])).toBeUndefined();
    expect(documentPage({ uid: `${PARIS}.a/b`, lang: 'en-us' }, [PARIS])).toBeUndefined();
  });
});
