import { describe, expect, it } from 'vitest';
import { siteText, type Site } from './site';

const site: Site = {
  domain: 'vatican-museums-tickets.com',
  alias: 'vatican',
  name: 'Vatican Museums Tickets',
  tagline: 'Skip the line',
  themeColor: '#a16207',
  languages: ['en', 'ar'],
  cityCode: 'ROME',
  subdomainHosting: false,
  designV3: true,
  localized: { ar: { name: 'تذاكر متاحف الفاتيكان', tagline: 'تجاوز الطابور' } },
};

describe('siteText', () => {
  it('gives the translated name and tagline, else the English ones', () => {
    expect(siteText(site, 'ar')).toEqual({ name: 'تذاكر متاحف الفاتيكان', tagline: 'تجاوز الطابور' });
    expect(siteText(site, 'ja')).toEqual({ name: 'Vatican Museums Tickets', tagline: 'Skip the line' });
  });
});
