import { describe, expect, it } from 'vitest';
import type { PageAlternate } from '../../content/alternates';
import { languageLinks } from './languageLinks';

const origin = 'http://london-theatre.localhost:4321';
const en: PageAlternate = { code: 'en', hreflang: 'en', href: `${origin}/reviews/`, current: true };
const fr: PageAlternate = { code: 'fr', hreflang: 'fr', href: `${origin}/fr/reviews/`, current: false };

describe('languageLinks', () => {
  it("links each site language: the translation with the kept parameters, else the language's home", () => {
    const query = new URLSearchParams('page=2&sort=newest&filter-reviews=5&promo=SAVE10&subscribed=1');
    expect(languageLinks([en, fr], ['en', 'fr', 'ar'], query)).toEqual([
      { ...en, href: `${origin}/reviews/?page=2&sort=newest&filter-reviews=5` },
      { ...fr, href: `${origin}/fr/reviews/?page=2&sort=newest&filter-reviews=5` },
      { code: 'ar', hreflang: 'ar', href: `${origin}/ar/`, current: false },
    ]);
  });

  it('keeps a transfer search and a cruise filter, drops unknown parameters', () => {
    const query = new URLSearchParams('pickup=FCO&filter=dinner&utm_source=x');
    expect(languageLinks([en], ['en'], query)).toEqual([
      { ...en, href: `${origin}/reviews/?pickup=FCO&filter=dinner` },
    ]);
  });

  it('gives paths when there is no alternate to take the origin from', () => {
    expect(languageLinks([], ['en'], new URLSearchParams('page=2'))).toEqual([
      { code: 'en', hreflang: 'en', href: '/', current: false },
    ]);
  });

  it('still offers the other languages on a page with no translation', () => {
    expect(languageLinks([en], ['en', 'ja'], new URLSearchParams())).toEqual([
      { ...en, href: `${origin}/reviews/` },
      { code: 'ja', hreflang: 'ja', href: `${origin}/ja/`, current: false },
    ]);
  });
});
