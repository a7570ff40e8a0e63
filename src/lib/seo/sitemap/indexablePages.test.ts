import { describe, expect, it } from 'vitest';
import { canonicalElsewhere, indexablePages, lastmodOf, type PageDocument } from './indexablePages';

const domain = 'x-tickets.com';
const origin = 'http://x.localhost:4412';

/** A page document; translations list each other as Prismic does. */
function doc(
  uid: string,
  lang: string,
  extra: Partial<PageDocument> = {},
  alternates: string[] = [],
): PageDocument {
  return {
    type: 'microsite',
    uid,
    lang,
    tags: [],
    last_publication_date: '2026-03-16T14:30:00+0000',
    data: { noindex: false, canonical_link: '' },
    alternate_languages: alternates.map((alternate) => ({ lang: alternate, uid })),
    ...extra,
  };
}

describe('indexablePages', () => {
  it('lists each page in each language with lastmod, alternates and x-default', () => {
    const pages = indexablePages(
      [
        doc(domain, 'ar-ae', {}, ['en-us']),
        doc(domain, 'en-us', {}, ['ar-ae']),
        doc(`${domain}.tours.night`, 'en-us'),
      ],
      domain,
      origin,
    );
    expect(
      pages.map(({ loc, lastmod, alternates, language }) => ({ loc, lastmod, alternates, language })),
    ).toEqual([
      {
        loc: 'http://x.localhost:4412/',
        lastmod: '2026-03-16T14:30:00Z',
        language: 'en',
        alternates: [
          { hreflang: 'en', href: 'http://x.localhost:4412/' },
          { hreflang: 'ar', href: 'http://x.localhost:4412/ar/' },
          { hreflang: 'x-default', href: 'http://x.localhost:4412/' },
        ],
      },
      {
        loc: 'http://x.localhost:4412/ar/',
        lastmod: '2026-03-16T14:30:00Z',
        language: 'ar',
        alternates: [
          { hreflang: 'en', href: 'http://x.localhost:4412/' },
          { hreflang: 'ar', href: 'http://x.localhost:4412/ar/' },
          { hreflang: 'x-default', href: 'http://x.localhost:4412/' },
        ],
      },
      {
        loc: 'http://x.localhost:4412/tours/night/',
        lastmod: '2026-03-16T14:30:00Z',
        language: 'en',
        alternates: [
          { hreflang: 'en', href: 'http://x.localhost:4412/tours/night/' },
          { hreflang: 'x-default', href: 'http://x.localhost:4412/tours/night/' },
        ],
      },
    ]);
  });

  it('leaves out other sites, unknown locales, uid-less and non-page documents', () => {
    const pages = indexablePages(
      [
        doc('other.com', 'en-us'),
        doc('x-tickets.community', 'en-us'),
        doc(domain, 'xx-yy'),
        doc(domain, 'en-us', { uid: null }),
        doc(domain, 'en-us', { type: 'site_settings' }),
        doc(domain, 'en-us', { type: 'common_footer' }),
      ],
      domain,
      origin,
    );
    expect(pages).toEqual([]);
  });

  it('leaves a uid under a longer domain to that site', () => {
    const documents = [doc(domain, 'en-us'), doc(`${domain}.au`, 'en-us')];
    expect(indexablePages(documents, domain, origin).map((page) => page.loc)).toEqual([
      'http://x.localhost:4412/',
      'http://x.localhost:4412/au/',
    ]);
    expect(indexablePages(documents, domain, origin, [`${domain}.au`]).map((page) => page.loc)).toEqual([
      'http://x.localhost:4412/',
    ]);
  });

  it('excludes noindex pages, redirects and pages canonical to another page, and their hreflang links', () => {
    const pages = indexablePages(
      [
        doc(domain, 'en-us', {}, ['fr-fr', 'de-de', 'it-it']),
        doc(domain, 'fr-fr', { data: { noindex: 'Yes' } }, ['en-us', 'de-de', 'it-it']),
        doc(domain, 'de-de', { data: { canonical_link: 'https://other.com/' } }, ['en-us', 'fr-fr', 'it-it']),
        doc(domain, 'it-it', { type: 'redirect', data: { target: '/' } }, ['en-us', 'fr-fr', 'de-de']),
      ],
      domain,
      origin,
    );
    expect(pages.map((page) => page.loc)).toEqual(['http://x.localhost:4412/']);
    expect(pages[0]?.alternates.map((alternate) => alternate.hreflang)).toEqual(['en', 'x-default']);
  });

  it('takes the document the page route shows when types share a uid and language', () => {
    const shown = indexablePages(
      [
        doc(`${domain}.wicked`, 'en-us', { type: 'redirect' }),
        doc(`${domain}.wicked`, 'en-us', { type: 'showpage' }),
      ],
      domain,
      origin,
    );
    expect(shown.map((page) => [page.loc, page.document.type])).toEqual([
      ['http://x.localhost:4412/wicked/', 'showpage'],
    ]);
  });

  it('keeps a page whose canonical link is itself, on this host or the production domain', () => {
    const pages = indexablePages(
      [
        doc(`${domain}.a`, 'en-us', { data: { canonical_link: 'http://x.localhost:4412/a/' } }),
        doc(`${domain}.b`, 'en-us', { data: { canonical_link: 'https://www.x-tickets.com/b' } }),
      ],
      domain,
      origin,
    );
    expect(pages).toHaveLength(2);
  });
});

describe('canonicalElsewhere', () => {
  const own = 'http://x.localhost:4412/a/';
  it('is false without a usable canonical link or when it names the page itself', () => {
    expect(canonicalElsewhere({}, own, domain)).toBe(false);
    expect(canonicalElsewhere({ canonical_link: 'not a url' }, own, domain)).toBe(false);
    expect(canonicalElsewhere({ canonical_link: 'https://x-tickets.com/a/' }, own, domain)).toBe(false);
  });
  it('is true for another path, a query or another host', () => {
    expect(canonicalElsewhere({ canonical_link: 'https://x-tickets.com/b/' }, own, domain)).toBe(true);
    expect(canonicalElsewhere({ canonical_link: 'https://x-tickets.com/a/?p=2' }, own, domain)).toBe(true);
    expect(canonicalElsewhere({ canonical_link: 'https://elsewhere.com/a/' }, own, domain)).toBe(true);
  });
});

describe('lastmodOf', () => {
  it('writes a Prismic timestamp as a W3C date-time in UTC', () => {
    expect(lastmodOf('2026-03-16T14:30:00+0100')).toBe('2026-03-16T13:30:00Z');
    expect(lastmodOf('garbage')).toBeUndefined();
    expect(lastmodOf(null)).toBeUndefined();
  });
});
