import { describe, expect, it } from 'vitest';
import { defaultAlternate, pageAlternates } from './alternates';

const domain = 'colosseum-rome-tickets.com';
const origin = 'http://colosseum.localhost:4321';

describe('pageAlternates', () => {
  it('lists the page and its translations in language-table order, as absolute URLs', () => {
    const alternates = pageAlternates(
      {
        lang: 'ar-ae',
        uid: `${domain}.guided-tours`,
        alternate_languages: [
          { lang: 'zh-cn', uid: `${domain}.guided-tours` },
          { lang: 'en-us', uid: `${domain}.guided-tours` },
        ],
      },
      domain,
      origin,
    );
    expect(alternates).toEqual([
      { code: 'en', hreflang: 'en', href: `${origin}/guided-tours/`, current: false },
      { code: 'cn', hreflang: 'zh-Hans-CN', href: `${origin}/cn/guided-tours/`, current: false },
      { code: 'ar', hreflang: 'ar', href: `${origin}/ar/guided-tours/`, current: true },
    ]);
    expect(defaultAlternate(alternates)?.href).toBe(`${origin}/guided-tours/`);
  });
  it('skips locales not served and translations on another site', () => {
    const alternates = pageAlternates(
      {
        lang: 'ja-jp',
        uid: domain,
        alternate_languages: [
          { lang: 'en-gb', uid: domain },
          { lang: 'fr-fr', uid: 'other.com' },
          { lang: 'de-de', uid: null },
        ],
      },
      domain,
      origin,
    );
    expect(alternates.map((a) => a.code)).toEqual(['ja']);
    expect(defaultAlternate(alternates)?.code).toBe('ja');
  });
});
