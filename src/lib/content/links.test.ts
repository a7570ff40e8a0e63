import { describe, expect, it } from 'vitest';
import { linkUrl, type LinkResolver } from './links';

/** The Louvre's page in French on this site; no other document has a page (src/lib/routing/linkResolver.ts is the real one). */
const resolve: LinkResolver = Object.assign(
  (link: { uid?: string | null | undefined; lang?: string | undefined }) =>
    link.uid === 'paris-city-tickets.com.louvre-museum' && link.lang === 'fr-fr'
      ? '/fr/louvre-museum/'
      : null,
  { key: 'test' },
);

describe('linkUrl', () => {
  it('answers the URL of a Web or Media link', () => {
    expect(linkUrl({ link_type: 'Web', url: '/guided-tours/' }, resolve)).toBe('/guided-tours/');
    expect(linkUrl({ link_type: 'Web', url: ' https://example.com/a ', target: '_blank' }, resolve)).toBe(
      'https://example.com/a',
    );
    expect(
      linkUrl({ link_type: 'Media', url: 'https://images.prismic.io/repo/a.mp4', kind: 'file' }, resolve),
    ).toBe('https://images.prismic.io/repo/a.mp4');
  });
  it('resolves a Document link with the site’s resolver only (a url the API attached is ignored), else nothing', () => {
    const louvre = {
      link_type: 'Document',
      id: 'ZxL1',
      uid: 'paris-city-tickets.com.louvre-museum',
      type: 'microsite',
      lang: 'fr-fr',
      tags: [],
      isBroken: false,
    };
    expect(linkUrl(louvre, resolve)).toBe('/fr/louvre-museum/');
    expect(linkUrl({ ...louvre, uid: 'other.com.x' }, resolve)).toBeUndefined();
    expect(linkUrl({ ...louvre, uid: 'other.com.x', url: '/x/' }, resolve)).toBeUndefined();
  });
  it('reads an empty, malformed or bare-text value as no link', () => {
    expect(linkUrl({ link_type: 'Any' }, resolve)).toBeUndefined();
    expect(linkUrl({ link_type: 'Web', url: '' }, resolve)).toBeUndefined();
    expect(linkUrl({ link_type: 'Sparkles', url: '/x/' }, resolve)).toBeUndefined();
    expect(linkUrl('/guided-tours/', resolve)).toBeUndefined();
    expect(linkUrl(null, resolve)).toBeUndefined();
    expect(linkUrl([{ link_type: 'Web', url: '/x/' }], resolve)).toBeUndefined();
  });
});
