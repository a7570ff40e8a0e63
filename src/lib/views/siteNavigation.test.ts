import { describe, expect, it } from 'vitest';
import type { NavEntry } from './chromeDocuments';
import { siteNavigation, type SitePage } from './siteNavigation';

const show = (label: string, slug: string): SitePage => ({ kind: 'show', label, href: `/${slug}/` });
const landing = (label: string, href: string): SitePage => ({ kind: 'landing', label, href });
const home: NavEntry = { kind: 'link', label: 'West End tickets', href: '/' };
const news: NavEntry = { kind: 'link', label: 'News', href: '/news/' };
const theatres: NavEntry = {
  kind: 'group',
  label: 'Theatres',
  links: [{ label: 'Lyceum', href: '/lyceum/' }],
};
const wicked = show('Wicked', 'wicked');
const hamilton = show('Hamilton', 'hamilton');
const six = show('SIX the Musical', 'six');

describe('siteNavigation', () => {
  it("lists every show of the language in the group that lists one, the editor's first", () => {
    const header: NavEntry[] = [
      home,
      { kind: 'group', label: 'Shows', links: [{ label: 'Wicked', href: '/wicked/' }] },
      theatres,
      news,
    ];
    expect(siteNavigation(header, [six, wicked, hamilton])).toEqual([
      home,
      {
        kind: 'group',
        label: 'Shows',
        links: [
          { label: 'Wicked', href: '/wicked/' },
          { label: 'Hamilton', href: '/hamilton/' },
          { label: 'SIX the Musical', href: '/six/' },
        ],
      },
      theatres,
      news,
    ]);
  });

  it('leaves groups without a show and full headers as the editor wrote them', () => {
    const header: NavEntry[] = [home, theatres, news, { kind: 'link', label: 'Reviews', href: '/reviews/' }];
    expect(siteNavigation(header, [wicked, landing('West End Shows', '/west-end-shows/')])).toEqual(header);
  });

  it('fills a header of one entry with the landing pages of the language, by name, up to four entries', () => {
    const frHome: NavEntry = { kind: 'link', label: 'Billets West End', href: '/fr/' };
    const pages = [
      landing('Spectacles et concerts à Londres', '/fr/shows-and-concerts/'),
      landing('Les spectacles du West End', '/fr/west-end-shows/'),
      landing('West End et Broadway', '/fr/london-and-broadway/'),
      landing('Billets West End', '/fr/'),
      landing('Une page de trop', '/fr/zzz/'),
    ];
    expect(siteNavigation([frHome], pages)).toEqual([
      frHome,
      { kind: 'link', label: 'Les spectacles du West End', href: '/fr/west-end-shows/' },
      { kind: 'link', label: 'Spectacles et concerts à Londres', href: '/fr/shows-and-concerts/' },
      { kind: 'link', label: 'Une page de trop', href: '/fr/zzz/' },
    ]);
  });

  it('gives no navigation when the site has neither header entries nor pages', () => {
    expect(siteNavigation([], [])).toEqual([]);
  });
});
