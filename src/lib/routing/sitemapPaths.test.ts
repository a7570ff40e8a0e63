import { describe, expect, it } from 'vitest';
import { sitemapPaths } from './sitemapPaths';

describe('sitemapPaths', () => {
  it('reads the paths of a sitemap and its alternates, each once, sorted, its entities decoded', () => {
    const xml = `<urlset><url><loc>http://a.localhost:4321/</loc>
      <xhtml:link rel="alternate" hreflang="fr" href="http://a.localhost:4321/fr/"/></url>
      <url><loc>http://a.localhost:4321/wicked/</loc></url>
      <url><loc>http://a.localhost:4321/news/?page=2&amp;x=1</loc></url>
      <url><loc>http://a.localhost:4321/</loc></url>
      <url><loc>not a url</loc></url></urlset>`;
    expect(sitemapPaths(xml)).toEqual(['/', '/fr/', '/news/?page=2&x=1', '/wicked/']);
    expect(sitemapPaths('')).toEqual([]);
  });
});
