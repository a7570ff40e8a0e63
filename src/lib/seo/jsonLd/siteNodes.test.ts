import { describe, expect, it } from 'vitest';
import type { Site } from '../../sites/site';
import { organization } from './organization';
import { webSite } from './webSite';

const site: Site = {
  domain: 'colosseum-rome-tickets.com',
  alias: 'colosseum',
  name: 'Colosseum Rome Tickets',
  tagline: 'Skip the line at the Colosseum',
  themeColor: '#b45309',
  languages: ['en', 'ar', 'cn'],
  cityCode: 'ROME',
  subdomainHosting: false,
  designV3: true,
  localized: { ar: { name: 'تذاكر الكولوسيوم', tagline: '' } },
};
const origin = 'http://colosseum.localhost:4412';

describe('organization', () => {
  it('names the site with its home URL and an @id other nodes can point to', () => {
    expect(organization(site, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'http://colosseum.localhost:4412/#organization',
      name: 'Colosseum Rome Tickets',
      url: 'http://colosseum.localhost:4412/',
      description: 'Skip the line at the Colosseum',
    });
  });
  it('leaves out an empty tagline', () => {
    expect(organization({ ...site, tagline: '' }, origin)).not.toHaveProperty('description');
  });
});

describe('webSite', () => {
  it('is the English site at the root, published by the organization', () => {
    expect(webSite(site, origin, 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'http://colosseum.localhost:4412/#website',
      name: 'Colosseum Rome Tickets',
      url: 'http://colosseum.localhost:4412/',
      inLanguage: 'en',
      description: 'Skip the line at the Colosseum',
      publisher: { '@id': 'http://colosseum.localhost:4412/#organization' },
    });
  });
  it('uses the localized name and the language home, and the BCP 47 tag', () => {
    const arabic = webSite(site, origin, 'ar');
    expect(arabic).toMatchObject({
      '@id': 'http://colosseum.localhost:4412/ar/#website',
      name: 'تذاكر الكولوسيوم',
      url: 'http://colosseum.localhost:4412/ar/',
      inLanguage: 'ar',
    });
    expect(arabic).not.toHaveProperty('description');
    expect(webSite(site, origin, 'cn')).toMatchObject({
      name: 'Colosseum Rome Tickets',
      inLanguage: 'zh-Hans-CN',
    });
  });
});
