import { describe, expect, it } from 'vitest';
import { robotsResponse, sitemapResponse } from '../../src/lib/seo/seoResponses';

const ORIGIN = 'http://colosseum.localhost:4412';
const request = (host: string, path: string) =>
  new Request(`http://127.0.0.1:4412${path}`, { headers: { host } });

/** Each `<url>` of a pages sitemap: its loc, lastmod and hreflang → href links. */
function urls(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1],
    links: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    ),
  }));
}

describe('sitemaps and robots.txt over the shipped content', () => {
  it('lists every Colosseum page in every language it exists in, with alternates and x-default', async () => {
    const response = await sitemapResponse(
      'pages',
      request('colosseum.localhost:4412', '/sitemap-pages.xml'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const all = urls(await response.text());
    // The 39 pages of the Colosseum guide (shoulder pages: 16 in English and Italian, 7 in Arabic).
    const guide = all.filter((url) =>
      /\/(about|accessibility|architecture|directions|entrances|facts|getting-there|guided-tours-compared|history|inside-the-colosseum|opening-hours|plan-your-visit|restaurants|skip-the-line-tickets|tips|what-to-see)\/$/.test(
        url.loc ?? '',
      ),
    );
    expect(guide).toHaveLength(39);
    expect(guide.find((url) => url.loc === `${ORIGIN}/ar/what-to-see/`)?.links).toEqual({
      en: `${ORIGIN}/what-to-see/`,
      it: `${ORIGIN}/it/what-to-see/`,
      ar: `${ORIGIN}/ar/what-to-see/`,
      'x-default': `${ORIGIN}/what-to-see/`,
    });
    const list = all.filter((url) => !guide.includes(url));
    expect(list.map((url) => url.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/it/`,
      `${ORIGIN}/fr/`,
      `${ORIGIN}/de/`,
      `${ORIGIN}/cn/`,
      `${ORIGIN}/ar/`,
      `${ORIGIN}/day-trips-from-rome/`,
      `${ORIGIN}/it/day-trips-from-rome/`,
      `${ORIGIN}/ar/day-trips-from-rome/`,
      `${ORIGIN}/guided-tours/`,
      `${ORIGIN}/ar/guided-tours/`,
      `${ORIGIN}/help/`,
      `${ORIGIN}/it/help/`,
      `${ORIGIN}/fr/help/`,
      `${ORIGIN}/de/help/`,
      `${ORIGIN}/cn/help/`,
      `${ORIGIN}/ar/help/`,
      `${ORIGIN}/reviews/`,
      `${ORIGIN}/it/reviews/`,
      `${ORIGIN}/de/reviews/`,
      `${ORIGIN}/rome-city-guide/`,
      `${ORIGIN}/ar/rome-city-guide/`,
      `${ORIGIN}/visitor-guide/`,
      `${ORIGIN}/it/visitor-guide/`,
      `${ORIGIN}/ar/visitor-guide/`,
    ]);
    const landing = {
      en: `${ORIGIN}/`,
      it: `${ORIGIN}/it/`,
      fr: `${ORIGIN}/fr/`,
      de: `${ORIGIN}/de/`,
      'zh-Hans-CN': `${ORIGIN}/cn/`,
      ar: `${ORIGIN}/ar/`,
      'x-default': `${ORIGIN}/`,
    };
    expect(list[0]).toEqual({ loc: `${ORIGIN}/`, lastmod: '2026-03-16T14:30:00Z', links: landing });
    expect(list[5]?.links).toEqual(landing);
    expect(list[9]?.links).toEqual({
      en: `${ORIGIN}/guided-tours/`,
      ar: `${ORIGIN}/ar/guided-tours/`,
      'x-default': `${ORIGIN}/guided-tours/`,
    });
  });

  it('keeps other sites’ pages and redirects out of a site’s sitemap', async () => {
    const response = await sitemapResponse(
      'pages',
      request('london-theatre.localhost:4412', '/sitemap-pages.xml'),
    );
    const locs = urls(await response.text()).map((url) => url.loc);
    expect(locs).toContain('http://london-theatre.localhost:4412/wicked/');
    expect(locs).toContain('http://london-theatre.localhost:4412/ar/wicked/');
    expect(locs.some((loc) => loc?.includes('wicked-tickets'))).toBe(false);
    expect(locs.every((loc) => loc?.startsWith('http://london-theatre.localhost:4412/'))).toBe(true);
  });

  it('points the sitemap index to the pages, images and videos sitemaps', async () => {
    const response = await sitemapResponse('index', request('colosseum.localhost:4412', '/sitemap.xml'));
    const xml = await response.text();
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-images.xml`,
      `${ORIGIN}/sitemap-videos.xml`,
    ]);
    // The newest page of the site: its help pages (2026-11-20).
    expect(xml).toContain('<lastmod>2026-11-20T10:00:00Z</lastmod>');
  });

  it('answers robots.txt per host: a microsite names its sitemap, an unknown host gets Disallow: /', async () => {
    const site = await robotsResponse(request('colosseum.localhost:4412', '/robots.txt'));
    expect(site.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await site.text()).toContain(
      `Disallow: /api/\nDisallow: /_content/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
    const unknown = await robotsResponse(request('unknown.example', '/robots.txt'));
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe('User-agent: *\nDisallow: /\n');
    expect(await (await robotsResponse(request('localhost:4412', '/robots.txt'))).text()).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });

  it('has no sitemap for an unknown host', async () => {
    const response = await sitemapResponse('pages', request('unknown.example', '/sitemap-pages.xml'));
    expect(response.status).toBe(404);
  });
});
